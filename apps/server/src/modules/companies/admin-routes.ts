import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompaniesQuery,
  adminCompaniesResponse,
  verifyCompanyRequest,
  verifyCompanyResponse,
} from '@portal/shared/schemas/admin';
import { errorResponses, idParam } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { listCompaniesForOperators, setCompanyBadge } from './admin-service';

/** The operators' company calls; app.ts registers them in the admin group. */
export default async function companiesAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/companies',
    {
      schema: {
        summary: 'Companies, newest first, searched by name or owner email',
        tags,
        querystring: adminCompaniesQuery,
        response: { 200: adminCompaniesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      send(reply, 200, 'Companies', await listCompaniesForOperators(depsOf(app), request.query)),
  );

  app.post(
    '/admin/companies/:id/verify',
    {
      schema: {
        summary: 'Grant (verified=1, the default) or take away (verified=0) the public verified badge',
        tags,
        params: idParam,
        body: verifyCompanyRequest,
        response: { 200: verifyCompanyResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await setCompanyBadge(depsOf(app), {
        admin: currentUser(request),
        companyId: request.params.id,
        verified: request.body.verified as 0 | 1,
      });
      return send(reply, 200, data.is_verified ? 'Company verified.' : 'Verified badge removed.', { data });
    },
  );
}
