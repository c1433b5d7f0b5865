import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { hydrateQueryState, refetchFailedForSession, serialiseQueryState } from './ssr-state';

/** A browser cache hydrated from what the server rendered: a job it found and one it did not. */
async function hydratedFromServer(browser = new QueryClient(), renderedAt = Date.now()) {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.useFakeTimers({ toFake: ['Date'], now: renderedAt });
  await server.prefetchQuery({ queryKey: ['jobs', 'view', '1'], queryFn: () => ({ title: 'Chef' }) });
  await server.prefetchQuery({
    queryKey: ['jobs', 'view', '2'],
    queryFn: () => Promise.reject(new ApiError(404, 'Job not found', {}, null, 'not_found')),
  });
  const state = dehydrate(server, { shouldDehydrateQuery: () => true });
  vi.useRealTimers();
  document.body.innerHTML = `<script type="application/json" id="query-state">${serialiseQueryState(state)}</script>`;
  expect(hydrateQueryState(browser)).toBe(true);
  return browser;
}

describe('the server’s query results in the browser', () => {
  it('revives a failure as an ApiError, so the page still tells not found from an outage', async () => {
    const browser = await hydratedFromServer();
    const error = browser.getQueryState(['jobs', 'view', '2'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('not_found');
    expect(browser.getQueryData(['jobs', 'view', '1'])).toEqual({ title: 'Chef' });
  });

  it('takes a page’s data as fresh when the page arrives, even if it was rendered (and kept) minutes ago', async () => {
    const browser = await hydratedFromServer(new QueryClient(), Date.now() - 5 * 60_000);
    const query = browser.getQueryCache().find({ queryKey: ['jobs', 'view', '1'] })!;
    expect(query.isStaleByTime(30_000)).toBe(false);
  });

  it('asks again, for a signed-in user, only what failed for the visitor the server rendered for', async () => {
    const found = vi.fn(() => ({ title: 'Pending preview' }));
    const other = vi.fn(() => ({ title: 'Chef' }));
    const client = new QueryClient();
    client.setQueryDefaults(['jobs', 'view', '2'], { queryFn: found });
    client.setQueryDefaults(['jobs', 'view', '1'], { queryFn: other });
    const browser = await hydratedFromServer(client);

    refetchFailedForSession(browser, false);
    expect(found).not.toHaveBeenCalled();

    refetchFailedForSession(browser, true);
    await vi.waitFor(() =>
      expect(browser.getQueryData(['jobs', 'view', '2'])).toEqual({ title: 'Pending preview' }),
    );
    expect(other).not.toHaveBeenCalled();
  });
});
