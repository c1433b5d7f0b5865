import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheOwner,
  cachesToForget,
  LANG_MARK_URL,
  LANG_PARAM,
  MARKS_CACHE,
  OFFLINE_CACHES,
  pageCacheKey,
  OWNER_PARAM,
  PERSONAL_READS,
  personalCacheKey,
  PUBLIC_READS,
} from './offline-rules';

const at = (path: string) => `https://portal.example${path}`;

describe('what the worker keeps for reading offline', () => {
  it('keeps the public answers of the home list and a job', () => {
    for (const path of [
      '/api/allJobs/filter',
      '/api/allJobs/filter?page=2&search=chef',
      '/api/allJobs/place-counts?search=chef',
      '/api/homedash',
      '/api/jobView/42',
    ]) {
      expect(PUBLIC_READS.test(at(path)), path).toBe(true);
    }
  });

  it("keeps the seeker's saved jobs and applications, and only those personal answers", () => {
    for (const path of [
      '/api/job-seeker/savedJobs?page=1',
      '/api/job-seeker/saved-ids',
      '/api/user/applications-usr',
    ]) {
      expect(PERSONAL_READS.test(at(path)), path).toBe(true);
      expect(PUBLIC_READS.test(at(path)), path).toBe(false);
    }
    for (const path of [
      '/api/profile',
      '/api/user/job-seeker-profile-usr',
      '/api/user/applicationChecker/42',
      '/api/employ/job-applications',
      '/api/job-seeker/savedJobsExport',
      '/api/jobView/42/stats',
      '/api/allJobs/filterx',
    ]) {
      expect(PERSONAL_READS.test(at(path)), path).toBe(false);
      expect(PUBLIC_READS.test(at(path)), path).toBe(false);
    }
  });
});

describe('personalCacheKey', () => {
  const request = (token: string | null, path = '/api/user/applications-usr') =>
    new Request(at(path), token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('ties a copy to the session that fetched it: another token or none asks under another key', async () => {
    const mine = await personalCacheKey({ request: request('token-of-aminath') });
    expect(await personalCacheKey({ request: request('token-of-aminath') })).toBe(mine);
    expect(await personalCacheKey({ request: request('token-of-hassan') })).not.toBe(mine);
    expect(await personalCacheKey({ request: request(null) })).not.toBe(mine);
  });

  it('keeps the URL and its query, adds a hash, never the token', async () => {
    const key = new URL(
      await personalCacheKey({ request: request('secret-token', '/api/job-seeker/savedJobs?page=2') }),
    );
    expect(key.pathname).toBe('/api/job-seeker/savedJobs');
    expect(key.searchParams.get('page')).toBe('2');
    expect(key.searchParams.get(OWNER_PARAM)).toMatch(/^[0-9a-f]{24}$/);
    expect(key.href).not.toContain('secret-token');
  });

  it('uses nothing outside itself (Workbox writes its source into the worker)', async () => {
    const copy = new Function(`return (${personalCacheKey.toString()})`)() as typeof personalCacheKey;
    expect(await copy({ request: request('t') })).toBe(await personalCacheKey({ request: request('t') }));
  });
});

describe('pageCacheKey: a page is kept per interface language (decision 0058)', () => {
  const page = (path: string) => ({ request: new Request(at(path)) });
  const langOf = async (path: string) => new URL(await pageCacheKey(page(path))).searchParams.get(LANG_PARAM);
  /** The `lang` cookie as the Cookie Store API reads it (Chromium's workers have it). */
  const cookie = (value: string | null) =>
    vi.stubGlobal('cookieStore', { get: async () => (value === null ? null : { name: 'lang', value }) });
  /** Where there is no Cookie Store: the language the page last showed, kept in the marks' cache. */
  let langMark: string | null = null;
  beforeEach(() => {
    langMark = null;
    vi.stubGlobal('cookieStore', undefined);
    vi.stubGlobal('caches', {
      open: async (name: string) => ({
        match: async (url: string) =>
          name === MARKS_CACHE && url === LANG_MARK_URL && langMark !== null
            ? new Response(langMark)
            : undefined,
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys the copy by the lang cookie: a Dhivehi and an English visitor ask under different keys', async () => {
    cookie('dv');
    const dhivehi = await pageCacheKey(page('/job/7?from=home'));
    cookie('en');
    const english = await pageCacheKey(page('/job/7?from=home'));
    expect(dhivehi).not.toBe(english);
    expect(new URL(dhivehi).searchParams.get(LANG_PARAM)).toBe('dv');
    expect(new URL(english).searchParams.get(LANG_PARAM)).toBe('en');
    expect(new URL(english).pathname + new URL(english).searchParams.get('from')).toBe('/job/7home');
  });

  it('follows ?lang= over the cookie, as the server does', async () => {
    cookie('en');
    expect(await langOf('/?lang=dv')).toBe('dv');
  });

  it('is English, the server default, with no cookie or an unknown value', async () => {
    cookie(null);
    expect(await langOf('/')).toBe('en');
    cookie('fr');
    expect(await langOf('/')).toBe('en');
    expect(await langOf('/?lang=fr')).toBe('en');
  });

  it('reads the mark the page wrote where the worker has no Cookie Store', async () => {
    expect(await langOf('/')).toBe('en');
    langMark = 'dv';
    expect(await langOf('/')).toBe('dv');
  });

  it('uses nothing outside itself (Workbox writes its source into the worker)', async () => {
    const source = pageCacheKey.toString();
    // The names it spells out are the constants the page writes with.
    for (const literal of [MARKS_CACHE, LANG_MARK_URL, LANG_PARAM])
      expect(source.replace(/"/g, "'")).toContain(`'${literal}'`);
    const copy = new Function(`return (${source})`)() as typeof pageCacheKey;
    cookie('dv');
    expect(await copy(page('/about'))).toBe(await pageCacheKey(page('/about')));
  });
});

describe('cachesToForget', () => {
  const all = Object.values(OFFLINE_CACHES);
  it('keeps what a visitor read when they sign in', () => {
    expect(cachesToForget('visitor', cacheOwner('abc.def.ghi'))).toEqual([]);
  });
  it('empties every copy when a signed-in session ends or another begins', () => {
    expect(cachesToForget(cacheOwner('token-one'), 'visitor')).toEqual(all);
    expect(cachesToForget(cacheOwner('token-one'), cacheOwner('token-two'))).toEqual(all);
  });
  it('empties them when nobody marked whose they are', () => {
    expect(cachesToForget(null, 'visitor')).toEqual(all);
  });
  it('empties them when a visitor finds personal copies: a session ended before its mark was written', () => {
    expect(cachesToForget('visitor', 'visitor', true)).toEqual(all);
    expect(cachesToForget('visitor', 'visitor', false)).toEqual([]);
  });
  it('does nothing when the session did not change', () => {
    const owner = cacheOwner('token-one');
    expect(cachesToForget(owner, owner)).toEqual([]);
  });
  it('never writes the token into the mark', () => {
    expect(cacheOwner('a-very-long-secret-token-value')).not.toContain('a-very-long');
  });
});
