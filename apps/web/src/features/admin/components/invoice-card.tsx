import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney, invoiceDisplayStatus, type InvoiceDisplayStatus } from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { UserText } from '../../../components/user-text';
import { useAdminDates, useAdminT, type AdminTranslate } from '../../../i18n/admin-texts';
import { Data } from './filled';
import { CardPaymentActions } from './card-payment-actions';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import { SlipPreview } from './slip-viewer';

const statusLabel = (at: AdminTranslate, status: InvoiceDisplayStatus) =>
  ({
    pending: at('Pending payment'),
    awaiting: at('Waiting for approval'),
    paid: at('Paid'),
    cancelled: at('Cancelled'),
    refunded: at('Refunded'),
  })[status];

/**
 * One invoice of the payments queue: what was bought, its dates, how it was paid (card with the bank's
 * transaction id, or slip), the slip, and the operator's answers. An open card transaction freezes the
 * invoice (decision 0046): no confirmation by hand then, only a re-query of the bank.
 */
export function InvoiceCard({
  invoice,
  onReject,
}: {
  invoice: AdminInvoiceItem;
  onReject: (i: AdminInvoiceItem) => void;
}) {
  const at = useAdminT();
  const { date } = useAdminDates();
  const [asking, setAsking] = useState(false);
  const plan =
    invoice.package === PACKAGE_TYPES.annual
      ? at('Annual')
      : at('Pay-per-job × {count}', { count: invoice.no_of_jobs });
  const display = invoiceDisplayStatus(invoice);
  const bml = invoice.bml_transaction_id && <Data>BML {invoice.bml_transaction_id}</Data>;
  const cardOpen = invoice.bml_transaction_id !== null && !invoice.paid_at;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={3} size="h5">
              <Data>{invoice.ref}</Data> · <UserText>{invoice.company.name}</UserText>
            </Title>
            <Badge variant="light" color={display === 'refunded' ? 'red' : undefined}>
              {statusLabel(at, display)}
            </Badge>
          </Group>
          <Text size="sm">
            {plan} (<UserText>{invoice.package_name}</UserText>) —{' '}
            <Text span fw={700} translate="no" component="bdi">
              {formatMoney(invoice.amount_minor, invoice.currency)}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {[
              at('Issued {date}', { date: date(invoice.created_at) }),
              invoice.slip_uploaded_at && at('slip linked {date}', { date: date(invoice.slip_uploaded_at) }),
              invoice.paid_at && at('paid {date}', { date: date(invoice.paid_at) }),
              invoice.refunded_at && at('refunded {date}', { date: date(invoice.refunded_at) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {invoice.paid_by && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {at('Paid by:')} {invoice.paid_by === 'card' ? at('Card') : at('Slip')}
              {invoice.paid_by === 'card' && bml && <> · {bml}</>}
            </Text>
          )}
          {cardOpen && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {at('Card payment open:')} {bml} (
              {invoice.card_state ? <Data>{invoice.card_state}</Data> : at('state unknown')})
            </Text>
          )}
          {invoice.company.email && (
            <Text size="sm">
              <bdi dir="ltr" translate="no">
                {invoice.company.email}
              </bdi>
            </Text>
          )}
          {invoice.tin && (
            <Text size="sm">
              {at('TIN:')} <Data>{invoice.tin}</Data>
            </Text>
          )}
          {!invoice.paid_at && !cardOpen && (
            <Group gap="xs" mt="sm">
              <Button color="teal" onClick={() => setAsking(true)}>
                {at('Confirm payment')}
              </Button>
              {invoice.slip && (
                <Button variant="default" color="red" onClick={() => onReject(invoice)}>
                  {at('Send slip back')}
                </Button>
              )}
            </Group>
          )}
          <CardPaymentActions invoice={invoice} plan={plan} />
        </Stack>
        <SlipPreview invoice={invoice} />
      </SimpleGrid>
      <ConfirmPaymentModal invoice={invoice} plan={plan} opened={asking} onClose={() => setAsking(false)} />
    </Paper>
  );
}
