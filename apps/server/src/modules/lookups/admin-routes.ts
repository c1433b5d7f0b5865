import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { addLookupValue, changeLookupValue, listLookupsForOperators, removeLookupValue } from './service';

/** The operators' lookup values editor (DESIGN §4 admin/fields; packages/shared/src/endpoints/admin.ts). */
export default async function lookupsAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listAdminLookups, async (_request, reply) =>
    send(reply, 200, 'Fields', { data: await listLookupsForOperators(depsOf(app)) }),
  );

  route(app, endpoints.addLookupValue, async (request, reply) => {
    const data = await addLookupValue(depsOf(app), { admin: currentUser(request), ...request.body });
    return send(reply, 201, 'Value added.', { data });
  });

  route(app, endpoints.changeLookupValue, async (request, reply) => {
    const data = await changeLookupValue(depsOf(app), {
      admin: currentUser(request),
      id: request.params.id,
      ...request.body,
    });
    return send(reply, 200, 'Value updated.', { data });
  });

  route(app, endpoints.removeLookupValue, async (request, reply) => {
    await removeLookupValue(depsOf(app), { admin: currentUser(request), id: request.params.id });
    return send(reply, 200, 'Value removed.');
  });
}
