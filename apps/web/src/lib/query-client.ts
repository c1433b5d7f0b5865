import { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { ApiError } from './api-client';
import { onSessionChange } from './session';

const RETRYABLE = new Set<string>([
  'network_error',
  ERROR_CODES.serverError,
  ERROR_CODES.serviceUnavailable,
  ERROR_CODES.rateLimited,
]);

/**
 * Whether a failed read is tried again: only what may answer differently next time (the network, an
 * outage, a server error; a refusal, not found, forbidden, invalid…, would answer the same), and never
 * with no connection: the page shows at once what it has, the worker's copy (issue 30, decision 0054),
 * not a skeleton for the retries' 3 s.
 */
export const retryRead = (
  count: number,
  error: unknown,
  online = globalThis.navigator?.onLine !== false,
): boolean => online && count < 2 && (!(error instanceof ApiError) || RETRYABLE.has(error.code));

/** The app's query defaults; the server renders each page with a fresh client of its own (entry-server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => retryRead(count, error),
        // Tried whatever the browser says of the connection: the service worker may answer a read with
        // its copy (paused, the page would wait for ever), and a write is refused at once by the API
        // client (paused, it would be sent later: the silent queue issue 30 forbids).
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });

export const queryClient = createQueryClient();

// A new session starts with an empty cache: nothing fetched for the previous user survives a login,
// logout or token expiry (issue 6).
onSessionChange(() => queryClient.clear());
