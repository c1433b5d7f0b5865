import type { FastifyInstance } from 'fastify';
import { listEmployers, viewEmployer } from '@portal/shared/endpoints/companies';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { PUBLIC_API } from '../../plugins/api-headers';
import { presentEmployerProfile, presentEmployers } from './presenter';
import { getEmployerProfile, listPublicEmployers } from './service';

/** Public employer calls: GET filter-employers, GET employers/{id} (SPEC §7.2). Readable from any origin. */
export default async function publicCompaniesRoutes(app: FastifyInstance) {
  route(
    app,
    listEmployers,
    async (request, reply) => {
      const page = await listPublicEmployers(depsOf(app), request.query);
      return send(reply, 200, 'Employers', presentEmployers(page, app.config));
    },
    { config: PUBLIC_API },
  );

  route(
    app,
    viewEmployer,
    async (request, reply) => {
      const profile = await getEmployerProfile(depsOf(app), {
        id: request.params.id,
        page: request.query.page,
      });
      return send(reply, 200, 'Employer profile', { data: presentEmployerProfile(profile, app.config) });
    },
    { config: PUBLIC_API },
  );
}
