import type { DbOrTx } from '../../db/client';
import { createStampedCache } from '../../lib/stamped-cache';
import type { RenderedDocument } from '../../plugins/web-app';
import { cachedPublic } from './public-cache';

/** Pages that are the same for every visitor and whose data the public stamp follows (decision 0006). */
const LIST_PAGE = /^\/(?:employers|viewCompany\/[^/?]+)?(?:\?|$)/;
const JOB_PAGE = /^\/job\/(\d+)(?:\?|$)/;

/**
 * Rendered public pages kept in process under the public stamp (decision 0024): the server renders as a
 * visitor, so a page's HTML is everyone's, and a repeated page costs one stamp query instead of a render.
 * Any change to jobs, companies or users moves the stamp; the page is rendered again on the next visit.
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
  return async (url: string, render: () => Promise<RenderedDocument>): Promise<RenderedDocument> => {
    const job = JOB_PAGE.exec(url);
    // A job page counts its view itself, once per page served, rendered or cached; the render's own
    // jobView call (marked with PAGE_RENDER_HEADER) is not counted.
    if (job) {
      const document = await cachedPublic(db, pages, url, render);
      if (document.status === 200) countJobView(Number(job[1]));
      return document;
    }
    return LIST_PAGE.test(url) ? cachedPublic(db, pages, url, render) : render();
  };
}
