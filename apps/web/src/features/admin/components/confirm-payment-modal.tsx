import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { useConfirmPayment } from '../api';

/** Asks before confirming an invoice's payment: confirming activates the plan and mails the receipt. */
export function ConfirmPaymentModal({
  invoice,
  plan,
  opened,
  onClose,
}: {
  invoice: AdminInvoiceItem;
  /** The plan as the card names it ('Annual', 'Pay-per-job × 3'). */
  plan: string;
  opened: boolean;
  onClose: () => void;
}) {
  const confirm = useConfirmPayment();
  return (
    <Modal opened={opened} onClose={onClose} title={`Confirm payment of ${invoice.ref}?`} centered>
      <Text size="sm">
        {invoice.company.name} paid {formatMoney(invoice.amount_minor, invoice.currency)}. Confirming
        activates the {plan.toLowerCase()} plan at once and mails the receipt.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="teal"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(invoice.id, {
              onSuccess: (r) => {
                notifications.show({ color: 'teal', message: r.message });
                onClose();
              },
            })
          }
        >
          Confirm payment
        </Button>
      </Group>
    </Modal>
  );
}
