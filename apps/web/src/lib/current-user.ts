import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@portal/shared/schemas/accounts';
import { api } from './api-client';
import { useStoredSession } from './session';

export const currentUserKey = ['profile'] as const;

/** The logged-in user (GET profile), or null for visitors. */
export function useCurrentUser() {
  const { token } = useStoredSession();
  const query = useQuery({
    queryKey: [...currentUserKey, token],
    queryFn: () => api<ProfileResponse>('profile').then((r) => r.data),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  return { user: token ? (query.data ?? null) : null, isLoading: Boolean(token) && query.isLoading };
}
