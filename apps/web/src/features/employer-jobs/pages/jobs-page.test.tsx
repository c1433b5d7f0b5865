import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployerJobListRow } from '@portal/shared/schemas/employer-jobs';
import { clearSession, saveSession } from '../../../lib/session';
import { employerJobRow } from '../../../testing/job-fixtures';
import { renderRoutes, stubApi } from '../../../testing/render';
import JobsPage from './jobs-page';

// /jobs (issue 25, point 3): a job's applications count leads to that job's applications. Issue 27: the
// counts per stage lead to the job's list at that stage; a closed job's remaining applicants are marked
// not selected in one step, after one question.

const job = (over: Partial<EmployerJobListRow>) => employerJobRow({ views: 12, ...over });
const profile = {
  id: 9,
  role: 2,
  email: 'hr@sunsetreef.mv',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  company_id: 3,
  company_name: 'Sunset Reef',
};

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/jobs', () => {
  it("links a job's applications count to its applications; no link when there are none", async () => {
    const applied = { status: null, is_favorite: 0 };
    stubApi({
      'GET /api/profile': [200, { status: 200, message: 'Profile', data: profile }],
      'GET /api/employ/jobs': [
        200,
        {
          status: 200,
          message: 'ok',
          data: [
            job({
              id: 41,
              applications: [
                { id: 1, ...applied },
                { id: 2, ...applied },
              ],
            }),
            job({ id: 42, title: 'Waiter', applications: [] }),
          ],
          total: 2,
          last: 1,
        },
      ],
    });
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    const link = await screen.findByRole('link', { name: '2 applications' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/job-applications/41');
    expect(screen.getByText(/0 applications/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '0 applications' })).toBeNull();
  });

  it('shows the counts per stage, each linked; a closed job offers to mark the remaining not selected', async () => {
    const counts = {
      new: 12,
      reviewed: 0,
      shortlisted: 0,
      interview: 3,
      offer: 1,
      hired: 1,
      not_selected: 2,
    };
    const calls = stubApi({
      'GET /api/profile': [200, { status: 200, message: 'Profile', data: profile }],
      'GET /api/employ/jobs': [
        200,
        {
          status: 200,
          message: 'ok',
          data: [
            job({ id: 41, stage_counts: counts }),
            job({ id: 43, title: 'Closed one', state: 'closed', stage_counts: counts }),
          ],
          total: 2,
          last: 1,
        },
      ],
      'POST /api/employ/job/43/close-out': [
        200,
        { status: 200, message: '16 applicants marked not selected', changed: 16 },
      ],
    });
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    const [open] = await screen.findAllByRole(
      'paragraph',
      { name: 'Applicants by stage' },
      { timeout: 5000 },
    );
    expect(
      within(open!)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['12 new', '/job-applications/41?stage=new'],
      ['3 interview', '/job-applications/41?stage=interview'],
      ['1 offer', '/job-applications/41?stage=offer'],
      ['1 hired', '/job-applications/41?stage=hired'],
      ['2 not selected', '/job-applications/41?stage=not_selected'],
    ]);
    // Only the closed job: 12 + 3 + 1 still waiting (hired and not selected are decided).
    const buttons = screen.getAllByRole('button', { name: /remaining not selected/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Mark 16 remaining not selected']);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Mark 16 remaining applicants not selected?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark not selected' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        '/api/employ/job/43/close-out',
      ]),
    );
    expect(await screen.findByText('16 applicants marked not selected')).toBeTruthy();
  });
});
