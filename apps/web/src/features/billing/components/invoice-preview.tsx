import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CURRENCIES, PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/rules/billing';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { appConfig } from '../../../lib/app-config';
import {
  useEmployerDates,
  useEmployerT,
  withParts,
  type EmployerTextKey,
} from '../../../i18n/employer-texts';

/** One fact of the invoice: its label in the page's language, its value data (names, numbers, the ref). */
function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" translate="no" dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** SPEC §2.4 invoice preview: the invoice, the bank transfer details and where to send the slip. */
export function InvoicePreview({ invoice, companyName }: { invoice: InvoiceView; companyName: string }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const plan: EmployerTextKey = invoice.package === PACKAGE_TYPES.annual ? 'Annual' : 'Pay-per-job';
  const { bank } = appConfig;
  const usd = invoice.currency === CURRENCIES.USD;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invoice-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title id="invoice-title" order={2} size="h4">
          {withParts(et('Invoice {ref}'), { ref: <bdi translate="no">{invoice.ref}</bdi> })}
        </Title>
        <Text size="sm" c="dimmed">
          {et('Issued on {date}', { date: dates.date(invoice.created_at) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6}>
          <Line label={et('Billed to')} value={companyName} />
          {invoice.tin && <Line label={et('TIN')} value={invoice.tin} />}
          <Line label={et('Plan')} value={`${et(plan)} (${invoice.package_name})`} />
          {invoice.package === PACKAGE_TYPES.payPerJob && (
            <Line label={et('Job ads')} value={String(invoice.no_of_jobs)} />
          )}
          <Line
            label={et('Price per unit')}
            value={formatMoney(invoice.price_per_unit * 100, invoice.currency)}
          />
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>{et('Total')}</Text>
            <Text fw={700} c="cyan.9" translate="no">
              {formatMoney(invoice.amount_minor, invoice.currency)}
            </Text>
          </Group>
        </Stack>
        {invoice.bml_transaction_id && !invoice.paid_at ? (
          // An open card payment freezes the invoice (issue 29): the transfer is offered again once it ends.
          <Text size="sm">
            {withParts(
              et(
                '{ref} is being paid by card. Once that payment is cancelled at the bank, you can pay by bank transfer instead.',
              ),
              { ref: <bdi translate="no">{invoice.ref}</bdi> },
            )}
          </Text>
        ) : (
          <Stack gap={6}>
            <Text fw={700} size="sm">
              {et('Pay by bank transfer')}
            </Text>
            <Line label={et('Bank')} value={bank.name} />
            <Line label={et('Account name')} value={bank.accountName} />
            <Line
              label={et('Account ({currency})', { currency: usd ? 'USD' : 'MVR' })}
              value={usd ? bank.accountUsd : bank.accountMvr}
            />
            <Line label={et('Reference')} value={invoice.ref} />
            <Text size="sm" mt="xs">
              {/* The upload button sits above this preview, in the pending invoice's panel. */}
              {withParts(
                et(
                  "After paying, upload the transfer slip with 'Upload payment slip' above or send it to {email} quoting {ref}. Your plan starts as soon as we confirm the payment.",
                ),
                {
                  email: (
                    <Text span fw={600} dir="ltr" translate="no">
                      {appConfig.supportEmail}
                    </Text>
                  ),
                  ref: <bdi translate="no">{invoice.ref}</bdi>,
                },
              )}
            </Text>
          </Stack>
        )}
      </SimpleGrid>
    </Paper>
  );
}
