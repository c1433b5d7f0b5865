import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROLES } from '@portal/shared/core-constants';
import { AreaSkeleton } from '../components/page-skeleton';
import { seekerAreaQueries } from '../lib/seeker-onboarding';
import { getToken, useStoredSession } from '../lib/session';
import { loginUrlFor } from '../features/account/lib/navigation';

// Route guards mirror the server's rules (SPEC §2.2); the server checks every call itself.

/**
 * Login, register, forget and reset password: users who arrive logged in go to /. The decision is taken
 * on arrival at each page, so a page that logs the user in (login, register) sends them on itself.
 */
export function GuestOnly() {
  const { pathname } = useLocation();
  return <GuestOnlyPage key={pathname} />;
}

function GuestOnlyPage() {
  const [arrivedLoggedIn] = useState(() => Boolean(getToken()));
  return arrivedLoggedIn ? <Navigate to="/" replace /> : <Outlet />;
}

/**
 * Employer or jobseeker areas: anyone else (and visitors) go to /. With `visitorsSignIn`, a visitor is
 * asked to log in and brought back (the bank's return to /payment/return may arrive signed out: issue 29).
 */
export function RequireRole({ role, visitorsSignIn = false }: { role: number; visitorsSignIn?: boolean }) {
  const session = useStoredSession();
  const { pathname, search } = useLocation();
  if (!session.token && visitorsSignIn) return <Navigate to={loginUrlFor(pathname + search)} replace />;
  if (!session.token || session.role !== role) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Whether the jobseeker has a preference and a profile (404 means none: SPEC §7.3). */
export const useSeekerOnboarding = () => useQuery(seekerAreaQueries.onboarding());

/**
 * Jobseeker pages (SPEC §2.2, §4 Onboarding): no preference → /pref, then no profile → /step.
 * `stage` 'step' is the /step page itself: it needs a preference and sends users with a profile to /profile.
 */
export function SeekerOnboardingGuard({ stage }: { stage: 'full' | 'step' }) {
  const onboarding = useSeekerOnboarding();
  // /step decides "already has a profile" on arrival: the profile it creates itself must not send the
  // seeker on before the page's own redirect (to /profile or /, by the button chosen).
  const [arrival, setArrival] = useState<{ preference: boolean; profile: boolean } | null>(null);
  if (onboarding.data && !arrival) setArrival(onboarding.data);
  if (onboarding.isLoading) return <AreaSkeleton />;
  const state = onboarding.data;
  if (!state) return <Outlet />;
  const target = !state.preference
    ? '/pref'
    : stage === 'step' && (arrival ?? state).profile
      ? '/profile'
      : stage === 'full' && !state.profile
        ? '/step'
        : null;
  // A redirect read from data being refreshed (right after /pref or /step saved, the cached answer still
  // says "none") waits for the fresh answer instead of sending the seeker back.
  if (target && onboarding.isFetching) return <AreaSkeleton />;
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}

export const EMPLOYER = ROLES.employer;
export const JOBSEEKER = ROLES.jobseeker;
export const ADMIN = ROLES.admin;
