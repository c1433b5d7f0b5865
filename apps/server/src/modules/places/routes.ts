import type { FastifyInstance } from 'fastify';
import { listPlaces as listPlacesEndpoint } from '@portal/shared/endpoints/places';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { PUBLIC_API } from '../../plugins/api-headers';
import { listPlaces } from './service';

/** GET places: the gazetteer of the place pickers (issue 28, decision 0047), public. */
export default async function placesRoutes(app: FastifyInstance) {
  route(
    app,
    listPlacesEndpoint,
    async (_request, reply) => send(reply, 200, 'Places', { data: await listPlaces(depsOf(app)) }),
    // Islands change only when an operator adds one: browsers may keep the list five minutes, as `fields`.
    { config: { ...PUBLIC_API, cacheControl: 'public, max-age=300' } },
  );
}
