import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, queryClient, retryRead } from './query-client';
import { clearSession, saveSession } from './session';

describe('the query cache across sessions', () => {
  afterEach(() => clearSession());

  it('is emptied when the signed-in user changes, so one user never sees another’s data', () => {
    saveSession('token-of-a', 1);
    queryClient.setQueryData(['seeker', 'profile'], { name: 'Aishath (user A)' });
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeDefined();
    saveSession('token-of-b', 1);
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeUndefined();
    queryClient.setQueryData(['seeker', 'profile'], { name: 'Mohamed (user B)' });
    clearSession();
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeUndefined();
  });

  it('is kept when the same session is saved again (e.g. its role is refreshed)', () => {
    saveSession('token-of-c', 2);
    queryClient.setQueryData(['company'], { name: 'C' });
    saveSession('token-of-c', 2);
    expect(queryClient.getQueryData(['company'])).toEqual({ name: 'C' });
  });
});

describe('retryRead: which failed reads are tried again', () => {
  const networkError = new ApiError(0, 'Network error');

  it('tries a network failure or a server error again, twice', () => {
    expect(retryRead(0, networkError, true)).toBe(true);
    expect(retryRead(1, new ApiError(503, 'Down'), true)).toBe(true);
    expect(retryRead(2, networkError, true)).toBe(false);
  });

  it('never tries a refusal again: it would answer the same', () => {
    expect(retryRead(0, new ApiError(404, 'Not found'), true)).toBe(false);
  });

  it('never waits for retries with no connection: the page shows the kept copy at once (issue 30)', () => {
    expect(retryRead(0, networkError, false)).toBe(false);
    expect(retryRead(0, new ApiError(503, 'Down'), false)).toBe(false);
  });

  it('reads the connection from the browser when not told', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(false);
    expect(retryRead(0, networkError)).toBe(false);
    onLine.mockReturnValue(true);
    expect(retryRead(0, networkError)).toBe(true);
    onLine.mockRestore();
  });
});

describe('the network mode', () => {
  it('tries reads and writes whatever the browser says of the connection: none is paused or queued', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('always');
    expect(defaults.mutations?.networkMode).toBe('always');
  });
});
