import { Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { PaginationBar } from '../../../components/pagination-bar';
import type { AdminJobFilter } from '@portal/shared/schemas/admin';
import { adminJobQueries, useApproveJob, useRejectJob } from '../api';
import { JobRow } from './job-row';
import { StatusFilter } from './status-filter';
import { ReasonModal } from './reason-modal';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useAdminT } from '../../../i18n/admin-texts';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/**
 * The approval queue: a compact row per job (oldest first), its public preview opened on demand (one at
 * a time), approve or reject with a reason.
 */
export function JobsPanel() {
  const at = useAdminT();
  const [status, setStatus] = useState<AdminJobFilter>('pending');
  const [page, setPage] = useState(1);
  const jobs = useQuery(adminJobQueries.jobs(status, page));
  const approve = useApproveJob();
  const reject = useRejectJob();
  const [rejecting, setRejecting] = useState<AdminJobItem | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Stack gap="md">
      <StatusFilter
        label={at('Jobs to show')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={[
          { value: 'pending', label: at('Pending approval') },
          { value: 'approved', label: at('Approved') },
          { value: 'rejected', label: at('Rejected') },
          { value: 'all', label: at('All') },
        ]}
      />
      {jobs.isPending && <SkeletonRows count={3} withAvatar={false} />}
      {jobs.data?.data.length === 0 && (
        <Text c="dimmed">
          {status === 'pending' ? at('No jobs are waiting for approval.') : at('No jobs.')}
        </Text>
      )}
      {jobs.data && jobs.data.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={at('Jobs')}>
          {jobs.data.data.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              open={openId === job.id}
              onToggle={() => setOpenId(openId === job.id ? null : job.id)}
              approving={approve.isPending && approve.variables === job.id}
              onApprove={() => approve.mutate(job.id, { onSuccess: toast })}
              onReject={() => setRejecting(job)}
            />
          ))}
        </Stack>
      )}
      {jobs.data && (
        <PaginationBar total={jobs.data.total} perPage={jobs.data.per_page} page={page} onChange={setPage} />
      )}
      <ReasonModal
        opened={rejecting !== null}
        title={at('Reject “{title}”', { title: rejecting?.title ?? '' })}
        submitLabel={at('Reject')}
        loading={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason, done) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: (r) => {
                toast(r);
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
