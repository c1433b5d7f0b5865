import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import {
  formatMoney,
  INVOICE_STATUS_LABELS,
  invoiceDisplayStatus,
  paidByLabel,
} from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { formatDisplayDate } from '../../../lib/dates';
import { CardPaymentActions } from './card-payment-actions';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import { SlipPreview } from './slip-viewer';

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
  const [asking, setAsking] = useState(false);
  const plan = invoice.package === PACKAGE_TYPES.annual ? 'Annual' : `Pay-per-job × ${invoice.no_of_jobs}`;
  const display = invoiceDisplayStatus(invoice);
  const paidBy = paidByLabel(invoice);
  const cardOpen = invoice.bml_transaction_id !== null && !invoice.paid_at;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {invoice.ref} · {invoice.company.name}
            </Title>
            <Badge variant="light" color={display === 'refunded' ? 'red' : undefined}>
              {INVOICE_STATUS_LABELS[display]}
            </Badge>
          </Group>
          <Text size="sm">
            {plan} ({invoice.package_name}) —{' '}
            <Text span fw={700}>
              {formatMoney(invoice.amount_minor, invoice.currency)}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Issued {formatDisplayDate(invoice.created_at)}
            {invoice.slip_uploaded_at ? ` · slip linked ${formatDisplayDate(invoice.slip_uploaded_at)}` : ''}
            {invoice.paid_at ? ` · paid ${formatDisplayDate(invoice.paid_at)}` : ''}
            {invoice.refunded_at ? ` · refunded ${formatDisplayDate(invoice.refunded_at)}` : ''}
          </Text>
          {paidBy && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Paid by: {paidBy}
            </Text>
          )}
          {cardOpen && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Card payment open: BML {invoice.bml_transaction_id} ({invoice.card_state ?? 'state unknown'})
            </Text>
          )}
          {invoice.company.email && <Text size="sm">{invoice.company.email}</Text>}
          {invoice.tin && <Text size="sm">TIN: {invoice.tin}</Text>}
          {!invoice.paid_at && !cardOpen && (
            <Group gap="xs" mt="sm">
              <Button color="teal" onClick={() => setAsking(true)}>
                Confirm payment
              </Button>
              {invoice.slip && (
                <Button variant="default" color="red" onClick={() => onReject(invoice)}>
                  Send slip back
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
