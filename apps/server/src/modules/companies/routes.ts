import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCompanyRequest } from '@portal/shared/schemas/accounts';
import { errorResponses } from '@portal/shared/schemas/common';
import { createCompanyResponse } from '@portal/shared/schemas/companies';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentCompany } from './presenter';
import { createCompany } from './service';

/**
 * The employer's own company calls (SPEC §7.1, §7.4). Public employer calls live in public-routes.ts.
 * Registered as an employer group (app.ts, plugins/auth.ts roleGroup): authentication and the role check
 * run on request, before the body is read, so a visitor gets 401 and a jobseeker 403 whatever they send.
 */
export default async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/employ/companies',
    {
      schema: {
        body: createCompanyRequest,
        tags: ['employer'],
        response: { 201: createCompanyResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const company = await createCompany(depsOf(app), { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Company profile created.', { data: presentCompany(company, app.config) });
    },
  );
}
