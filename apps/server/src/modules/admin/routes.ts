import type { FastifyInstance } from 'fastify';
import { getAdminDashboard as dashboardEndpoint } from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { getAdminDashboard } from './service';

/** GET admin/dashboard (operators only, from the endpoint's access). */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, dashboardEndpoint, async (_request, reply) =>
    send(reply, 200, 'Dashboard', { data: await getAdminDashboard(depsOf(app)) }),
  );
}
