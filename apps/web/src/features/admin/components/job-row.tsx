import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { JobPreview } from '../../../components/job-preview';
import { JobDeliveries } from './job-deliveries';
import { JobRowActions } from './job-row-actions';
import { UserText } from '../../../components/user-text';
import { useAdminDates, useAdminT, type AdminTranslate } from '../../../i18n/admin-texts';

const planLabel = (at: AdminTranslate, plan: AdminJobItem['plan']) =>
  plan === 'annual' ? at('Annual plan') : plan === 'pay-per-job' ? at('Pay-per-job') : at('No plan');

const stateLabel = (at: AdminTranslate, state: AdminJobItem['state']) =>
  ({
    pending: at('Pending approval'),
    rejected: at('Rejected'),
    published: at('Published'),
    expired: at('Expired'),
    closed: at('Closed'),
  })[state];

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
  const at = useAdminT();
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
          {at('Rejected:')} <UserText>{job.reject_reason}</UserText>
        </Text>
      )}
      {open && <JobRowPreview id={previewId} job={job} />}
    </Paper>
  );
}

/** The job's few lines: title, company and posted date, plan and state. */
function JobSummary({ job }: { job: AdminJobItem }) {
  const at = useAdminT();
  const { date } = useAdminDates();
  return (
    <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.title}</UserText>
      </Title>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.name}</UserText> · {at('posted {date}', { date: date(job.created_at) })}
      </Text>
      <Group gap={6}>
        <Badge variant="light" color="gray" size="sm">
          {planLabel(at, job.plan)}
        </Badge>
        <Badge variant="dot" size="sm">
          {stateLabel(at, job.state)}
        </Badge>
      </Group>
    </Stack>
  );
}

/** The opened job: its company and closing date, the preview, and an approved job's deliveries. */
function JobRowPreview({ id, job }: { id: string; job: AdminJobItem }) {
  const at = useAdminT();
  const { date } = useAdminDates();
  return (
    <Box id={id} mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.company.name}</UserText> (
        <bdi dir="ltr" translate="no">
          {job.company.owner_email}
        </bdi>
        ) · {at('closes {date}', { date: date(job.expired_at) })}
      </Text>
      <JobPreview job={job} />
      {job.approved === 1 && <JobDeliveries jobId={job.id} />}
    </Box>
  );
}
