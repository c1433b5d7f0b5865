import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { listCompaniesForOperators, setCompanyBadge } from './admin-service';

/** The operators' company calls (packages/shared/src/endpoints/admin.ts). */
export default async function companiesAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listAdminCompanies, async (request, reply) =>
    send(reply, 200, 'Companies', await listCompaniesForOperators(depsOf(app), request.query)),
  );

  route(app, endpoints.setCompanyBadge, async (request, reply) => {
    const data = await setCompanyBadge(depsOf(app), {
      admin: currentUser(request),
      companyId: request.params.id,
      verified: request.body.verified as 0 | 1,
    });
    return send(reply, 200, data.is_verified ? 'Company verified.' : 'Verified badge removed.', { data });
  });
}
