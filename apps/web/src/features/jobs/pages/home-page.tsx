import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { PAGE_SIZES } from '@portal/shared/constants';
import { pageCount } from '@portal/shared/rules/pagination';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { Container, Group, Stack, Text, Title } from '../../../components/plain/layout';
import { PlainButton } from '../../../components/plain/plain';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { formatCount } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { jobQueries, useJobList } from '../api';
import { JobFilters } from '../components/job-filters';
import { StatsBanner } from '../components/stats-banner';
import { jobSearchFrom, useJobSearch } from '../lib/use-job-search';
import type { Prefetch } from '../../../lib/prefetch';
import { lookupQueries } from '../../../lib/use-lookups';
import classes from './home-page.module.css';
import type { PublicJobRow } from '@portal/shared/schemas/jobs';

const JobDetailModal = lazy(() => import('../components/job-detail-modal'));
// The rows arrive after the page is interactive (../components/job-list-rows.tsx, issue 33).
const JobListRows = lazy(() => import('../components/job-list-rows'));
const NO_ROWS: PublicJobRow[] = [];

/** The server renders the first page of the URL's search with the numbers and the filters' values. */
export const prefetch: Prefetch = ({ queryClient, searchParams }) =>
  Promise.all([
    queryClient.prefetchQuery(jobQueries.list(jobSearchFrom(searchParams))),
    queryClient.prefetchQuery(jobQueries.homeStats()),
    queryClient.prefetchQuery(lookupQueries.fields()),
  ]);

/** / : the jobs list (SPEC §2.3 Home). Filters, keyword, page and the open job live in the URL. */
export default function HomePage() {
  useDocumentTitle('Jobs in the Maldives');
  const { search, activeFilters, update, setPage, reset, openJobId, openJob, closeJob } = useJobSearch();
  // Closing the modal puts the keyboard focus back on the row that opened it (WCAG 2.4.3), or on the
  // list's heading when the job was opened from a link and is not on this page.
  const closeModal = () => {
    const id = openJobId;
    closeJob();
    requestAnimationFrame(() => {
      const row = id ? document.querySelector<HTMLElement>(`[data-job-link="${CSS.escape(id)}"]`) : null;
      (row ?? headingRef.current?.querySelector<HTMLElement>('h2'))?.focus();
    });
  };
  const list = useJobList(search);
  const headingRef = useRef<HTMLDivElement>(null);

  const total = list.data?.jobs.total ?? 0;
  const listed = list.data?.jobs.data;
  const rows = listed ?? NO_ROWS;
  const filtered = activeFilters > 0 || Boolean(search.q);
  const lastPage = list.data?.jobs.last_page ?? 0;
  // The same element while the rows and the callback stay the same: an update reaching a boundary React
  // has not hydrated yet (its code still on the way) would replace the server's rows with the fallback.
  const rowsSlice = useMemo(
    () => (
      <Suspense fallback={<SkeletonRows count={8} />}>
        <JobListRows rows={rows} onOpen={openJob} />
      </Suspense>
    ),
    [rows, openJob],
  );

  // A page past the last (an old link, a hand-typed URL) shows the last page instead of an empty list.
  useEffect(() => {
    if (lastPage >= 1 && search.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, search.page, setPage]);

  const goToPage = (page: number) => {
    setPage(page);
    headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      {/* Each part hydrated on its own, React yielding between them on a slow phone (issue 33). */}
      <Suspense>
        <StatsBanner />
      </Suspense>
      <Container size="xl" py="lg">
        <Stack gap="md">
          <Suspense>
            <JobFilters search={search} activeFilters={activeFilters} onChange={update} onReset={reset} />
          </Suspense>

          <Group ref={headingRef} justify="space-between" align="baseline" style={{ scrollMarginTop: 76 }}>
            <Title order={2} size="h3" tabIndex={-1}>
              {list.isPending ? 'Job Openings' : `${formatCount(total)} Job Opening${total === 1 ? '' : 's'}`}
            </Title>
            {list.data && total > 0 && (
              <Text size="sm" c="dimmed">
                Page {search.page} of {pageCount(total, PAGE_SIZES.publicJobs)}
              </Text>
            )}
          </Group>

          {list.isPending ? (
            <SkeletonRows count={8} />
          ) : list.isError ? (
            <div role="alert" className={classes.failed}>
              <Text fw={700} size="sm">
                Jobs could not be loaded
              </Text>
              <Text size="sm">Please check your connection and try again.</Text>
              <PlainButton size="xs" variant="default" onClick={() => void list.refetch()}>
                Try again
              </PlainButton>
            </div>
          ) : rows.length === 0 ? (
            <NoResults
              description={
                filtered
                  ? 'No job matches these filters. Try fewer filters or another keyword.'
                  : 'There are no open jobs right now. Please check back soon.'
              }
            >
              {filtered && (
                <PlainButton variant="default" onClick={reset}>
                  Reset filters
                </PlainButton>
              )}
            </NoResults>
          ) : (
            <div
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
              aria-busy={list.isPlaceholderData}
            >
              {rowsSlice}
            </div>
          )}

          <PaginationBar
            total={total}
            perPage={PAGE_SIZES.publicJobs}
            page={search.page}
            onChange={goToPage}
            linked
          />
        </Stack>
      </Container>

      {openJobId && (
        <Suspense fallback={null}>
          <JobDetailModal key={openJobId} jobId={openJobId} onClose={closeModal} />
        </Suspense>
      )}
    </>
  );
}
