import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { clearSession, saveSession } from '../../../lib/session';
import { employerJobRow } from '../../../testing/job-fixtures';
import { renderRoutes, stubApi } from '../../../testing/render';
import JobsPage from './jobs-page';

// /jobs (issue 25, point 3): a job's applications count leads to that job's applications.

const job = (over: Partial<EmployerJobView>) => employerJobRow({ views: 12, ...over });

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
      'GET /api/profile': [
        200,
        {
          status: 200,
          message: 'Profile',
          data: {
            id: 9,
            role: 2,
            email: 'hr@sunsetreef.mv',
            email_verified_at: '2026-01-01T00:00:00Z',
            created_at: '2026-01-01T00:00:00Z',
            company_id: 3,
            company_name: 'Sunset Reef',
          },
        },
      ],
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
});
