import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANG_COOKIE, langFromCookieHeader, parseLang, type Lang } from '@portal/shared/lang';

/**
 * The language of the page a call comes from (issue 31, decision 0060): the web's pages send the `lang`
 * cookie with their API calls (same site). Null when the call says none (another client, or a visitor who
 * never chose): the caller keeps what it has.
 */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang | null {
  return langFromCookieHeader(request.headers.cookie);
}

/**
 * A page's language (decision 0058): `?lang=` when it names one (the web app's pages also set the cookie
 * then: `chosen`), else the `lang` cookie, else English. Anything else is ignored.
 */
export function pageLang(url: string, cookie: string | undefined): { lang: Lang; chosen: boolean } {
  const at = url.indexOf('?');
  const asked = at < 0 ? null : parseLang(new URLSearchParams(url.slice(at)).get(LANG_COOKIE));
  if (asked) return { lang: asked, chosen: true };
  return { lang: langFromCookieHeader(cookie) ?? DEFAULT_LANG, chosen: false };
}
