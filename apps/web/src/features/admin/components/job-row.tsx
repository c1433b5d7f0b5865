import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { JobPreview } from '../../../components/job-preview';
import { formatDisplayDate } from '../../../lib/dates';
import { JobDeliveries } from './job-deliveries';

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
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {job.title}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {job.name} · posted {formatDisplayDate(job.created_at)}
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
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-md"
            aria-expanded={open}
            aria-controls={previewId}
            aria-label={`${open ? 'Hide preview of' : 'Preview'} ${job.title}`}
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={onToggle}
          >
            {open ? 'Hide preview' : 'Preview'}
          </Button>
          {job.approved !== 1 && (
            <Button
              color="teal"
              size="compact-md"
              loading={approving}
              onClick={onApprove}
              aria-label={`Approve ${job.title}`}
            >
              Approve
            </Button>
          )}
          {job.approved !== 2 && (
            <Button
              variant="default"
              color="red"
              size="compact-md"
              onClick={onReject}
              aria-label={`${job.approved === 1 ? 'Take down' : 'Reject'} ${job.title}`}
            >
              {job.approved === 1 ? 'Take down' : 'Reject'}
            </Button>
          )}
        </Group>
      </Group>
      {job.reject_reason && (
        <Text size="sm" c="red.8" mt="xs">
          Rejected: {job.reject_reason}
        </Text>
      )}
      {open && (
        <Box
          id={previewId}
          mt="md"
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
            {job.company.name} ({job.company.owner_email}) · closes {formatDisplayDate(job.expired_at)}
          </Text>
          <JobPreview job={job} />
          {job.approved === 1 && <JobDeliveries jobId={job.id} />}
        </Box>
      )}
    </Paper>
  );
}
