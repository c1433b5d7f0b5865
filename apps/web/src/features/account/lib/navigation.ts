import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROLES } from '@portal/shared/core-constants';
import { saveSession } from '../../../lib/session';

/** Where a user lands after login (SPEC §7.1): employers their company, operators /admin, others /profile. */
export function homeFor(role: number): string {
  if (role === ROLES.employer) return '/my-company';
  if (role === ROLES.admin) return '/admin';
  return '/profile';
}

/**
 * A `next` parameter that stays on this site: a path starting with one '/' (not '//host' nor '/\host',
 * which browsers treat as another origin). Anything else is ignored.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs: '/\t/host' would become '//host'.
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return null;
  return next;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** Stores the session and goes to `to` (the guest-only guard leaves a page that logs the user in alone). */
export function useEnterSession() {
  const navigate = useNavigate();
  return useCallback(
    (token: string, role: number, to: string) => {
      saveSession(token, role);
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}
