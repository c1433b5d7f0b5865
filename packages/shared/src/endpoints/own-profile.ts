import { fullProfileResponse, preferenceResponse, seekerProfileResponse } from '../schemas/seekers';
import { defineEndpoint } from './endpoint';

// The jobseeker's own profile and preference as the onboarding guard reads them (a 404 sends the seeker
// to /step or /pref), and the whole profile as the job pages' apply button reads it. Re-exported by
// ./seekers.ts with the rest of SPEC §7.3; a file of their own because the app shell and the public job
// pages call them, and the browser's first load should carry only these (issue 33).

const access = ['jobseeker'] as const;
const tags = ['jobseeker'];

export const getOwnProfile = defineEndpoint({
  method: 'GET',
  path: '/user/job-seeker-profile-usr',
  access,
  summary: 'The caller’s profile; 404 means none yet (onboarding sends the seeker to /step)',
  tags,
  response: { 200: seekerProfileResponse },
  errors: [401, 403, 404],
});

/** The same answer under the path of SPEC §7.3's create call. */
export const getOwnProfileAtCreatePath = defineEndpoint({
  method: 'GET',
  path: '/job-seeker/profile',
  access,
  summary: 'The caller’s profile; 404 means none yet (onboarding sends the seeker to /step)',
  tags,
  response: { 200: seekerProfileResponse },
  errors: [401, 403, 404],
});

export const getOwnPreference = defineEndpoint({
  method: 'GET',
  path: '/user/job-seeker-preference-usr',
  access,
  summary: 'The caller’s preference; 404 means none yet (onboarding sends the seeker to /pref)',
  tags,
  response: { 200: preferenceResponse },
  errors: [401, 403, 404],
});

export const getProfilePage = defineEndpoint({
  method: 'GET',
  path: '/user/profile',
  access,
  summary: 'The whole profile: basic info, resume, sections, preference, counts, completeness',
  tags,
  response: { 200: fullProfileResponse },
  errors: [401, 403],
});
