import type { FastifyInstance } from 'fastify';
import { checkHealth } from '@portal/shared/endpoints/health';
import { route } from '../../lib/route';

/** GET /api/health → 200 { db: "ok" } when the database answers, else 503 (DESIGN §4). */
export default async function healthRoutes(app: FastifyInstance) {
  route(app, checkHealth, async (request, reply) => {
    try {
      await app.database.ping();
      return reply.code(200).send({ status: 200, message: 'OK', db: 'ok' as const });
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply
        .code(503)
        .send({ status: 503, message: 'Service Unavailable', db: 'unavailable' as const });
    }
  });
}
