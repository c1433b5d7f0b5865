// The public list's filters as the web holds them, apart from the zod schemas (schemas/jobs.ts) so that
// the home page does not load zod (22 kB compressed) to know five names.

/** The five filters of the public list, in the order the filter bar shows them. */
export const JOB_FILTER_KEYS = ['sector', 'category', 'type', 'salary', 'location'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/** The public list query as a client holds it (e.g. from the URL): a page, the filters set, the keyword. */
export interface JobSearch extends Partial<Record<JobFilterKey, string>> {
  page: number;
  q?: string;
}
