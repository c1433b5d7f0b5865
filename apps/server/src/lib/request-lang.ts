import type { FastifyRequest } from 'fastify';
import { langFromCookieHeader, type Lang } from '@portal/shared/lang';

/**
 * The language of the page a call comes from (issue 31, decision 0060): the web's pages send the `lang`
 * cookie with their API calls (same site). Null when the call says none (another client, or a visitor who
 * never chose): the caller keeps what it has.
 */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang | null {
  return langFromCookieHeader(request.headers.cookie);
}
