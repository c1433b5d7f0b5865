import { canonicalPageParams, type PublicPage } from '@portal/shared/page-params';
import type { Lang } from '@portal/shared/lang';
import type { DbOrTx } from '../../db/client';
import { createStampedCache } from '../../lib/stamped-cache';
import type { RenderedDocument } from '../../plugins/web-app';
import { cachedPublic } from './public-cache';

/** Pages that are the same for every visitor and whose data the public stamp follows (decision 0006). */
const CACHED_PAGES: { path: RegExp; page: PublicPage }[] = [
  { path: /^\/$/, page: 'home' },
  { path: /^\/employers$/, page: 'employers' },
  { path: /^\/viewCompany\/[^/]+$/, page: 'company' },
  { path: /^\/job\/\d+$/, page: 'job' },
];
const JOB_PAGE = /^\/job\/(\d+)$/;

/**
 * The URL that shows the same page as `url`, when it is a cached page: its path and its known parameters
 * in canonical order (packages/shared/src/page-params.ts). A parameter the page does not read (a tracking
 * tag, a cache buster) does not make another page (issue 24, point 8).
 */
export function canonicalPageUrl(url: string): string | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const cached = CACHED_PAGES.find((p) => p.path.test(path));
  if (!cached) return null;
  const query = new URLSearchParams(
    canonicalPageParams(cached.page, new URLSearchParams(at < 0 ? '' : url.slice(at))),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Rendered public pages kept in process under the public stamp (decision 0024): the server renders as a
 * visitor, so a page's HTML is everyone's, and a repeated page costs one stamp query instead of a render.
 * Any change to jobs, companies or users moves the stamp; the page is rendered again on the next visit.
 *
 * A page is kept under its canonical URL and rendered from it, so the kept HTML (its pager links, its
 * handed-over state) is the same whichever spelling of the URL asked first.
 */
export function createPageCache({
  db,
  countJobView,
  maxPages = 500,
}: {
  db: DbOrTx;
  countJobView: (jobId: number) => void;
  maxPages?: number;
}) {
  const pages = createStampedCache<RenderedDocument>(maxPages);
  return async (
    url: string,
    lang: Lang,
    render: (url: string) => Promise<RenderedDocument>,
  ): Promise<RenderedDocument> => {
    const canonical = canonicalPageUrl(url);
    if (!canonical) return render(url);
    // Each language is its own page: the key starts with it (decision 0058).
    const document = await cachedPublic(
      { db },
      { cache: pages, key: `${lang} ${canonical}`, compute: () => render(canonical) },
    );
    // A job page counts its view itself, once per page served, rendered or cached; the render's own
    // jobView call (marked with PAGE_RENDER_HEADER) is not counted.
    const job = JOB_PAGE.exec(canonical);
    if (job && document.status === 200) countJobView(Number(job[1]));
    return document;
  };
}
