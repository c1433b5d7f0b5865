import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { formatDisplayDateTime } from '@portal/shared/rules/dates';
import { setApiTransport } from '../lib/api-client';
import { getToken } from '../lib/session';
import {
  cacheOwner,
  cachesToForget,
  OFFLINE_CACHES,
  PERSONAL_READS,
  personalCacheKey,
  PUBLIC_READS,
} from './offline-rules';
import { OFFLINE_TEXTS } from './offline-texts';

// The page's side of reading offline (issue 30 point 4, decision 0054), part of the lazily loaded service
// worker module: nothing here is in a page's first load. The worker keeps the copies (apps/web/pwa.ts);
// this module says when a page shows one, refuses actions with no connection, and empties the copies when
// the session they belong to ends.

const MARK_ID = 'offline-copy';

/** Whose copies the caches hold, kept beside them: not in localStorage, which logout leaves empty (SPEC §2.1). */
const OWNER_CACHE = 'pages-owner';
const OWNER_URL = '/pages-owner';

/**
 * Empties what another session read (./offline-rules.ts cachesToForget): called at the start, because the
 * logout page clears the storage before this module may have come, and on every session change.
 */
export async function forgetWhatAnotherSessionRead() {
  if (!('caches' in window)) return;
  const owner = cacheOwner(getToken());
  const ownerCache = await caches.open(OWNER_CACHE);
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
  if (!pathname.startsWith('/api/')) return (await caches.open(OFFLINE_CACHES.pages)).match(url);
  return undefined;
}

/** The oldest copy each page (path and query) showed while offline: the mark says that time. */
const oldestCopy = new Map<string, number>();

function showMark(savedAt: number) {
  const mark = {
    id: MARK_ID,
    autoClose: false as const,
    withCloseButton: false,
    title: OFFLINE_TEXTS.offlineTitle,
    message: OFFLINE_TEXTS.savedAt(formatDisplayDateTime(new Date(savedAt))),
  };
  if (document.getElementById(MARK_ID)) notifications.update(mark);
  else notifications.show(mark);
}

/** A page's data read with no connection came from a kept copy: mark the page with when it was saved. */
async function noteRead(url: string) {
  if (navigator.onLine || !url.startsWith(location.origin)) return;
  const date = (await keptCopy(url))?.headers.get('date');
  const savedAt = date ? Date.parse(date) : NaN;
  if (Number.isNaN(savedAt)) return;
  const here = location.pathname + location.search;
  const oldest = Math.min(oldestCopy.get(here) ?? savedAt, savedAt);
  oldestCopy.set(here, oldest);
  showMark(oldest);
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
  window.addEventListener('online', () => {
    oldestCopy.clear();
    notifications.hide(MARK_ID);
  });
}

/**
 * An action that needs the server, with no connection, is answered at once with a refusal the API client
 * shows as its toast; it is never kept to be sent later (the visitor may have moved on).
 */
function refuseActionsOffline() {
  setApiTransport((url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' || navigator.onLine) return fetch(url, init);
    const body = JSON.stringify({ message: OFFLINE_TEXTS.needsConnection });
    return Promise.resolve(
      new Response(body, { status: 503, headers: { 'content-type': 'application/json' } }),
    );
  });
  // TanStack Query is told the connection is always there: with none, it would pause reads (a skeleton
  // for ever, though the worker has a copy) and keep writes in memory to send later. Reads are tried and
  // the worker answers; writes reach the transport above, which refuses them.
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
}

let started = false;

export function startOfflineReading() {
  if (started) return;
  started = true;
  refuseActionsOffline();
  watchReads();
}
