import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  addIsland,
  listPlacesForOperators,
  mapUnplacedPlace,
  renameAtoll,
  renameIsland,
} from './admin-service';

/** The operators' places (issue 28, decision 0050; packages/shared/src/endpoints/admin.ts). */
export default async function placesAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listAdminPlaces, async (_request, reply) =>
    send(reply, 200, 'Places', { data: await listPlacesForOperators(depsOf(app)) }),
  );

  route(app, endpoints.addIsland, async (request, reply) => {
    const data = await addIsland(depsOf(app), { admin: currentUser(request), ...request.body });
    return send(reply, 201, 'Island added.', { data });
  });

  route(app, endpoints.renameIsland, async (request, reply) => {
    const data = await renameIsland(depsOf(app), {
      admin: currentUser(request),
      id: request.params.id,
      name: request.body.name,
    });
    return send(reply, 200, 'Island renamed.', { data });
  });

  route(app, endpoints.renameAtoll, async (request, reply) => {
    const data = await renameAtoll(depsOf(app), {
      admin: currentUser(request),
      code: request.params.code,
      name: request.body.name,
    });
    return send(reply, 200, 'Atoll renamed.', { data });
  });

  route(app, endpoints.mapUnplacedPlace, async (request, reply) => {
    const data = await mapUnplacedPlace(depsOf(app), { admin: currentUser(request), ...request.body });
    return send(reply, 200, `Moved to ${data.place}.`, { data });
  });
}
