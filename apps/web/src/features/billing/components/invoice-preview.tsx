import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CURRENCIES, PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/rules/billing';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { appConfig } from '../../../lib/app-config';
import { formatDisplayDate } from '../../../lib/dates';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** SPEC §2.4 invoice preview: the invoice, the bank transfer details and where to send the slip. */
export function InvoicePreview({ invoice, companyName }: { invoice: InvoiceView; companyName: string }) {
  const { bank } = appConfig;
  const usd = invoice.currency === CURRENCIES.USD;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invoice-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title id="invoice-title" order={2} size="h4">
          Invoice {invoice.ref}
        </Title>
        <Text size="sm" c="dimmed">
          Issued on {formatDisplayDate(invoice.created_at)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6}>
          <Line label="Billed to" value={companyName} />
          {invoice.tin && <Line label="TIN" value={invoice.tin} />}
          <Line
            label="Plan"
            value={`${invoice.package === PACKAGE_TYPES.annual ? 'Annual' : 'Pay-per-job'} (${invoice.package_name})`}
          />
          {invoice.package === PACKAGE_TYPES.payPerJob && (
            <Line label="Job ads" value={String(invoice.no_of_jobs)} />
          )}
          <Line label="Price per unit" value={formatMoney(invoice.price_per_unit * 100, invoice.currency)} />
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} c="cyan.9">
              {formatMoney(invoice.amount_minor, invoice.currency)}
            </Text>
          </Group>
        </Stack>
        {invoice.bml_transaction_id && !invoice.paid_at ? (
          // An open card payment freezes the invoice (issue 29): the transfer is offered again once it ends.
          <Text size="sm">
            {invoice.ref} is being paid by card. Once that payment is cancelled at the bank, you can pay by
            bank transfer instead.
          </Text>
        ) : (
          <Stack gap={6}>
            <Text fw={700} size="sm">
              Pay by bank transfer
            </Text>
            <Line label="Bank" value={bank.name} />
            <Line label="Account name" value={bank.accountName} />
            <Line
              label={`Account (${usd ? 'USD' : 'MVR'})`}
              value={usd ? bank.accountUsd : bank.accountMvr}
            />
            <Line label="Reference" value={invoice.ref} />
            <Text size="sm" mt="xs">
              {/* The upload button sits above this preview, in the pending invoice's panel. */}
              After paying, upload the transfer slip with 'Upload payment slip' above or send it to{' '}
              <Text span fw={600}>
                {appConfig.supportEmail}
              </Text>{' '}
              quoting {invoice.ref}. Your plan starts as soon as we confirm the payment.
            </Text>
          </Stack>
        )}
      </SimpleGrid>
    </Paper>
  );
}
