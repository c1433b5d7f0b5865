import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney, INVOICE_STATUS_LABELS } from '@portal/shared/rules/billing';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { PaginationBar } from '../../../components/pagination-bar';
import { formatDisplayDate } from '../../../lib/dates';
import type { AdminInvoiceFilter } from '@portal/shared/schemas/admin';
import { adminQueries, useConfirmPayment, useRejectSlip } from '../api';
import { ReasonModal } from './reason-modal';
import { SlipPreview } from './slip-viewer';
import { StatusFilter } from './status-filter';
import { SkeletonRows } from '../../../components/skeleton-rows';

function InvoiceCard({
  invoice,
  onReject,
}: {
  invoice: AdminInvoiceItem;
  onReject: (i: AdminInvoiceItem) => void;
}) {
  const confirm = useConfirmPayment();
  const [asking, setAsking] = useState(false);
  const plan = invoice.package === PACKAGE_TYPES.annual ? 'Annual' : `Pay-per-job × ${invoice.no_of_jobs}`;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {invoice.ref} · {invoice.company.name}
            </Title>
            <Badge variant="light">{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
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
          </Text>
          {invoice.company.email && <Text size="sm">{invoice.company.email}</Text>}
          {invoice.tin && <Text size="sm">TIN: {invoice.tin}</Text>}
          {!invoice.paid_at && (
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
        </Stack>
        <SlipPreview invoice={invoice} />
      </SimpleGrid>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={`Confirm payment of ${invoice.ref}?`}
        centered
      >
        <Text size="sm">
          {invoice.company.name} paid {formatMoney(invoice.amount_minor, invoice.currency)}. Confirming
          activates the {plan.toLowerCase()} plan at once and mails the receipt.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            color="teal"
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(invoice.id, {
                onSuccess: (r) => {
                  notifications.show({ color: 'teal', message: r.message });
                  setAsking(false);
                },
              })
            }
          >
            Confirm payment
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

/** The payments queue (slips waiting, oldest first) and the other invoice lists. */
export function PaymentsPanel() {
  const [status, setStatus] = useState<AdminInvoiceFilter>('awaiting');
  const [page, setPage] = useState(1);
  const invoices = useQuery(adminQueries.invoices(status, page));
  const reject = useRejectSlip();
  const [rejecting, setRejecting] = useState<AdminInvoiceItem | null>(null);

  return (
    <Stack gap="md">
      <StatusFilter
        label="Invoices to show"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={[
          { value: 'awaiting', label: 'Awaiting approval' },
          { value: 'pending', label: 'Pending payment' },
          { value: 'paid', label: 'Paid' },
          { value: 'all', label: 'All' },
        ]}
      />
      {invoices.isPending && <SkeletonRows count={3} withAvatar={false} />}
      {invoices.data?.data.length === 0 && (
        <Text c="dimmed">
          {status === 'awaiting' ? 'No slips are waiting. All caught up.' : 'No invoices.'}
        </Text>
      )}
      {invoices.data?.data.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} onReject={setRejecting} />
      ))}
      {invoices.data && (
        <PaginationBar
          total={invoices.data.total}
          perPage={invoices.data.per_page}
          page={page}
          onChange={setPage}
        />
      )}
      <ReasonModal
        opened={rejecting !== null}
        title={rejecting ? `Send the slip of ${rejecting.ref} back` : ''}
        submitLabel="Send back"
        loading={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason, done) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: (r) => {
                notifications.show({ color: 'teal', message: r.message });
                setRejecting(null);
                done();
              },
            },
          )
        }
      />
    </Stack>
  );
}
