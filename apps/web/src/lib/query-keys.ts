import { sessionSerial } from './session';

// Query keys (issue 6). Each feature has one factory of `queryOptions` in its api.ts (`jobQueries`,
// `employerQueries`…): the key and the call are written once, and pages, prefetching and invalidation all
// use the same entry. Public data has plain keys ('jobs', 'list', search). Data that belongs to the
// signed-in user has a private key: it starts with 'private' and the current session, so one user's
// answers can never be read under another user's session; the cache is also cleared whenever the
// session changes (lib/query-client.ts).

/** A key for the signed-in user's own data. Invalidate them all with `{ queryKey: [PRIVATE] }`. */
export function privateKey<const T extends readonly unknown[]>(...parts: T) {
  return [PRIVATE, sessionSerial(), ...parts] as const;
}

export const PRIVATE = 'private';
