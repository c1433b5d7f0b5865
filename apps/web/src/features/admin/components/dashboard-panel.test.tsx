import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAction } from '@portal/shared/schemas/admin';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { DashboardPanel } from './dashboard-panel';

// Issue 25, point 6: each entry of the operators' log says what was done to what, in words ("Approved job
// 'Boat Captain' of Sunset Reef"), with the reason when one was given, by whom and when.

const entry = (id: number, over: Partial<AdminAction>): AdminAction => ({
  id,
  action: 'job.approve',
  subject_type: 'job',
  subject_id: 12,
  target_label: null,
  summary: '',
  detail: {},
  admin_email: 'admin@jobs.mv',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the recent actions of the dashboard', () => {
  it('name what each action acted on, with the reason, who and when', async () => {
    stubApi({
      'GET /api/admin/dashboard': [
        200,
        {
          status: 200,
          message: 'Dashboard',
          data: {
            counts: { payments_awaiting: 1, jobs_pending: 2, companies_unverified: 3 },
            recent_actions: [
              entry(5, {
                action: 'invoice.refund',
                subject_type: 'invoice',
                target_label: 'INV-8 for Sunset Reef',
                summary: 'Marked invoice INV-8 for Sunset Reef refunded and ended its plan',
              }),
              entry(4, {
                action: 'invoice.card-paid',
                subject_type: 'invoice',
                target_label: 'INV-8 for Sunset Reef',
                summary: 'Card payment tx8 confirmed invoice INV-8 for Sunset Reef',
                admin_email: null,
              }),
              entry(3, {
                action: 'job.reject',
                target_label: "'Sous Chef' of Blue Lagoon Maldives",
                summary: "Rejected job 'Sous Chef' of Blue Lagoon Maldives",
                detail: { title: 'Sous Chef', reason: 'The salary range is missing.' },
              }),
              entry(2, {
                target_label: "'Boat Captain' of Sunset Reef",
                summary: "Approved job 'Boat Captain' of Sunset Reef",
              }),
              entry(1, {
                action: 'invoice.confirm-payment',
                subject_type: 'invoice',
                target_label: 'INV-7 for Sunset Reef',
                summary: 'Confirmed payment of invoice INV-7 for Sunset Reef',
                detail: { company_id: 4, subscription_id: 9 },
              }),
            ],
          },
        },
      ],
    });
    renderRoutes([{ path: '/admin', element: <DashboardPanel onOpen={() => {}} /> }], '/admin');

    const items = within(await screen.findByRole('list', { name: 'Recent actions' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'Marked invoice INV-8 for Sunset Reef refunded and ended its planadmin@jobs.mv · 5 minutes ago',
      // What the portal did on the bank's word has no operator (decision 0046), and says so.
      'Card payment tx8 confirmed invoice INV-8 for Sunset ReefThe portal, on the bank’s word · 5 minutes ago',
      "Rejected job 'Sous Chef' of Blue Lagoon MaldivesReason: The salary range is missing.admin@jobs.mv · 5 minutes ago",
      "Approved job 'Boat Captain' of Sunset Reefadmin@jobs.mv · 5 minutes ago",
      'Confirmed payment of invoice INV-7 for Sunset Reefadmin@jobs.mv · 5 minutes ago',
    ]);
    // No ids or action codes.
    expect(screen.queryByText(/job\.approve|INV-7\)|#12/)).toBeNull();
  });
});
