import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { reviveApiError } from './api-client';

/** The <script type="application/json"> that carries a server-rendered page's query results. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * The query results as JSON safe inside a <script> element: `<` (so nothing in the data can close the
 * element), `>`, `&` and the two JavaScript line separators are written as \\u escapes, which JSON.parse reads
 * back. A data block (type application/json) is not run, so the Content-Security-Policy allows it.
 */
export function serialiseQueryState(state: DehydratedState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Puts a server-rendered page's query results into the browser's cache; false when the page has none. */
export function hydrateQueryState(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  // The server answers with a page only while its data is current (a kept page only under an unchanged
  // public stamp, modules/jobs/page-cache.ts), so the data is as fresh as the page that just arrived,
  // however long ago it was rendered: the browser does not fetch it again on mount.
  const arrivedAt = Date.now();
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = arrivedAt;
  }
  hydrate(queryClient, state);
  // A failed query (a job that does not exist) arrives as plain JSON: make its ApiError whole again, so
  // the page tells "not found" from "could not be loaded" as it does after a fetch of its own.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.error)
      query.setState({ ...query.state, error: reviveApiError(query.state.error) as Error });
  }
  return true;
}

/**
 * The server renders as a visitor: what it could not find for one (an employer's own pending job opened
 * in a new tab, a profile only its owner may see) may exist for the signed-in user. Once the page is
 * hydrated, the queries that failed are asked again with the user's token; a visitor's are left as
 * rendered.
 */
export function refetchFailedForSession(queryClient: QueryClient, signedIn: boolean) {
  if (!signedIn) return;
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
}
