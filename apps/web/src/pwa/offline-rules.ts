// What the service worker keeps for reading with no connection (issue 30 point 4, decision 0054), as
// rules both sides use: apps/web/pwa.ts hands these patterns and the key function to Workbox (they are
// written into the generated sw.js as source text, so they must not use anything outside themselves), and
// the page's offline module (./offline-reading.tsx) finds the same copies to say when they were saved.

/** Public answers the home list and a job's page read: anyone may see them, kept across a sign-in. */
export const PUBLIC_READS =
  /\/api\/(?:allJobs\/filter|allJobs\/place-counts|homedash|jobView\/[^/?#]+)(?:\?|$)/;

/**
 * The signed-in seeker's saved jobs (and which jobs they saved, for the list's marks) and applications.
 * No other personal answer is kept: the rest of the API stays network-only.
 */
export const PERSONAL_READS =
  /\/api\/(?:job-seeker\/savedJobs|job-seeker\/saved-ids|user\/applications-usr)(?:\?|$)/;

/** The caches (Cache Storage names) the worker writes; pages are apps/web/pwa.ts's navigations. */
export const OFFLINE_CACHES = { pages: 'pages', public: 'public-api', personal: 'personal-api' } as const;

/**
 * The page's own marks beside the copies, in a cache of their own (not in localStorage, which logout
 * leaves empty, SPEC §2.1): whose copies they are, and the interface's language where the worker cannot
 * read the cookie.
 */
export const MARKS_CACHE = 'pages-owner';
export const LANG_MARK_URL = '/pages-lang';

/** The query parameter that ties a kept page to the interface's language it was rendered in. */
export const LANG_PARAM = '__lang';

/** The query parameter that ties a kept personal answer to the session that fetched it. */
export const OWNER_PARAM = '__owner';

/**
 * The key a personal answer is kept under: its URL with a hash of the request's bearer token. Another
 * user (or a visitor, with no token) asks under another key, so one person's copy is never the answer to
 * another's request, even before logout has emptied the cache. Self-contained: Workbox copies its source.
 */
export const personalCacheKey = async ({ request }: { request: Request }): Promise<string> => {
  const credential = request.headers.get('authorization') ?? '';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential)));
  const owner = Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__owner', owner);
  return url.href;
};

/**
 * The key a page is kept under: its URL with the interface's language (decision 0058), so a Dhivehi
 * visitor offline gets the Dhivehi copy and an English one the English copy. The server renders in the
 * language of `?lang=` or else of the `lang` cookie (English by default); a worker sees no Cookie header,
 * so it reads the cookie with the Cookie Store API (Chromium) or, where there is none, the language the
 * page last showed (written by ./offline-reading.ts beside the owner mark). Self-contained: Workbox
 * copies its source into sw.js (the literals are MARKS_CACHE, LANG_MARK_URL and LANG_PARAM, a test
 * checks them).
 */
export const pageCacheKey = async ({ request }: { request: Request }): Promise<string> => {
  const known = (value: string | null | undefined) => (value === 'dv' || value === 'en' ? value : null);
  const url = new URL(request.url);
  let lang = known(url.searchParams.get('lang'));
  if (!lang) {
    const store = (globalThis as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } })
      .cookieStore;
    if (store) lang = known((await store.get('lang').catch(() => null))?.value) ?? 'en';
    else {
      const mark = await (await caches.open('pages-owner')).match('/pages-lang');
      lang = known(mark ? await mark.text() : null) ?? 'en';
    }
  }
  url.searchParams.set('__lang', lang);
  return url.href;
};

/** Who the caches were filled for: 'visitor', or a tail of the token (never the token itself). */
export function cacheOwner(token: string | null): string {
  return token ? `user:${token.slice(-12)}` : 'visitor';
}

/**
 * Which caches to empty when the session changes from `previous` to `next` (null: never marked, e.g. the
 * first start of this version). A visitor who signs in is the same hand on the phone: what they read
 * stays. Once a signed-in session ends (logout, a 401, another account), everything it read goes, the
 * public copies too: which jobs someone opened is theirs. The mark is written by the page's lazy module,
 * which a short signed-in visit may leave before it starts: a visitor with personal copies
 * (`personalCopies`) is such a session that ended unseen.
 */
export function cachesToForget(previous: string | null, next: string, personalCopies = false): string[] {
  const all = Object.values(OFFLINE_CACHES);
  if (next === 'visitor' && personalCopies) return all;
  if (previous === next) return [];
  if (previous === 'visitor') return [];
  return all;
}
