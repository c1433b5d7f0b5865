import type { FastifyInstance } from 'fastify';

/** GET /api/health → 200 { db: "ok" } when the database answers, else 503 (DESIGN §4). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness and database check' } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return reply.code(200).send({ status: 200, message: 'OK', db: 'ok' });
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply.code(503).send({ status: 503, message: 'Service Unavailable', db: 'unavailable' });
      }
    },
  );
}
