import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { employerJobQueries, JOB_STATE_BADGES } from '../../../lib/employer-jobs';
import { UserText } from '../../../components/user-text';
import { useEmployerDates, useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import classes from './job-heading.module.css';

// The head of /job-applications/{jobId} (issue 25, point 3): which job the list shows, its state and
// closing date, a link to the job and the way back to all applications.

/** Where the employer opens the job: its public page while published, else the form that acts on it. */
function jobLink(job: EmployerJobView): { to: string; label: EmployerTextKey } {
  if (job.state === 'published') return { to: `/job/${job.id}`, label: 'View job' };
  if (job.state === 'expired' || job.state === 'closed')
    return { to: `/repost-job/${job.id}`, label: 'Repost job' };
  return { to: `/edit-job/${job.id}`, label: 'Edit job' };
}

export function JobHeading({ jobId }: { jobId: string }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const job = useQuery(employerJobQueries.job(jobId));
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/job-applications" size="sm" className={classes.back}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {et('All applications')}
        </Group>
      </Anchor>
      {job.data ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {et('Applications for')}
            </Text>
            <Group gap="xs" align="center">
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                <UserText>{job.data.title}</UserText>
              </Title>
              <Badge variant="dot" color={JOB_STATE_BADGES[job.data.state].color}>
                {et(JOB_STATE_BADGES[job.data.state].label as EmployerTextKey)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <UserText>{job.data.company_name}</UserText> · <bdi translate="no">{job.data.location}</bdi> ·{' '}
              {et('closes {date}', { date: dates.date(job.data.expired_at) })}
            </Text>
            <Anchor component={Link} to={jobLink(job.data).to} size="sm">
              {et(jobLink(job.data).label)}
            </Anchor>
          </Stack>
        </Paper>
      ) : job.isError ? (
        <Title order={1} size="h3">
          {et('Job Applications')}
        </Title>
      ) : (
        <Skeleton height={96} radius="md" />
      )}
    </Stack>
  );
}
