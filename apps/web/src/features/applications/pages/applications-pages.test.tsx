import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { renderRoutes, stubApi } from '../../../testing/render';
import MyApplicationsPage, { applicationStage } from './my-applications-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const application = {
  id: 1,
  job_id: 9,
  company_id: 3,
  title: 'Receptionist',
  name: 'Sun Island Resort',
  is_verified: 1,
  location: "Male'",
  expired_at: '2026-12-01T00:00:00.000Z',
  cover_note: 'Hello',
  status: null,
  is_favorite: 0,
  viewed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('my applications', () => {
  it('names each state as the seeker may see it', () => {
    expect(applicationStage({ is_favorite: 0, viewed_at: null }).label).toBe('Applied');
    expect(applicationStage({ is_favorite: 0, viewed_at: '2026-11-21T00:00:00Z' }).label).toBe('Viewed');
    expect(applicationStage({ is_favorite: 1, viewed_at: '2026-11-21T00:00:00Z' }).label).toBe('Shortlisted');
  });

  it('shows the spec text when there is none', async () => {
    stubApi({ 'GET /api/user/applications-usr': [200, { status: 200, message: 'ok', data: [], total: 0 }] });
    renderRoutes([{ path: '/my-applications', element: <MyApplicationsPage /> }], '/my-applications');
    expect(await screen.findByText(MESSAGES.notApplied)).toBeTruthy();
  });

  it('lists the applications with their job, company and state', async () => {
    stubApi({
      'GET /api/user/applications-usr': [
        200,
        {
          status: 200,
          message: 'ok',
          data: [{ ...application, viewed_at: '2026-11-21T00:00:00Z' }],
          total: 1,
        },
      ],
    });
    renderRoutes([{ path: '/my-applications', element: <MyApplicationsPage /> }], '/my-applications');
    expect(await screen.findByText('Receptionist')).toBeTruthy();
    expect(screen.getByText('Viewed')).toBeTruthy();
    expect(screen.getByText(/Sun Island Resort/)).toBeTruthy();
  });
});
