import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/talent-pool';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { entitlementWithSession } from './entitlement';
import { searchTalentPool, viewCandidate, viewProfileLink } from './service';

// The talent pool (SPEC §7.4 employ/talent-pool, employ/user-profile/{id}) and the profile view link
// (§7.2 user-profile/{id}): the endpoints of packages/shared/src/endpoints/talent-pool.ts (issue 12).
// Personal data: never cached (the /api default is no-store).

/** The employer's calls (annual subscribers) and the profile view link (the token, when sent, decides). */
export default async function talentPoolRoutes(app: FastifyInstance) {
  // The subscriber's calls read the entitlement with the session (./entitlement.ts): one round trip.
  const withEntitlement = { config: { withSession: entitlementWithSession } };

  route(
    app,
    endpoints.searchTalentPool,
    async (request, reply) => {
      const found = await searchTalentPool(depsOf(app), {
        user: currentUser(request),
        entitlement: request.sessionExtra,
        query: request.query,
      });
      return send(reply, 200, 'Talent pool', found);
    },
    withEntitlement,
  );

  route(
    app,
    endpoints.viewCandidate,
    async (request, reply) => {
      const data = await viewCandidate(depsOf(app), {
        user: currentUser(request),
        entitlement: request.sessionExtra,
        userId: request.params.id,
      });
      return send(reply, 200, 'Candidate profile', { data });
    },
    withEntitlement,
  );

  route(app, endpoints.viewProfileLink, async (request, reply) => {
    const data = await viewProfileLink(depsOf(app), { user: request.user, userId: request.params.id });
    return send(reply, 200, 'Profile', { data });
  });
}
