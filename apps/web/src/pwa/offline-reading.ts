import { getToken } from '../lib/session';
import {
  cacheOwner,
  cachesToForget,
  LANG_MARK_URL,
  MARKS_CACHE,
  OFFLINE_CACHES,
  pageCacheKey,
  PERSONAL_READS,
  personalCacheKey,
  PUBLIC_READS,
} from './offline-rules';
import { currentPage, forgetCopiesShown, noteCopyShown, watchPageMoves } from './shown-copy';

// The page's side of reading offline (issue 30 point 4, decision 0054), part of the lazily loaded service
// worker module: nothing here is in a page's first load. The worker keeps the copies (apps/web/pwa.ts);
// this module says when a page shows one (./offline-mark.tsx draws it), tells the worker the interface's
// language, and empties the copies when the session they belong to ends. What needs no module loaded
// later is in the first load: reads and writes are tried whatever the connection (lib/query-client.ts),
// and the API client says an action needs a connection (lib/api-client.ts).

/** Whose copies the caches hold, kept beside them: not in localStorage, which logout leaves empty (SPEC §2.1). */
const OWNER_URL = '/pages-owner';

/**
 * Empties what another session read (./offline-rules.ts cachesToForget): called at the start, because the
 * logout page clears the storage before this module may have come, and on every session change.
 */
export async function forgetWhatAnotherSessionRead() {
  if (!('caches' in window)) return;
  const owner = cacheOwner(getToken());
  const ownerCache = await caches.open(MARKS_CACHE);
  const previous = (await (await ownerCache.match(OWNER_URL))?.text()) ?? null;
  const personalCopies =
    (await caches.has(OFFLINE_CACHES.personal)) &&
    (await (await caches.open(OFFLINE_CACHES.personal)).keys()).length > 0;
  const forget = cachesToForget(previous, owner, personalCopies);
  await Promise.all(forget.map((name) => caches.delete(name)));
  if (previous !== owner) await ownerCache.put(OWNER_URL, new Response(owner));
}

/** The kept copy of a page or an API answer this document read, if any (its Date: when the server sent it). */
async function keptCopy(url: string): Promise<Response | undefined> {
  const { pathname } = new URL(url, location.href);
  if (PERSONAL_READS.test(url)) {
    const token = getToken();
    if (!token) return undefined;
    const request = new Request(url, { headers: { authorization: `Bearer ${token}` } });
    return (await caches.open(OFFLINE_CACHES.personal)).match(await personalCacheKey({ request }));
  }
  if (PUBLIC_READS.test(url)) return (await caches.open(OFFLINE_CACHES.public)).match(url);
  if (!pathname.startsWith('/api/')) {
    const key = await pageCacheKey({ request: new Request(url) });
    return (await caches.open(OFFLINE_CACHES.pages)).match(key);
  }
  return undefined;
}

/** A page's data read with no connection came from a kept copy: mark the page with when it was saved. */
async function noteRead(url: string) {
  if (navigator.onLine || !url.startsWith(location.origin)) return;
  // The page that asked, before the wait: the visitor may have moved on when the cache answers.
  const page = currentPage();
  const date = (await keptCopy(url))?.headers.get('date');
  const savedAt = date ? Date.parse(date) : NaN;
  if (!Number.isNaN(savedAt)) noteCopyShown(page, savedAt);
}

function watchReads() {
  // The document itself (a page opened with no connection comes from the pages cache) and every API
  // answer after it, including those read before this module came (buffered).
  void noteRead(location.href);
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as PerformanceResourceTiming).initiatorType === 'fetch') void noteRead(entry.name);
    }
  }).observe({ type: 'resource', buffered: true });
  window.addEventListener('online', forgetCopiesShown);
  watchPageMoves();
}

/**
 * The interface's language, for the worker where it cannot read the `lang` cookie (no Cookie Store API):
 * pages are kept per language (./offline-rules.ts pageCacheKey). Written at the start and whenever the
 * language switch changes `<html lang>`.
 */
function markLanguage() {
  const write = () =>
    void caches
      .open(MARKS_CACHE)
      .then((cache) => cache.put(LANG_MARK_URL, new Response(document.documentElement.lang || 'en')));
  write();
  new MutationObserver(write).observe(document.documentElement, { attributeFilter: ['lang'] });
}

let started = false;

export function startOfflineReading() {
  if (started) return;
  started = true;
  if ('caches' in window) markLanguage();
  watchReads();
}
