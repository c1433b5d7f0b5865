import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '@portal/shared/schemas/common';
import {
  candidateProfileResponse,
  talentPoolQuery,
  talentPoolResponse,
} from '@portal/shared/schemas/talent-pool';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { authenticateOptional, currentUser } from '../../plugins/auth';
import { searchTalentPool, viewCandidate, viewProfileLink } from './service';

// The talent pool (SPEC §7.4 employ/talent-pool, employ/user-profile/{id}) and the profile view link
// (§7.2 user-profile/{id}); issue 12. Personal data: never cached (the /api default is no-store).

/** The employer's calls, registered in the employer role group (app.ts). */
export async function talentPoolRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent pool'];

  api.get(
    '/employ/talent-pool',
    {
      schema: {
        summary: 'Search visible jobseeker profiles (annual subscribers): 20 a page, newest update first',
        tags,
        querystring: talentPoolQuery,
        response: { 200: talentPoolResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const found = await searchTalentPool(depsOf(app), { user: currentUser(request), query: request.query });
      return send(reply, 200, 'Talent pool', found);
    },
  );

  api.get(
    '/employ/user-profile/:id',
    {
      schema: {
        summary: "A candidate's profile (annual subscribers; 'Data not found!' otherwise); counts the view",
        tags,
        params: idParam,
        response: { 200: candidateProfileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await viewCandidate(depsOf(app), {
        user: currentUser(request),
        userId: request.params.id,
      });
      return send(reply, 200, 'Candidate profile', { data });
    },
  );
}

/** GET user-profile/{id}: the profile view link, for any caller (the token, when sent, decides). */
export async function profileLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/user-profile/:id',
    {
      preHandler: authenticateOptional,
      schema: {
        summary:
          "A jobseeker's profile: to the seeker, annual subscribers and employers applied to; else 'Data not found!'",
        tags: ['talent pool'],
        params: idParam,
        response: { 200: candidateProfileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const data = await viewProfileLink(depsOf(app), { user: request.user, userId: request.params.id });
      return send(reply, 200, 'Profile', { data });
    },
  );
}
