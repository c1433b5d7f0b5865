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
import { useSeekerT } from '../../../i18n/seeker-texts';

/**
 * SPEC §2.5 Saved Jobs (/my-jobs): 20 a page, the page in the URL. Clicking a job's save mark unsaves it
 * and reloads the list (SPEC §4 Save state).
 */
export default function MyJobsPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Saved Jobs'));
  const [params, setParams] = useSearchParams();
  const page = normalisePage(params.get('page'));
  const list = useQuery(seekerQueries.savedJobs(page));
  return (
    <Stack>
      <div>
        <Title order={1} size="h3">
          {st('Saved Jobs')}
        </Title>
        {list.data && list.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {st(list.data.total === 1 ? '{count} saved job' : '{count} saved jobs', {
              count: list.data.total,
            })}
          </Text>
        )}
      </div>
      {list.isPending ? (
        <SkeletonRows count={4} />
      ) : !list.data?.data.length ? (
        <Paper withBorder radius="md">
          <NoResults
            title={st(list.isError ? 'Your saved jobs could not be loaded.' : MESSAGES.nothingToShow)}
            description={list.isError ? undefined : st('Save jobs from the job list to find them here.')}
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
