import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@portal/shared/schemas/common';
import {
  companyJobsQuery,
  employerProfileResponse,
  employersQuery,
  employersResponse,
} from '@portal/shared/schemas/companies';
import { publicIdParams } from '@portal/shared/schemas/jobs';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { PUBLIC_API } from '../../plugins/api-headers';
import { presentEmployerProfile, presentEmployers } from './public-presenter';
import { getEmployerProfile, listPublicEmployers } from './public-service';

/** Public employer calls: GET filter-employers, GET employers/{id} (SPEC §7.2). Readable from any origin. */
export default async function publicCompaniesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/filter-employers',
    {
      config: PUBLIC_API,
      schema: {
        summary: 'Employers by name: A–Z letter, name search, 20 per page',
        tags: ['public'],
        querystring: employersQuery,
        response: { 200: employersResponse },
      },
    },
    async (request, reply) => {
      const page = await listPublicEmployers(depsOf(app), request.query);
      return send(reply, 200, 'Employers', presentEmployers(page, app.config));
    },
  );

  app.get(
    '/employers/:id',
    {
      config: PUBLIC_API,
      schema: {
        summary: 'A public employer profile with its published jobs, 15 per page',
        tags: ['public'],
        params: publicIdParams,
        querystring: companyJobsQuery,
        response: { 200: employerProfileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const profile = await getEmployerProfile(depsOf(app), {
        id: request.params.id,
        page: request.query.page,
      });
      return send(reply, 200, 'Employer profile', { data: presentEmployerProfile(profile, app.config) });
    },
  );
}
