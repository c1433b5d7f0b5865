// The public list's filters as the web holds them, apart from the zod schemas (schemas/jobs.ts) so that
// the home page does not load zod (22 kB compressed) to know five names.

/** The five filters of the public list, in the order the filter bar shows them. */
export const JOB_FILTER_KEYS = ['sector', 'category', 'type', 'salary', 'location'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];
/** The filters that hold one value; `location` holds several places (issue 28). */
export const JOB_SINGLE_FILTER_KEYS = ['sector', 'category', 'type', 'salary'] as const;
export type JobSingleFilterKey = (typeof JOB_SINGLE_FILTER_KEYS)[number];

/**
 * The public list query as a client holds it (e.g. from the URL): a page, the filters set, the keyword,
 * and the places (`?location=Baa&location=Lhaviyani`: any of them; absent when none is asked for).
 */
export interface JobSearch extends Partial<Record<JobSingleFilterKey, string>> {
  page: number;
  q?: string;
  location?: string[];
}

/** The search without its places and page: what each atoll's open-job count honours (facet counts). */
export function placeCountSearch(search: JobSearch): Omit<JobSearch, 'page' | 'location'> {
  const { page: _page, location: _location, ...rest } = search;
  return rest;
}
