import type { ServiceDeps } from '../../lib/deps';
import { listRecentAdminActions } from '../audit/service';
import { countAwaitingPayments } from '../billing/service';
import { countCompaniesWithoutBadge } from '../companies/service';
import { countJobsAwaitingApproval } from '../jobs/service';

// The operators' dashboard (issue 8): what waits for them in each module, and what they did last. It
// owns no data: it asks each module's service.

export async function getAdminDashboard(deps: Pick<ServiceDeps, 'db'>) {
  const [payments, jobs, companies, actions] = await Promise.all([
    countAwaitingPayments(deps),
    countJobsAwaitingApproval(deps),
    countCompaniesWithoutBadge(deps),
    listRecentAdminActions(deps, { limit: 20 }),
  ]);
  return {
    counts: { payments_awaiting: payments, jobs_pending: jobs, companies_unverified: companies },
    recent_actions: actions,
  };
}
