import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { formatMoney } from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { useConfirmPayment } from '../api';
import { UserText } from '../../../components/user-text';
import { useAdminT } from '../../../i18n/admin-texts';
import { Data, Filled } from './filled';

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
  const at = useAdminT();
  const confirm = useConfirmPayment();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={at('Confirm payment of {ref}?', { ref: invoice.ref })}
      centered
    >
      <Text size="sm">
        <Filled
          text={at(
            '{company} paid {amount}. Confirming activates the {plan} plan at once and mails the receipt.',
          )}
          parts={{
            company: <UserText>{invoice.company.name}</UserText>,
            amount: <Data>{formatMoney(invoice.amount_minor, invoice.currency)}</Data>,
            plan: plan.toLowerCase(),
          }}
        />
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {at('Cancel')}
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
          {at('Confirm payment')}
        </Button>
      </Group>
    </Modal>
  );
}
