import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardResponse } from '@portal/shared/schemas/admin';
import { errorResponses } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { getAdminDashboard } from './service';

/** GET admin/dashboard; app.ts registers it in the admin group. */
export default async function adminDashboardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/dashboard',
    {
      schema: {
        summary: 'Counts of what waits for the operators, and their recent actions',
        tags: ['admin'],
        response: { 200: adminDashboardResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => send(reply, 200, 'Dashboard', { data: await getAdminDashboard(depsOf(app)) }),
  );
}
