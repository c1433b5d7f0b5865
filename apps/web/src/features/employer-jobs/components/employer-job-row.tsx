import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { canCloseOut, remainingApplicants } from '@portal/shared/rules/pipeline';
import type { EmployerJobListRow, EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { ShareButton } from '../../../components/share-button';
import { JOB_STATE_BADGES } from '../../../lib/employer-jobs';
import { remainingLabel } from './close-out-modal';
import { JobStatsPanel } from './job-stats-panel';
import { StageSummary } from './stage-summary';
import { UserText } from '../../../components/user-text';
import { useEmployerDates, useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

/** The job's applications count, a link to them when there are any (issue 25, point 3). */
function ApplicationsCount({ job }: { job: EmployerJobView }) {
  const et = useEmployerT();
  const count = job.applications.length;
  const label = et(count === 1 ? '{count} application' : '{count} applications', { count });
  if (count === 0) return label;
  return (
    // Underlined: inside a line of dimmed text its colour alone does not tell it apart (axe's link-in-text-block).
    <Anchor component={Link} to={`/job-applications/${job.id}`} size="sm" underline="always">
      {label}
    </Anchor>
  );
}

/**
 * One of the company's jobs: title (linked while live), state, dates, counts (per stage too, issue 27) and
 * what can be done — once it is closed or expired, marking the applicants still waiting not selected.
 */
export function JobRow({
  job,
  onClose,
  onCloseOut,
}: {
  job: EmployerJobListRow;
  onClose: (job: EmployerJobView) => void;
  onCloseOut: (job: EmployerJobListRow) => void;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const badge = JOB_STATE_BADGES[job.state];
  const live = job.state === 'published';
  const over = job.state === 'expired' || job.state === 'closed';
  const remaining = canCloseOut(job.state) ? remainingApplicants(job.stage_counts) : 0;
  // Issue 32: a job that was published has numbers per day; read only when the employer opens them.
  const [statsOpen, setStatsOpen] = useState(false);
  const statsId = useId();
  const hasStats = live || over;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {live ? (
                <Anchor component={Link} to={`/job/${job.id}`} inherit>
                  <UserText>{job.title}</UserText>
                </Anchor>
              ) : (
                <UserText>{job.title}</UserText>
              )}
            </Text>
            <Badge variant="dot" color={badge.color}>
              {et(badge.label as EmployerTextKey)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <UserText>{job.company_name}</UserText> · <bdi translate="no">{job.location}</bdi> ·{' '}
            {et('posted {date}', { date: dates.date(job.created_at) })} ·{' '}
            {et('closes {date}', { date: dates.date(job.expired_at) })}
          </Text>
          <Text size="sm" c="dimmed">
            {et(job.views === 1 ? '{count} view' : '{count} views', { count: job.views })} ·{' '}
            <ApplicationsCount job={job} />
          </Text>
          <StageSummary jobId={job.id} counts={job.stage_counts} />
          {job.state === 'rejected' && job.reject_reason && (
            <Text size="sm" c="red.8">
              {et('Rejected:')} <UserText>{job.reject_reason}</UserText> {et('Edit the job to resubmit it.')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {hasStats && (
            <Button
              variant="subtle"
              size="xs"
              aria-label={et(statsOpen ? 'Hide stats: {title}' : 'Stats: {title}', { title: job.title })}
              aria-expanded={statsOpen}
              aria-controls={statsId}
              onClick={() => setStatsOpen((o) => !o)}
            >
              {et(statsOpen ? 'Hide stats' : 'Stats')}
            </Button>
          )}
          {live && (
            // A just-approved job, shared by its employer (issue 30).
            <ShareButton
              label={et('Share job')}
              subject={{
                title: job.title,
                company: job.company_name,
                place: job.location,
                path: `/job/${job.id}`,
              }}
            />
          )}
          {!over && (
            <Button component={Link} to={`/edit-job/${job.id}`} variant="default" size="xs">
              {et('Edit')}
            </Button>
          )}
          {live && (
            <Button variant="outline" color="red" size="xs" onClick={() => onClose(job)}>
              {et('Force Close')}
            </Button>
          )}
          {over && (
            <Button component={Link} to={`/repost-job/${job.id}`} size="xs">
              {et('Repost')}
            </Button>
          )}
          {remaining > 0 && (
            <Button variant="outline" color="red" size="xs" onClick={() => onCloseOut(job)}>
              {remainingLabel(et, remaining)}
            </Button>
          )}
        </Group>
      </Group>
      {hasStats && statsOpen && (
        <Box id={statsId} mt="md">
          <JobStatsPanel jobId={job.id} title={job.title} />
        </Box>
      )}
    </Paper>
  );
}
