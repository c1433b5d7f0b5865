import { lazy, Suspense, useRef, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, ROLES } from '@portal/shared/constants';
import { pageCount } from '@portal/shared/rules/pagination';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { Container, Group, Stack, Text, Title } from '../../../components/plain/layout';
import { PlainButton } from '../../../components/plain/plain';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { formatCount } from '../../../lib/dates';
import { seekerQueries, useToggleSave } from '../../../lib/seeker-profile';
import { useStoredSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { jobQueries, useJobList } from '../api';
import { JobFilters } from '../components/job-filters';
import { JobRow } from '../components/job-row';
import { StatsBanner } from '../components/stats-banner';
import { jobSearchFrom, useJobSearch } from '../lib/use-job-search';
import type { Prefetch } from '../../../lib/prefetch';
import { lookupQueries } from '../../../lib/use-lookups';
import classes from './home-page.module.css';

const JobDetailModal = lazy(() => import('../components/job-detail-modal'));

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
  // A signed-in jobseeker saves and unsaves from the list too (one call for the marks of every row).
  const { token, role } = useStoredSession();
  const savedIds = useQuery({
    ...seekerQueries.savedIds(),
    enabled: Boolean(token) && role === ROLES.jobseeker,
  });
  const toggleSave = useToggleSave();
  const headingRef = useRef<HTMLDivElement>(null);

  const total = list.data?.jobs.total ?? 0;
  const rows = list.data?.jobs.data ?? [];
  const filtered = activeFilters > 0 || Boolean(search.q);
  const lastPage = list.data?.jobs.last_page ?? 0;

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
      <StatsBanner />
      <Container size="xl" py="lg">
        <Stack gap="md">
          <JobFilters search={search} activeFilters={activeFilters} onChange={update} onReset={reset} />

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
              <Stack gap="sm">
                {rows.map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    onOpen={openJob}
                    save={
                      savedIds.data
                        ? {
                            saved: savedIds.data.has(job.id),
                            busy: toggleSave.isPending && toggleSave.variables?.jobId === job.id,
                            onToggle: () =>
                              toggleSave.mutate({ jobId: job.id, save: !savedIds.data.has(job.id) }),
                          }
                        : undefined
                    }
                  />
                ))}
              </Stack>
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
