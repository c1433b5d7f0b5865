import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { normalisePage } from '@portal/shared/rules/pagination';
import { JOB_SINGLE_FILTER_KEYS, type JobSearch, type JobSingleFilterKey } from '@portal/shared/job-search';
import { pageParam, pageParams } from '@portal/shared/page-params';

/** A change to the search: a filter or the keyword set (null clears it), or the places replaced. */
export type JobSearchChange = Partial<Record<JobSingleFilterKey | 'q', string | null>> & {
  location?: readonly string[] | null;
};

interface ModalState {
  jobModal?: boolean;
}

/**
 * The list's search from the URL's parameters (the page's hook and its server prefetch read the same).
 * A parameter the home page reads is listed in packages/shared/src/page-params.ts: the server keeps a
 * rendered page per combination of those alone.
 */
export function jobSearchFrom(params: URLSearchParams): JobSearch {
  const search: JobSearch = { page: normalisePage(pageParam(params, 'home', 'page')) };
  for (const k of JOB_SINGLE_FILTER_KEYS) {
    const v = pageParam(params, 'home', k);
    if (v) search[k] = v;
  }
  // Several places, `?location=` repeated (issue 28); one from an old link reads the same.
  const places = pageParams(params, 'home', 'location');
  if (places.length > 0) search.location = places;
  const q = pageParam(params, 'home', 'q')?.trim();
  if (q) search.q = q;
  return search;
}

/**
 * The home page's state lives in the URL (shareable, back button works): the five filters, the keyword
 * `q`, `page`, and `job` for the open job modal. A filter change returns to page 1.
 */
export function useJobSearch() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const key = params.toString();
  const search = useMemo(() => jobSearchFrom(new URLSearchParams(key)), [key]);

  // The places count as one filter, however many.
  const activeFilters = JOB_SINGLE_FILTER_KEYS.filter((k) => search[k]).length + (search.location ? 1 : 0);

  const update = useCallback(
    (changes: JobSearchChange, options: { replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            next.delete(k);
            if (Array.isArray(v)) for (const each of v as readonly string[]) next.append(k, each);
            else if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
          }
          next.delete('page');
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      ),
    [setParams],
  );

  /** `replace` swaps the history entry (a correction such as clamping, not a step the user took). */
  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { preventScrollReset: true, replace: options.replace },
      ),
    [setParams],
  );

  const reset = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );

  const openJobId = pageParam(params, 'home', 'job');

  const openJob = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('job', String(id));
          return next;
        },
        { state: { jobModal: true } satisfies ModalState, preventScrollReset: true },
      ),
    [setParams],
  );

  // Opened by a click here: going back closes it and leaves no entry behind. Opened from a shared link:
  // drop the parameter in place.
  const openedHere = Boolean((location.state as ModalState | null)?.jobModal);
  const closeJob = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('job');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [openedHere, navigate, setParams]);

  return { search, activeFilters, update, setPage, reset, openJobId, openJob, closeJob };
}
