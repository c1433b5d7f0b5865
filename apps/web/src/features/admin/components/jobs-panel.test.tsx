import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { JobsPanel } from './jobs-panel';

// Issue 25, point 6: the approval queue shows a compact row per job; the full preview (a screen per job)
// is rendered only for the job opened, one at a time.

const job = (id: number, title: string, name: string, plan: AdminJobItem['plan']): AdminJobItem => ({
  id,
  title,
  name,
  company_id: 4,
  company_name: name,
  is_verified: 0,
  logo: null,
  salary_range: 'MVR 10000 - 14999',
  location: "Male'",
  sector: 'Private (Tourism)',
  category: 'Marine & Diving',
  type: 'Full-time',
  created_at: '2026-11-20T08:00:00.000Z',
  expired_at: '2026-12-10T18:59:59.000Z',
  description: `<p>${title}: the full description of the job.</p>`,
  ref_no: null,
  positions: '01',
  qualification: 'A Level',
  experience: '1 - 2 years',
  interview_starts_on: null,
  approved: 0,
  active: 1,
  attachment: null,
  application_form: null,
  req_email: null,
  prevent_online_application: 0,
  prevent_international_applicants: 0,
  required_items: '[]',
  is_open: false,
  subs_id: 9,
  approved_at: null,
  state: 'pending',
  reject_reason: null,
  views: 0,
  applications: [],
  company: { id: 4, name, owner_email: 'hr@sunsetreef.mv' },
  plan,
});

const queue = [
  job(1, 'Boat Captain', 'Sunset Reef', 'pay-per-job'),
  job(2, 'Sous Chef', 'Blue Lagoon Maldives', 'annual'),
];
const page = (data: unknown[]) =>
  [
    200,
    { status: 200, message: '', data, total: data.length, per_page: 20, current_page: 1, last_page: 1 },
  ] as [number, unknown];

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the approval queue', () => {
  it('shows each job as a compact row and renders its preview only when opened, one at a time', async () => {
    const calls = stubApi({
      'GET /api/admin/jobs': page(queue),
      'POST /api/admin/jobs/1/approve': [
        200,
        {
          status: 200,
          message: 'Job approved and published.',
          data: { ...queue[0]!, approved_at: '2026-11-26T10:00:00.000Z' },
        },
      ],
    });
    renderRoutes([{ path: '/admin', element: <JobsPanel /> }], '/admin');

    const rows = within(await screen.findByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Boat Captain');
    expect(rows[0]!.textContent).toContain('Sunset Reef · posted 20 Nov 2026');
    expect(rows[0]!.textContent).toContain('Pay-per-job');
    expect(rows[1]!.textContent).toContain('Annual plan');
    // No preview is rendered until asked for.
    expect(screen.queryByText(/the full description of the job/)).toBeNull();

    const preview = screen.getByRole('button', { name: 'Preview Boat Captain' });
    expect(preview.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(preview);
    expect(await screen.findByText('Boat Captain: the full description of the job.')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide preview of Boat Captain' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    // Opening another closes the first.
    fireEvent.click(screen.getByRole('button', { name: 'Preview Sous Chef' }));
    expect(await screen.findByText('Sous Chef: the full description of the job.')).toBeTruthy();
    expect(screen.queryByText('Boat Captain: the full description of the job.')).toBeNull();

    // Approve is reachable from the row, without opening it.
    fireEvent.click(screen.getByRole('button', { name: 'Approve Boat Captain' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/admin/jobs/1/approve'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Reject Sous Chef' })).toBeTruthy();
  });
});
