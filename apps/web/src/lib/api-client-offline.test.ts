import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewJob } from '@portal/shared/endpoints/jobs';
import { ApiError, call } from './api-client';

// A request with no connection (issue 30, decision 0054): the API client itself says the action needs a
// connection, so the message does not depend on the service worker's module having loaded.

vi.mock('./toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

describe('a request that gets no answer', () => {
  afterEach(() => vi.restoreAllMocks());

  const failedCall = async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    return call(viewJob, { params: { id: '1' } }).catch((error: unknown) => error);
  };

  it('says the action needs a connection when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failedCall();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('You are offline: this needs a connection.');
    expect((error as ApiError).code).toBe('network_error');
  });

  it('says it is a network error when the browser thinks it is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = await failedCall();
    expect((error as ApiError).message).toBe('Network error: please check your connection and try again.');
  });
});
