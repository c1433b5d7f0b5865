import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLookups } from '../../../lib/use-lookups';
import { applicationQueries, employerApplicationsFilterFrom, viewFrom } from '../api';
import { ApplicantFilters } from '../components/applicant-filters';
import { ApplicantList } from '../components/applicant-list';
import { JobHeading } from '../components/job-heading';
import { PipelineBoard } from '../components/pipeline-board';
import { ViewSwitch } from '../components/view-switch';
import { useStageColumns } from '../lib/use-stage-counts';

/**
 * SPEC §2.4 Job applications (/job-applications, /job-applications/{jobId}): filters, 20 a page, shortlist.
 * The list's job filter is `?job=<id>`; the per-job page is headed by its job (issue 25, point 3). Issue 27:
 * the stage filter (`?stage=`, with counts on a job's page), the bulk actions, and on a job's page the
 * List | Board switch (`?view=board`).
 */
export default function JobApplicationsPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Job Applications'));
  const { jobId } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const lookups = useLookups();
  const verified = Boolean(user?.email_verified_at);
  const filter = employerApplicationsFilterFrom(jobId, params);
  const view = jobId ? viewFrom(params) : 'list';
  const list = useQuery({ ...applicationQueries.employerList(filter), enabled: verified && view === 'list' });
  const columns = useStageColumns(jobId, verified);
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
          {et('Job Applications')}
        </Title>
      )}
      <UnverifiedWarning />
      {user && !verified ? (
        <Alert color="yellow">{et('Verify your email address to see the applications to your jobs.')}</Alert>
      ) : (
        <>
          {jobId && <ViewSwitch value={view} onChange={(v) => set('view', v === 'board' ? v : null)} />}
          {jobId && view === 'board' ? (
            <PipelineBoard jobId={jobId} columns={columns} />
          ) : (
            <>
              <ApplicantFilters
                jobId={jobId}
                filter={filter}
                params={params}
                onChange={set}
                lookupOptions={lookups.options}
                stageCounts={columns.counts}
              />
              {list.isLoading || !list.data ? (
                <SkeletonRows count={4} />
              ) : list.data.data.length === 0 ? (
                <Paper withBorder radius="md" p="lg">
                  <Text c="dimmed">{et(MESSAGES.noApplications)}</Text>
                </Paper>
              ) : (
                <>
                  <ApplicantList key={params.toString()} rows={list.data.data} total={list.data.total} />
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
        </>
      )}
    </Stack>
  );
}
