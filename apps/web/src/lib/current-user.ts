import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@portal/shared/endpoints/accounts';
import { call } from './api-client';
import { privateKey } from './query-keys';
import { useStoredSession } from './session';

/** The signed-in user's account (GET profile), used across features. */
export const accountKeys = {
  currentUser: () => privateKey('current-user'),
};

export const currentUserQuery = () =>
  queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => call(getProfile, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** The logged-in user (GET profile), or null for visitors. */
export function useCurrentUser() {
  const { token } = useStoredSession();
  const query = useQuery({ ...currentUserQuery(), enabled: Boolean(token) });
  return { user: token ? (query.data ?? null) : null, isLoading: Boolean(token) && query.isLoading };
}
