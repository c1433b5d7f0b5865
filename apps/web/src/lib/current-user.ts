import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useStoredSession } from './session';

export interface CurrentUser {
  id: number;
  role: number;
  email: string;
  email_verified_at: string | null;
  created_at: string;
  company_id?: number | null;
  company_name?: string | null;
}

export const currentUserKey = ['profile'] as const;

/** The logged-in user (GET profile), or null for visitors. */
export function useCurrentUser() {
  const { token } = useStoredSession();
  const query = useQuery({
    queryKey: [...currentUserKey, token],
    queryFn: () => api<{ data: CurrentUser }>('profile').then((r) => r.data),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  return { user: token ? (query.data ?? null) : null, isLoading: Boolean(token) && query.isLoading };
}
