import type { FastifyInstance } from 'fastify';
import { getAdminDashboard as dashboardEndpoint } from '@portal/shared/endpoints/admin';
import { exportMonthlyFigures, getMonthlyFigures as figuresEndpoint } from '@portal/shared/endpoints/figures';
import { monthlyFiguresCsvQuery, monthlyFiguresQuery } from '@portal/shared/schemas/figures';
import { depsOf } from '../../lib/deps';
import { queryErrorsAs400 } from '../../lib/query-400';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { monthlyFiguresCsv } from './figures-csv';
import { getMonthlyFigures } from './figures';
import { getAdminDashboard } from './service';

/** GET admin/dashboard and the monthly figures (operators only, from the endpoints' access). */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, dashboardEndpoint, async (_request, reply) =>
    send(reply, 200, 'Dashboard', { data: await getAdminDashboard(depsOf(app)) }),
  );

  const badMonths = { preValidation: queryErrorsAs400(monthlyFiguresQuery) };
  route(
    app,
    figuresEndpoint,
    async (request, reply) =>
      send(reply, 200, 'Monthly figures', {
        data: { months: await getMonthlyFigures(depsOf(app), { months: request.query.months }) },
      }),
    badMonths,
  );
  route(
    app,
    exportMonthlyFigures,
    async (request, reply) => {
      const months = await getMonthlyFigures(depsOf(app), { months: request.query.months });
      const last = months[months.length - 1]!.month;
      const { table } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="monthly-${table ?? 'figures'}-${last}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(monthlyFiguresCsv(months, table));
    },
    { preValidation: queryErrorsAs400(monthlyFiguresCsvQuery) },
  );
}
