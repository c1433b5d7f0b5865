import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { normalisePage } from '@portal/shared/rules/pagination';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useQuery } from '@tanstack/react-query';
import { seekerQueries } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SavedJobRow } from '../components/saved-job-row';

/**
 * SPEC §2.5 Saved Jobs (/my-jobs): 20 a page, the page in the URL. Clicking a job's save mark unsaves it
 * and reloads the list (SPEC §4 Save state).
 */
export default function MyJobsPage() {
  useDocumentTitle('Saved Jobs');
  const [params, setParams] = useSearchParams();
  const page = normalisePage(params.get('page'));
  const list = useQuery(seekerQueries.savedJobs(page));
  return (
    <Stack>
      <div>
        <Title order={1} size="h3">
          Saved Jobs
        </Title>
        {list.data && list.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {list.data.total} saved {list.data.total === 1 ? 'job' : 'jobs'}
          </Text>
        )}
      </div>
      {list.isPending ? (
        <SkeletonRows count={4} />
      ) : !list.data?.data.length ? (
        <Paper withBorder radius="md">
          <NoResults
            title={list.isError ? 'Your saved jobs could not be loaded.' : MESSAGES.nothingToShow}
            description={list.isError ? undefined : 'Save jobs from the job list to find them here.'}
          />
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.data.map((job) => (
            <li key={job.job_id}>
              <SavedJobRow job={job} />
            </li>
          ))}
        </Stack>
      )}
      <PaginationBar
        total={list.data?.total ?? 0}
        perPage={PAGE_SIZES.publicJobs}
        page={page}
        onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
      />
    </Stack>
  );
}
