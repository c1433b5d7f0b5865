import { idParam } from '../schemas/common';
import { candidateProfileResponse, talentPoolQuery, talentPoolResponse } from '../schemas/talent-pool';
import { defineEndpoint } from './endpoint';

// The talent pool (SPEC §7.4 employ/talent-pool, employ/user-profile/{id}) and the profile view link
// (§7.2 user-profile/{id}); issue 12. Personal data: never cached (the /api default is no-store).

const tags = ['talent pool'];

export const searchTalentPool = defineEndpoint({
  method: 'GET',
  path: '/employ/talent-pool',
  access: ['employer'],
  summary: 'Search visible jobseeker profiles (annual subscribers): 20 a page, newest update first',
  tags,
  query: talentPoolQuery,
  response: { 200: talentPoolResponse },
  errors: [401, 403, 422],
});

export const viewCandidate = defineEndpoint({
  method: 'GET',
  path: '/employ/user-profile/:id',
  access: ['employer'],
  summary: "A candidate's profile (annual subscribers; 'Data not found!' otherwise); counts the view",
  tags,
  params: idParam,
  response: { 200: candidateProfileResponse },
  errors: [401, 403, 404],
});

export const viewProfileLink = defineEndpoint({
  method: 'GET',
  path: '/user-profile/:id',
  // The token, when sent, decides: the seeker, annual subscribers and employers applied to.
  access: 'optional',
  summary:
    "A jobseeker's profile: to the seeker, annual subscribers and employers applied to; else 'Data not found!'",
  tags,
  params: idParam,
  response: { 200: candidateProfileResponse },
  errors: [404],
});
