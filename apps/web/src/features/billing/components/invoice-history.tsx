import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { INVOICE_STATUS_LABELS, invoiceDisplayStatus } from '@portal/shared/rules/billing';
import { downloadInvoice, downloadReceipt } from '@portal/shared/endpoints/billing';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { formatDisplayDate } from '../../../lib/dates';
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
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="history-title">
      <Title id="history-title" order={2} size="h4" mb="sm">
        History
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed" size="sm">
          No invoices yet.
        </Text>
      ) : (
        <ScrollTable label="Invoice history" minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ref</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Issued on</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Paid on</Table.Th>
                <Table.Th>Download</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {invoice.ref}
                  </Table.Td>
                  <Table.Td>
                    {invoice.package === PACKAGE_TYPES.annual
                      ? 'Annual'
                      : `Pay-per-job × ${invoice.no_of_jobs}`}
                  </Table.Td>
                  <Table.Td>{formatDisplayDate(invoice.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[invoiceDisplayStatus(invoice)]} variant="dot">
                      {INVOICE_STATUS_LABELS[invoiceDisplayStatus(invoice)]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{invoice.paid_at ? formatDisplayDate(invoice.paid_at) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Download invoice ${invoice.ref}`}
                        onClick={() =>
                          void downloadFile(
                            endpointPath(downloadInvoice.path, { id: invoice.id }),
                            'Invoice.pdf',
                          )
                        }
                      >
                        Invoice
                      </Button>
                      {invoice.paid_at && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={`Download receipt ${invoice.ref}`}
                          onClick={() =>
                            void downloadFile(
                              endpointPath(downloadReceipt.path, { id: invoice.id }),
                              'Receipt.pdf',
                            )
                          }
                        >
                          Receipt
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
