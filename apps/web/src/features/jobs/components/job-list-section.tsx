import { Suspense, useCallback, useEffect, useMemo, type RefObject } from 'react';
import { PAGE_SIZES } from '@portal/shared/core-constants';
import { pageCount } from '@portal/shared/rules/pagination';
import { formatCount } from '@portal/shared/rules/numbers';
import type { JobSearch, PublicJobRow } from '@portal/shared/schemas/jobs';
import { NoResults } from '../../../components/no-results';
import { Group, Text, Title } from '../../../components/plain/layout';
import { PlainButton } from '../../../components/plain/plain';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useJobList } from '../api';
import classes from './job-list-section.module.css';
import { lazySlice } from '../../../lib/lazy-slice';
import { useT } from '../../../i18n/i18n';

// The rows and the pager arrive after the page is interactive (./job-list-rows.tsx, issue 33).
const JobListRows = lazySlice(
  'src/features/jobs/components/job-list-rows.tsx',
  () => import('./job-list-rows'),
);
const JobListPager = lazySlice('src/features/jobs/components/job-list-rows.tsx', () =>
  import('./job-list-rows').then((m) => ({ default: m.JobListPager })),
);
const NO_ROWS: PublicJobRow[] = [];

interface Props {
  search: JobSearch;
  /** Filters or a keyword are applied (the empty list then offers to reset them). */
  filtered: boolean;
  onReset: () => void;
  onOpen: (id: number) => void;
  setPage: (page: number, opts?: { replace?: boolean }) => void;
  /** The list's heading: the pager scrolls back to it, the closed modal gives it the focus. */
  headingRef: RefObject<HTMLDivElement | null>;
}

/** The list could not be loaded: what happened and a way to try again. */
function ListFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={classes.failed}>
      <Text fw={700} size="sm">
        {t('Jobs could not be loaded')}
      </Text>
      <Text size="sm">{t('Please check your connection and try again.')}</Text>
      <PlainButton size="xs" variant="default" onClick={onRetry}>
        {t('Try again')}
      </PlainButton>
    </div>
  );
}

/** The home page's list (SPEC §2.3): its heading with the count, the rows or a state, the pager. */
export function JobListSection({ search, filtered, onReset, onOpen, setPage, headingRef }: Props) {
  const t = useT();
  const list = useJobList(search);
  const total = list.data?.jobs.total ?? 0;
  const rows = list.data?.jobs.data ?? NO_ROWS;
  const lastPage = list.data?.jobs.last_page ?? 0;

  // A page past the last (an old link, a hand-typed URL) shows the last page instead of an empty list.
  useEffect(() => {
    if (lastPage >= 1 && search.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, search.page, setPage]);

  const goToPage = useCallback(
    (page: number) => {
      setPage(page);
      headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setPage, headingRef],
  );

  // The same elements while their props stay the same: an update reaching a boundary React has not
  // hydrated yet (its code still on the way) would replace the server's rows with the fallback.
  const rowsSlice = useMemo(
    () => (
      <Suspense fallback={<SkeletonRows count={8} />}>
        <JobListRows rows={rows} onOpen={onOpen} />
      </Suspense>
    ),
    [rows, onOpen],
  );
  const pagerSlice = useMemo(
    () => (
      <Suspense fallback={null}>
        <JobListPager total={total} page={search.page} onChange={goToPage} />
      </Suspense>
    ),
    [total, search.page, goToPage],
  );

  return (
    <>
      <Group ref={headingRef} justify="space-between" align="baseline" style={{ scrollMarginTop: 76 }}>
        <Title order={2} size="h3" tabIndex={-1}>
          {list.isPending
            ? t('Job Openings')
            : t(total === 1 ? '{n} Job Opening' : '{n} Job Openings', { n: formatCount(total) })}
        </Title>
        {list.data && total > 0 && (
          <Text size="sm" c="dimmed">
            {t('Page {page} of {pages}', {
              page: search.page,
              pages: pageCount(total, PAGE_SIZES.publicJobs),
            })}
          </Text>
        )}
      </Group>

      {list.isPending ? (
        <SkeletonRows count={8} />
      ) : list.isError ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <NoResults
          description={
            filtered
              ? t('No job matches these filters. Try fewer filters or another keyword.')
              : t('There are no open jobs right now. Please check back soon.')
          }
        >
          {filtered && (
            <PlainButton variant="default" onClick={onReset}>
              {t('Reset filters')}
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

      {pagerSlice}
    </>
  );
}
