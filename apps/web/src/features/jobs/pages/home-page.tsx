import { Suspense, useRef } from 'react';
import { Container, Stack } from '../../../components/plain/layout';
import { lazyPart, lazySlice } from '../../../lib/lazy-slice';
import type { Prefetch } from '../../../lib/prefetch';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lookupQueries } from '../../../lib/use-lookups';
import { jobQueries } from '../api';
import { JobFilters } from '../components/job-filters';
import { JobListSection } from '../components/job-list-section';
import { jobSearchFrom, useJobSearch } from '../lib/use-job-search';
import { placeCountSearch } from '@portal/shared/job-search';
import { useT } from '../../../i18n/i18n';
import { hydrateInTurn } from '../../../lib/hydration-turns';

const JobDetailModal = lazyPart(() => import('../components/job-detail-modal'), true);
// The banner's numbers do not change after the server drew them: its code comes after the page is
// interactive (issue 33). One element, so that no update reaches its boundary before it is hydrated.
const StatsBanner = lazySlice('src/features/jobs/components/stats-banner.tsx', () =>
  import('../components/stats-banner').then((m) => ({ default: m.StatsBanner })),
);
const statsBanner = (
  <Suspense>
    <StatsBanner />
  </Suspense>
);

// On Preact the filters are hydrated in a task of their own (lib/hydration-turns.tsx).
const FiltersInTurn = hydrateInTurn();

/** The server renders the first page of the URL's search with the numbers and the filters' values. */
export const prefetch: Prefetch = ({ queryClient, searchParams }) =>
  Promise.all([
    queryClient.prefetchQuery(jobQueries.list(jobSearchFrom(searchParams))),
    // Each atoll's count beside its name in the places filter, drawn by the server (issue 28).
    queryClient.prefetchQuery(jobQueries.placeCounts(placeCountSearch(jobSearchFrom(searchParams)))),
    queryClient.prefetchQuery(jobQueries.homeStats()),
    queryClient.prefetchQuery(lookupQueries.fields()),
  ]);

/** / : the jobs list (SPEC §2.3 Home). Filters, keyword, page and the open job live in the URL. */
export default function HomePage() {
  useDocumentTitle(useT()('Jobs in the Maldives'));
  const { search, activeFilters, update, setPage, reset, openJobId, openJob, closeJob } = useJobSearch();
  const headingRef = useRef<HTMLDivElement>(null);
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

  return (
    <>
      {/* Each part hydrated on its own, React yielding between them on a slow phone (issue 33). */}
      {statsBanner}
      <Container size="xl" py="lg">
        <Stack gap="md">
          <Suspense>
            <FiltersInTurn>
              <JobFilters search={search} activeFilters={activeFilters} onChange={update} onReset={reset} />
            </FiltersInTurn>
          </Suspense>
          <JobListSection
            search={search}
            filtered={activeFilters > 0 || Boolean(search.q)}
            onReset={reset}
            onOpen={openJob}
            setPage={setPage}
            headingRef={headingRef}
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
