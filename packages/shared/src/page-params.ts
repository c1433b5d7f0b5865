import { JOB_FILTER_KEYS } from './job-search';
import { normalisePage } from './rules/pagination';

// The query parameters each server-rendered public page reads, in one list for the web app (its hooks
// read them through `pageParam`, so a parameter missing here does not compile) and for the server's
// page cache, which keys a rendered page on these alone (issue 24, point 8: every other query string
// would otherwise force a fresh server render).

export const PUBLIC_PAGE_PARAMS = {
  /** `/`: the five filters, the keyword, the page and the job open in the modal (use-job-search). */
  home: [...JOB_FILTER_KEYS, 'q', 'page', 'job'],
  /** `/employers`: the search box, the A–Z letter and the page (employerSearchFrom). */
  employers: ['search', 'sort', 'page'],
  /** `/viewCompany/{id}`: the page of the company's jobs. */
  company: ['page'],
  /** `/job/{id}`: the job alone. */
  job: [],
} as const satisfies Record<string, readonly string[]>;

export type PublicPage = keyof typeof PUBLIC_PAGE_PARAMS;
export type PageParam<P extends PublicPage> = (typeof PUBLIC_PAGE_PARAMS)[P][number];

/** What the pages read parameters from: URLSearchParams (this package has no DOM types). */
export interface QueryParams {
  /** The first value of `name`, or null. */
  get(name: string): string | null;
  /** Every value of `name`, in the URL's order. */
  getAll(name: string): string[];
}

/**
 * Parameters a page reads every value of (`?location=Baa&location=Lhaviyani`, issue 28); the others are
 * read once, their first value.
 */
const REPEATED = new Set<string>(['location']);

/** A parameter of a public page as the page reads it: URLSearchParams' first value, or null. */
export function pageParam<P extends PublicPage>(
  params: QueryParams,
  _page: P,
  name: PageParam<P>,
): string | null {
  return params.get(name);
}

/**
 * Every value of a repeated parameter as the page reads it: trimmed, blanks dropped, each once, in the
 * URL's order (the order the page shows them in, so the server's render and the browser's agree).
 */
export function pageParams<P extends PublicPage>(
  params: QueryParams,
  _page: P,
  name: PageParam<P>,
): string[] {
  return repeatedValues(params, name);
}

function repeatedValues(params: QueryParams, name: string): string[] {
  const values = params.getAll(name).map((v) => v.trim());
  return [...new Set(values.filter((v) => v !== ''))];
}

/** Parameters the pages treat as absent when blank (they trim them). */
const TRIMMED = new Set<string>(['q', 'search']);

/**
 * The parameters that show the same page as `params`: the page's known parameters only, in the list's
 * order, each with the value the page reads (the first), without the ones the page treats as absent
 * (empty, a blank keyword, page 1); the page number as the page reads it.
 */
export function canonicalPageParams(page: PublicPage, params: QueryParams): [string, string][] {
  const canonical: [string, string][] = [];
  for (const name of PUBLIC_PAGE_PARAMS[page] as readonly string[]) {
    if (REPEATED.has(name)) {
      for (const value of repeatedValues(params, name)) canonical.push([name, value]);
      continue;
    }
    const value = params.get(name);
    if (value === null || value === '' || (TRIMMED.has(name) && !value.trim())) continue;
    if (name === 'page') {
      const number = normalisePage(value);
      // Digits as the page reads them; a number too large to write back as digits stays as given.
      if (number > 1) canonical.push([name, Number.isSafeInteger(number) ? String(number) : value]);
    } else canonical.push([name, value]);
  }
  return canonical;
}
