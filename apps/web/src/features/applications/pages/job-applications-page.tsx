import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { APPLICATION_SORTS, type EmployerApplication } from '@portal/shared/schemas/applications';
import { FilterFold } from '../../../components/fold-panel';
import { Select } from '../../../components/select';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDisplayDate } from '../../../lib/dates';
import { useProtectedFileUrl } from '../../../lib/download';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLookups } from '../../../lib/use-lookups';
import {
  APPLICANT_FILTERS,
  applicationQueries,
  employerApplicationsFilterFrom,
  useToggleShortlist,
} from '../api';
import { JobFilter } from '../components/job-filter';
import { JobHeading } from '../components/job-heading';

const FILTERS = APPLICANT_FILTERS;
const LOOKUP_OF = {
  gender: 'gender',
  nationality: 'nationality',
  qualification: 'qualifications',
  experience: 'experience',
} as const;

function Photo({ path, name }: { path: string | null; name: string }) {
  const photo = useProtectedFileUrl(path ? path.replace(/^\/api\//, '') : null);
  return (
    <Avatar src={photo.url} alt="" radius="xl" size={44} color="teal">
      {name.slice(0, 1)}
    </Avatar>
  );
}

function Row({ a }: { a: EmployerApplication }) {
  const shortlist = useToggleShortlist();
  const name = a.name ?? MESSAGES.userNotFound;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Photo path={a.picture} name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/view-application/${a.id}`} fw={700}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {a.title} · applied {formatDisplayDate(a.created_at)}
            </Text>
            {a.name && (
              <Text size="xs" c="dimmed">
                {[a.gender, a.nationality, a.qualification, a.experience].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {a.is_favorite ? (
            <Badge color="teal">Shortlisted</Badge>
          ) : a.viewed_at ? (
            <Badge color="gray">Viewed</Badge>
          ) : (
            <Badge color="blue">New</Badge>
          )}
          <Button
            size="xs"
            variant={a.is_favorite ? 'filled' : 'default'}
            leftSection={a.is_favorite ? <IconStarFilled size={14} /> : <IconStar size={14} />}
            loading={shortlist.isPending}
            onClick={() =>
              shortlist.mutate(a.id, {
                onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
              })
            }
          >
            {a.is_favorite ? 'Shortlisted' : 'Shortlist'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * SPEC §2.4 Job applications (/job-applications, /job-applications/{jobId}): filters, 20 a page, shortlist.
 * The list's job filter is `?job=<id>`; the per-job page is headed by its job (issue 25, point 3).
 */
export default function JobApplicationsPage() {
  useDocumentTitle('Job Applications');
  const { jobId } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const lookups = useLookups();
  const verified = Boolean(user?.email_verified_at);
  const filter = employerApplicationsFilterFrom(jobId, params);
  const list = useQuery({ ...applicationQueries.employerList(filter), enabled: verified });
  // What the folded filters hold on a phone: a sort other than 'All', the job, the four facts.
  const activeFilters =
    Number(filter.sort !== APPLICATION_SORTS[0].value) +
    Number(Boolean(filter.job)) +
    FILTERS.filter((f) => params.get(f)).length;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  return (
    <Stack>
      {jobId && verified ? (
        <JobHeading jobId={jobId} />
      ) : (
        <Title order={1} size="h3">
          Job Applications
        </Title>
      )}
      <UnverifiedWarning />
      {user && !verified ? (
        <Alert color="yellow">Verify your email address to see the applications to your jobs.</Alert>
      ) : (
        <>
          <FilterFold active={activeFilters}>
            <Stack gap="sm">
              <SegmentedControl
                data={APPLICATION_SORTS.map((s) => ({ value: s.value, label: s.label }))}
                value={filter.sort}
                onChange={(v) => set('sort', v)}
                aria-label="Show"
              />
              {!jobId && <JobFilter value={params.get('job')} onChange={(v) => set('job', v)} />}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                {FILTERS.map((f) => (
                  <Select
                    key={f}
                    label={f[0]!.toUpperCase() + f.slice(1)}
                    placeholder="Any"
                    data={lookups.options(LOOKUP_OF[f])}
                    value={params.get(f)}
                    onChange={(v) => set(f, v)}
                    clearable
                    searchable
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </FilterFold>
          {list.isLoading || !list.data ? (
            <SkeletonRows count={4} />
          ) : list.data.data.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">{MESSAGES.noApplications}</Text>
            </Paper>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {list.data.total} application{list.data.total === 1 ? '' : 's'}
              </Text>
              {list.data.data.map((a) => (
                <Row key={a.id} a={a} />
              ))}
              <PaginationBar
                total={list.data.total}
                perPage={PAGE_SIZES.employerApplications}
                page={filter.page}
                onChange={(p) => set('page', String(p))}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
