import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { formatDisplayDate } from '../../../lib/dates';
import { JOB_STATE_BADGES } from '../../../lib/employer-jobs';

/** The job's applications count, a link to them when there are any (issue 25, point 3). */
function ApplicationsCount({ job }: { job: EmployerJobView }) {
  const count = job.applications.length;
  const label = `${count} application${count === 1 ? '' : 's'}`;
  if (count === 0) return label;
  return (
    <Anchor component={Link} to={`/job-applications/${job.id}`} size="sm">
      {label}
    </Anchor>
  );
}

/** One of the company's jobs: title (linked while live), state, dates, counts and what can be done. */
export function JobRow({ job, onClose }: { job: EmployerJobView; onClose: (job: EmployerJobView) => void }) {
  const badge = JOB_STATE_BADGES[job.state];
  const live = job.state === 'published';
  const over = job.state === 'expired' || job.state === 'closed';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {live ? (
                <Anchor component={Link} to={`/job/${job.id}`} inherit>
                  {job.title}
                </Anchor>
              ) : (
                job.title
              )}
            </Text>
            <Badge variant="dot" color={badge.color}>
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {job.company_name} · {job.location} · posted {formatDisplayDate(job.created_at)} · closes{' '}
            {formatDisplayDate(job.expired_at)}
          </Text>
          <Text size="sm" c="dimmed">
            {job.views} view{job.views === 1 ? '' : 's'} · <ApplicationsCount job={job} />
          </Text>
          {job.state === 'rejected' && job.reject_reason && (
            <Text size="sm" c="red.8">
              Rejected: {job.reject_reason} Edit the job to resubmit it.
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {!over && (
            <Button component={Link} to={`/edit-job/${job.id}`} variant="default" size="xs">
              Edit
            </Button>
          )}
          {live && (
            <Button variant="outline" color="red" size="xs" onClick={() => onClose(job)}>
              Force Close
            </Button>
          )}
          {over && (
            <Button component={Link} to={`/repost-job/${job.id}`} size="xs">
              Repost
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
