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

/** The app's query defaults; the server renders each page with a fresh client of its own (entry-server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only what may answer differently next time (the network, an outage, a server error): a
        // refusal (not found, forbidden, invalid…) would answer the same.
        retry: (count, error) => count < 2 && (!(error instanceof ApiError) || RETRYABLE.has(error.code)),
      },
    },
  });

export const queryClient = createQueryClient();

// A new session starts with an empty cache: nothing fetched for the previous user survives a login,
// logout or token expiry (issue 6).
onSessionChange(() => queryClient.clear());
