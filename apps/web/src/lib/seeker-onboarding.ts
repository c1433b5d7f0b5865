import { queryOptions } from '@tanstack/react-query';
import { getOwnPreference, getOwnProfile } from '@portal/shared/endpoints/own-profile';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { ApiError, call } from './api-client';
import { privateKey } from './query-keys';

// What the jobseeker area's guard and sidebar ask before any of its pages is drawn. Apart from
// lib/seeker-profile.ts (its mutations and toasts): the guards are in every page's first load.

/** Whether a record exists: 404 means none (SPEC §7.3). */
async function exists(request: Promise<unknown>): Promise<boolean> {
  try {
    await request;
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.code === ERROR_CODES.notFound) return false;
    throw err;
  }
}

export const seekerAreaQueries = {
  /**
   * GET user/job-seeker-profile-usr: the seeker's own profile record. The area's sidebar reads it under
   * this key for the name (app/layouts/seeker-layout.tsx), and the onboarding guard asks it through this
   * entry, so one page view calls it once (issue 25, point 9).
   */
  profileRecord: () =>
    queryOptions({
      queryKey: privateKey('seeker', 'name'),
      queryFn: ({ signal }) => call(getOwnProfile, { signal }).then((r) => r.data),
    }),
  /** Whether the jobseeker has a preference and a profile, for the onboarding guard (app/guards.tsx). */
  onboarding: () =>
    queryOptions({
      queryKey: privateKey('seeker', 'onboarding'),
      queryFn: async ({ client, signal }) => {
        const [preference, profile] = await Promise.all([
          exists(call(getOwnPreference, { signal })),
          exists(client.fetchQuery(seekerAreaQueries.profileRecord())),
        ]);
        return { preference, profile };
      },
      staleTime: 60_000,
    }),
};
