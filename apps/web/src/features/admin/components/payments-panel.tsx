import { Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { PaginationBar } from '../../../components/pagination-bar';
import type { AdminInvoiceFilter } from '@portal/shared/schemas/admin';
import { adminQueries, useRejectSlip } from '../api';
import { InvoiceCard } from './invoice-card';
import { ReasonModal } from './reason-modal';
import { StatusFilter } from './status-filter';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useAdminT } from '../../../i18n/admin-texts';

/** The payments queue (slips waiting, oldest first) and the other invoice lists. */
export function PaymentsPanel() {
  const at = useAdminT();
  const [status, setStatus] = useState<AdminInvoiceFilter>('awaiting');
  const [page, setPage] = useState(1);
  const invoices = useQuery(adminQueries.invoices(status, page));
  const reject = useRejectSlip();
  const [rejecting, setRejecting] = useState<AdminInvoiceItem | null>(null);

  return (
    <Stack gap="md">
      <StatusFilter
        label={at('Invoices to show')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={[
          { value: 'awaiting', label: at('Awaiting approval') },
          { value: 'pending', label: at('Pending payment') },
          { value: 'paid', label: at('Paid') },
          { value: 'all', label: at('All') },
        ]}
      />
      {invoices.isPending && <SkeletonRows count={3} withAvatar={false} />}
      {invoices.data?.data.length === 0 && (
        <Text c="dimmed">
          {status === 'awaiting' ? at('No slips are waiting. All caught up.') : at('No invoices.')}
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
        title={rejecting ? at('Send the slip of {ref} back', { ref: rejecting.ref }) : ''}
        submitLabel={at('Send back')}
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
