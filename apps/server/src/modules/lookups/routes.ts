import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/reply';
import { listLookups } from './service';

/** GET fields: the lookup values (SPEC §7.2), public. */
export default async function lookupsRoutes(app: FastifyInstance) {
  app.get('/fields', async (_request, reply) => {
    const data = await listLookups(app.db);
    reply.header('Cache-Control', 'public, max-age=300');
    return send(reply, 200, 'Fields', { data });
  });
}
