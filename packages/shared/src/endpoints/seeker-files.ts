import { fileKeyParams, fileResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// A jobseeker's personal files (photo, resume, documents): never public; the server's policy names who
// may read each (modules/seekers/policy.ts).

export const openSeekerFile = defineEndpoint({
  method: 'GET',
  path: '/seeker-files/:key',
  access: ['jobseeker', 'employer', 'admin'],
  summary: 'A jobseeker’s personal file, for those allowed (private, no-store)',
  tags: ['files'],
  params: fileKeyParams,
  response: { 200: fileResponse },
  errors: [401, 403, 404],
});
