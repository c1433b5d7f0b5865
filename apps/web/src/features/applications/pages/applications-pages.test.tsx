import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { formatDisplayDate } from '@portal/shared/rules/dates';
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
  it('names each stage as the seeker may see it, with the shared label; none yet reads as applied', () => {
    expect(applicationStage({}).label).toBe('Applied');
    expect(applicationStage({ stage: 'viewed' }).label).toBe('Viewed');
    expect(applicationStage({ stage: 'interview' })).toEqual({ label: 'Interview', color: 'grape' });
    expect(applicationStage({ stage: 'not_selected' }).label).toBe('Not selected');
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
          data: [{ ...application, viewed_at: '2026-11-21T00:00:00Z', stage: 'viewed' }],
          total: 1,
        },
      ],
    });
    renderRoutes([{ path: '/my-applications', element: <MyApplicationsPage /> }], '/my-applications');
    expect(await screen.findByText('Receptionist')).toBeTruthy();
    expect(screen.getByText('Viewed')).toBeTruthy();
    expect(screen.getByText(/Sun Island Resort/)).toBeTruthy();
  });

  it('shows the stage, the day it changed and the messages, newest first, behind a toggle', async () => {
    stubApi({
      'GET /api/user/applications-usr': [
        200,
        {
          status: 200,
          message: 'ok',
          data: [
            {
              ...application,
              is_favorite: 1,
              viewed_at: '2026-11-21T00:00:00Z',
              stage: 'interview',
              stage_changed_at: '2026-11-24T09:00:00.000Z',
              messages: [
                {
                  id: 8,
                  subject: 'Interview invitation: Receptionist',
                  body: 'Dear Aminath,\n\nOn Sunday at 10:00.',
                  sent_at: '2026-11-24T09:05:00.000Z',
                },
                {
                  id: 7,
                  subject: 'Thank you for applying',
                  body: 'We are reading it.',
                  sent_at: '2026-11-22T08:00:00.000Z',
                },
              ],
            },
          ],
          total: 1,
        },
      ],
    });
    renderRoutes([{ path: '/my-applications', element: <MyApplicationsPage /> }], '/my-applications');
    expect(await screen.findByText('Interview')).toBeTruthy();
    expect(screen.getByText(/^since /).textContent).toBe(
      `since ${formatDisplayDate('2026-11-24T09:00:00.000Z')}`,
    );
    const toggle = screen.getByRole('button', { name: 'Show 2 messages' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide 2 messages' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // The messages come into the page with the opening's first frame (Mantine's Collapse); React DOM's
    // <Activity> kept them in it, hidden, before, Preact's does not (react-on-preact.mjs).
    const subjects = await screen.findAllByText(/Interview invitation: Receptionist|Thank you for applying/);
    expect(subjects.map((s) => s.textContent)).toEqual([
      'Interview invitation: Receptionist',
      'Thank you for applying',
    ]);
    expect(screen.getByText(/On Sunday at 10:00/)).toBeTruthy();
  });

  it('shows no message toggle when the company sent none', async () => {
    stubApi({
      'GET /api/user/applications-usr': [
        200,
        { status: 200, message: 'ok', data: [{ ...application, stage: 'applied', messages: [] }], total: 1 },
      ],
    });
    renderRoutes([{ path: '/my-applications', element: <MyApplicationsPage /> }], '/my-applications');
    expect(await screen.findByText('Applied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /messages?$/ })).toBeNull();
  });
});
