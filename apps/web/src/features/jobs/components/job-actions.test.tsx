import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { ok } from '../../../testing/seeker-fixtures';
import { JobActions } from './job-actions';

// SPEC §4 Save state for a signed-in jobseeker: the mark shows the saved state and toggles it.
const routes = (role: number | null) => [
  {
    path: '/job/5',
    element: (
      <JobActions
        jobId={5}
        open
        role={role}
        applyState="apply"
        applyLoading={false}
        share={{ title: 'Cook', company: 'Sun Island', place: 'Baa' }}
      />
    ),
  },
];

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('save mark', () => {
  it('saves an unsaved job, then offers to remove it', async () => {
    const answers: Record<string, [number, unknown]> = {
      'POST /api/job/save': ok(201, {}, 'Job saved.'),
    };
    const calls = stubApi(answers);
    renderRoutes(routes(1), '/job/5');
    const save = await screen.findByRole('button', { name: 'Save job' });
    await waitFor(() => expect(save.hasAttribute('aria-busy')).toBe(false)); // the saved state is known
    fireEvent.click(save);
    answers['GET /api/job/save/5'] = ok(200, {}, 'Saved');
    await screen.findByRole('button', { name: 'Remove from saved jobs' });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ job_id: 5 });
  });

  it('unsaves a saved job', async () => {
    const answers: Record<string, [number, unknown]> = {
      'GET /api/job/save/5': ok(200, {}, 'Saved'),
      'DELETE /api/job/save/5': ok(200, {}, 'Job removed.'),
    };
    const calls = stubApi(answers);
    renderRoutes(routes(1), '/job/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved jobs' }));
    delete answers['GET /api/job/save/5'];
    await screen.findByRole('button', { name: 'Save job' });
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/job/save/5')).toBe(true);
  });

  it('visitors get the login prompt instead', async () => {
    clearSession();
    const calls = stubApi({});
    renderRoutes(routes(null), '/job/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    await screen.findByText('Please login to Apply / Saved jobs');
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
