import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@portal/shared/schemas/health';

/** GET /api/health → 200 { db: "ok" } when the database answers, else 503 (DESIGN §4). */
export default async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return reply.code(200).send({ status: 200, message: 'OK', db: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply
          .code(503)
          .send({ status: 503, message: 'Service Unavailable', db: 'unavailable' as const });
      }
    },
  );
}
