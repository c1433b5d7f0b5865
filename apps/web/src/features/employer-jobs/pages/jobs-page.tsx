import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { FilterFold } from '../../../components/fold-panel';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { UrlSearchInput } from '../../../components/url-search-input';
import { useCurrentUser } from '../../../lib/current-user';
import { employerJobsFilterFrom, JOB_STATE_BADGES } from '../../../lib/employer-jobs';
import { formatDisplayDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerJobQueries, useForceClose } from '../api';

const FILTERS = [
  { value: '1', label: 'All' },
  { value: '4', label: 'Active' },
  { value: '2', label: 'Pending' },
  { value: '3', label: 'Expired' },
];

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

function JobRow({ job, onClose }: { job: EmployerJobView; onClose: (job: EmployerJobView) => void }) {
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

/**
 * /jobs (SPEC §2.4): the company's jobs with search and the status filter (All, Active, Pending,
 * Expired), 20 a page. Unverified employers see the notice instead (SPEC §4).
 */
export default function JobsPage() {
  useDocumentTitle('Jobs');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = employerJobsFilterFrom(params);
  const { page, status, search = '' } = filter;
  const unverified = user !== null && !user.email_verified_at;
  const list = useQuery({ ...employerJobQueries.list(filter), enabled: !unverified });
  const close = useForceClose();
  const [closing, setClosing] = useState<EmployerJobView | null>(null);
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    merged.delete('page');
    setParams(merged, { replace: true });
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Jobs
          </Title>
          {!unverified && (
            <Button component={Link} to="/post-job" leftSection={<IconPlus size={16} />}>
              Post a Job
            </Button>
          )}
        </Group>
        <UnverifiedWarning />
        {unverified ? (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            Your account is not activated: verify your email address to see and post jobs.
          </Alert>
        ) : (
          <>
            <FilterFold active={Number(Boolean(search)) + Number(status !== 1)}>
              <Group align="flex-end" gap="md">
                <UrlSearchInput
                  label="Search jobs"
                  placeholder="Title or reference"
                  value={search}
                  onCommit={(value) => update({ search: value })}
                  style={{ flex: '1 1 240px' }}
                />
                <SegmentedControl
                  aria-label="Status"
                  value={String(status)}
                  onChange={(value) => update({ status: value === '1' ? null : value })}
                  data={FILTERS}
                />
              </Group>
            </FilterFold>
            {list.isPending && <SkeletonRows count={4} withAvatar={false} />}
            {list.data && list.data.data.length === 0 && (
              <Paper withBorder radius="md" p="xl" ta="center">
                <Text fw={600}>{MESSAGES.noResults}</Text>
                <Anchor component={Link} to="/post-job" size="sm">
                  Post a Job
                </Anchor>
              </Paper>
            )}
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data?.data.map((job) => (
                <JobRow key={job.id} job={job} onClose={setClosing} />
              ))}
            </Stack>
            {list.data && (
              <PaginationBar
                total={list.data.total}
                perPage={PAGE_SIZES.employerJobs}
                page={page}
                onChange={(next) => {
                  const merged = new URLSearchParams(params);
                  merged.set('page', String(next));
                  setParams(merged);
                }}
              />
            )}
          </>
        )}
      </Stack>
      <Modal opened={closing !== null} onClose={() => setClosing(null)} title="Close this job?" centered>
        <Text size="sm">
          “{closing?.title}” stops taking applications and leaves the job board now. You can repost it later.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setClosing(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={close.isPending}
            onClick={() =>
              closing &&
              close.mutate(closing.id, {
                onSuccess: (r) => {
                  notifications.show({ color: 'teal', message: r.message });
                  setClosing(null);
                },
              })
            }
          >
            Force Close
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
