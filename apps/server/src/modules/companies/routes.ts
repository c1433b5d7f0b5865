import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES } from '@portal/shared/constants';
import { createCompanyRequest } from '@portal/shared/schemas/accounts';
import { send } from '../../lib/reply';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { presentCompany } from './presenter';
import { createCompany } from './service';

/**
 * The employer's own company calls (SPEC §7.1, §7.4). Public employer calls live in public-routes.ts.
 * Authentication and the role check run on request, before the body is read: a visitor gets 401 and a
 * jobseeker 403 whatever they send.
 */
export default async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const employerOnly = [authenticate, requireRole([ROLES.employer])];

  api.post(
    '/employ/companies',
    { onRequest: employerOnly, schema: { body: createCompanyRequest, tags: ['employer'] } },
    async (request, reply) => {
      const company = await createCompany(app.db, { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Company profile created.', { data: presentCompany(company, app.config) });
    },
  );
}
