import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useState } from 'react';
import { formatMoney } from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { useRefundInvoice, useRequeryCardPayment } from '../api';
import { UserText } from '../../../components/user-text';
import { useAdminT } from '../../../i18n/admin-texts';
import { Data, Filled } from './filled';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/**
 * The operators' answers on a card invoice (issue 29, decision 0046): 'Re-query' asks the bank for the
 * transaction's state now (a CONFIRMED one activates the plan, as the return page would); 'Mark refunded'
 * records a refund made in the merchant dashboard and ends the plan it paid for — after a confirmation,
 * since the plan cannot be given back from here. Failures are toasted by the API client.
 */
export function CardPaymentActions({ invoice, plan }: { invoice: AdminInvoiceItem; plan: string }) {
  const at = useAdminT();
  const requery = useRequeryCardPayment();
  const refund = useRefundInvoice();
  const [asking, setAsking] = useState(false);
  if (!invoice.bml_transaction_id) return null;
  const refundable = invoice.paid_by === 'card' && invoice.paid_at !== null && !invoice.refunded_at;
  return (
    <>
      <Group gap="xs" mt="sm">
        <Button
          variant="default"
          loading={requery.isPending}
          aria-label={at('Re-query the card payment of {ref}', { ref: invoice.ref })}
          // The answer is toasted from mutateAsync's promise, not from mutate's own onSuccess: on Preact
          // that callback never came (the hook's onSuccess did, so the mutation's observer had lost its
          // listener by then; why, not found yet — decision 0059). Failures are toasted by the API client.
          onClick={() => void requery.mutateAsync(invoice.id).then(toast, () => {})}
        >
          {at('Re-query')}
        </Button>
        {refundable && (
          <Button variant="default" color="red" onClick={() => setAsking(true)}>
            {at('Mark refunded')}
          </Button>
        )}
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={at('Mark {ref} refunded?', { ref: invoice.ref })}
        centered
      >
        <Text size="sm">
          <Filled
            text={at(
              'Do this after returning {amount} to {company} in the BML merchant dashboard: this only records it. The invoice is marked refunded and the {plan} plan it paid for ends now.',
            )}
            parts={{
              amount: <Data>{formatMoney(invoice.amount_minor, invoice.currency)}</Data>,
              company: <UserText>{invoice.company.name}</UserText>,
              plan: plan.toLowerCase(),
            }}
          />
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            {at('Cancel')}
          </Button>
          <Button
            color="red"
            loading={refund.isPending}
            onClick={() =>
              refund.mutate(invoice.id, {
                onSuccess: (r) => {
                  toast(r);
                  setAsking(false);
                },
              })
            }
          >
            {at('Mark refunded')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
