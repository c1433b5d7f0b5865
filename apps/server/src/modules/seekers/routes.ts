import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './routes/documents';
import { experienceRoutes } from './routes/experiences';
import { languageRoutes } from './routes/languages';
import { preferenceRoutes } from './routes/preference';
import { profileRoutes } from './routes/profile';
import { profileViewRoutes } from './routes/profile-views';
import { qualificationRoutes } from './routes/qualifications';
import { resumeRoutes } from './routes/resume';
import { skillRoutes } from './routes/skills';

/**
 * The jobseeker's own calls of SPEC §7.3 (issue 10): the endpoints of packages/shared/src/endpoints/
 * seekers.ts, one file of routes per part of the profile. Saved jobs are in modules/saved-jobs.
 */
export default async function seekersRoutes(app: FastifyInstance) {
  await profileRoutes(app);
  await resumeRoutes(app);
  await experienceRoutes(app);
  await qualificationRoutes(app);
  await skillRoutes(app);
  await languageRoutes(app);
  await preferenceRoutes(app);
  await documentRoutes(app);
  await profileViewRoutes(app);
}
