import { Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { JobPreview } from '../../../components/job-preview';
import { PaginationBar } from '../../../components/pagination-bar';
import { formatDisplayDate } from '../../../lib/dates';
import { adminJobQueries, useApproveJob, useRejectJob, type JobFilter } from '../api';
import { JobDeliveries } from './job-deliveries';
import { ReasonModal } from './reason-modal';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/** The approval queue: each pending job as the public will see it, approve or reject with a reason. */
export function JobsPanel() {
  const [status, setStatus] = useState<JobFilter>('pending');
  const [page, setPage] = useState(1);
  const jobs = useQuery(adminJobQueries.jobs(status, page));
  const approve = useApproveJob();
  const reject = useRejectJob();
  const [rejecting, setRejecting] = useState<AdminJobItem | null>(null);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Jobs to show"
        value={status}
        onChange={(v) => {
          setStatus(v as JobFilter);
          setPage(1);
        }}
        data={[
          { value: 'pending', label: 'Pending approval' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
          { value: 'all', label: 'All' },
        ]}
      />
      {jobs.isPending && <Loader />}
      {jobs.data?.data.length === 0 && (
        <Text c="dimmed">{status === 'pending' ? 'No jobs are waiting for approval.' : 'No jobs.'}</Text>
      )}
      {jobs.data?.data.map((job) => (
        <Paper key={job.id} withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Text size="sm" c="dimmed">
              {job.company.name} ({job.company.owner_email}) · submitted {formatDisplayDate(job.created_at)} ·
              closes {formatDisplayDate(job.expired_at)}
            </Text>
            <Badge variant="dot">{job.state}</Badge>
          </Group>
          <JobPreview job={job} />
          {job.approved === 1 && <JobDeliveries jobId={job.id} />}
          {job.reject_reason && (
            <Text size="sm" c="red.8" mt="sm">
              Rejected: {job.reject_reason}
            </Text>
          )}
          <Group gap="xs" mt="md">
            {job.approved !== 1 && (
              <Button
                color="teal"
                loading={approve.isPending}
                onClick={() => approve.mutate(job.id, { onSuccess: toast })}
              >
                Approve
              </Button>
            )}
            {job.approved !== 2 && (
              <Button variant="default" color="red" onClick={() => setRejecting(job)}>
                {job.approved === 1 ? 'Take down' : 'Reject'}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {jobs.data && (
        <PaginationBar total={jobs.data.total} perPage={jobs.data.per_page} page={page} onChange={setPage} />
      )}
      <ReasonModal
        opened={rejecting !== null}
        title={`Reject “${rejecting?.title ?? ''}”`}
        submitLabel="Reject"
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
