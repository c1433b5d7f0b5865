import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { INVOICE_STATUS_LABELS, invoiceDisplayStatus } from '@portal/shared/rules/billing';
import { downloadInvoice, downloadReceipt } from '@portal/shared/endpoints/billing';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { useEmployerDates, useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { downloadFile } from '../../../lib/download';
import { ScrollTable } from '../../../components/scroll-table';

const STATUS_COLORS = {
  paid: 'teal',
  awaiting: 'blue',
  pending: 'yellow',
  cancelled: 'gray',
  refunded: 'red',
} as const;

/** SPEC §2.4 history: Ref, Type, Issued on, Status, Paid on, Download (invoice; receipt once paid). */
export function InvoiceHistory({ invoices }: { invoices: InvoiceView[] }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="history-title">
      <Title id="history-title" order={2} size="h4" mb="sm">
        {et('History')}
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {et('No invoices yet.')}
        </Text>
      ) : (
        <ScrollTable label={et('Invoice history')} minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{et('Ref')}</Table.Th>
                <Table.Th>{et('Type')}</Table.Th>
                <Table.Th>{et('Issued on')}</Table.Th>
                <Table.Th>{et('Status')}</Table.Th>
                <Table.Th>{et('Paid on')}</Table.Th>
                <Table.Th>{et('Download')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td fw={600} translate="no" style={{ whiteSpace: 'nowrap' }}>
                    {invoice.ref}
                  </Table.Td>
                  <Table.Td>
                    {invoice.package === PACKAGE_TYPES.annual
                      ? et('Annual')
                      : et('Pay-per-job × {n}', { n: invoice.no_of_jobs })}
                  </Table.Td>
                  <Table.Td>{dates.date(invoice.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[invoiceDisplayStatus(invoice)]} variant="dot">
                      {et(INVOICE_STATUS_LABELS[invoiceDisplayStatus(invoice)] as EmployerTextKey)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{invoice.paid_at ? dates.date(invoice.paid_at) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={et('Download invoice {ref}', { ref: invoice.ref })}
                        onClick={() =>
                          void downloadFile(
                            endpointPath(downloadInvoice.path, { id: invoice.id }),
                            'Invoice.pdf',
                          )
                        }
                      >
                        {et('Invoice')}
                      </Button>
                      {invoice.paid_at && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={et('Download receipt {ref}', { ref: invoice.ref })}
                          onClick={() =>
                            void downloadFile(
                              endpointPath(downloadReceipt.path, { id: invoice.id }),
                              'Receipt.pdf',
                            )
                          }
                        >
                          {et('Receipt')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
