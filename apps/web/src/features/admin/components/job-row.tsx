import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { JobPreview } from '../../../components/job-preview';
import { formatDisplayDate } from '../../../lib/dates';
import { JobDeliveries } from './job-deliveries';
import { JobRowActions } from './job-row-actions';
import { UserText } from '../../../components/user-text';

const PLAN_LABELS: Record<NonNullable<AdminJobItem['plan']>, string> = {
  annual: 'Annual plan',
  'pay-per-job': 'Pay-per-job',
};

/**
 * One job of the approval queue in a few lines — title, company, posted date, plan and the actions —
 * with the full preview (about a screen of its own) rendered only when opened (issue 25, point 6).
 */
export function JobRow({
  job,
  open,
  onToggle,
  onApprove,
  approving,
  onReject,
}: {
  job: AdminJobItem;
  open: boolean;
  onToggle: () => void;
  onApprove: () => void;
  approving: boolean;
  onReject: () => void;
}) {
  const previewId = `job-preview-${job.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <JobSummary job={job} />
        <JobRowActions
          job={job}
          previewId={previewId}
          open={open}
          onToggle={onToggle}
          onApprove={onApprove}
          approving={approving}
          onReject={onReject}
        />
      </Group>
      {job.reject_reason && (
        <Text size="sm" c="red.8" mt="xs">
          Rejected: {job.reject_reason}
        </Text>
      )}
      {open && <JobRowPreview id={previewId} job={job} />}
    </Paper>
  );
}

/** The job's few lines: title, company and posted date, plan and state. */
function JobSummary({ job }: { job: AdminJobItem }) {
  return (
    <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.title}</UserText>
      </Title>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.name}</UserText> · posted {formatDisplayDate(job.created_at)}
      </Text>
      <Group gap={6}>
        <Badge variant="light" color="gray" size="sm">
          {job.plan ? PLAN_LABELS[job.plan] : 'No plan'}
        </Badge>
        <Badge variant="dot" size="sm">
          {job.state}
        </Badge>
      </Group>
    </Stack>
  );
}

/** The opened job: its company and closing date, the preview, and an approved job's deliveries. */
function JobRowPreview({ id, job }: { id: string; job: AdminJobItem }) {
  return (
    <Box id={id} mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {job.company.name} ({job.company.owner_email}) · closes {formatDisplayDate(job.expired_at)}
      </Text>
      <JobPreview job={job} />
      {job.approved === 1 && <JobDeliveries jobId={job.id} />}
    </Box>
  );
}
