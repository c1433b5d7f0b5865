import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedJob } from '@portal/shared/schemas/seekers';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { ok } from '../../../testing/seeker-fixtures';
import MyJobsPage from './my-jobs-page';

const routes = [{ path: '/my-jobs', element: <MyJobsPage /> }];
const job = (id: number, title: string, expired = false): SavedJob => ({
  job_id: id,
  title,
  name: 'Reef Resort',
  company_id: 2,
  is_verified: 1,
  logo: null,
  salary_range: '10,000 - 15,000',
  type: 'Full Time',
  location: "Male'",
  expired_at: '2026-12-01T00:00:00.000Z',
  expired,
  saved_at: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('saved jobs', () => {
  it('lists the saved jobs with their facts and the Expired badge', async () => {
    stubApi({
      'GET /api/job-seeker/savedJobs': ok(200, { data: [job(5, 'Chef'), job(6, 'Diver', true)], total: 2 }),
    });
    renderRoutes(routes, '/my-jobs');
    const chef = (await screen.findByRole('link', { name: 'Chef' })).closest('li')!;
    expect(within(chef).getByText('Reef Resort')).toBeTruthy();
    expect(within(chef).getByText('10,000 - 15,000')).toBeTruthy();
    expect(within(chef).getByText('Full Time')).toBeTruthy();
    expect(within(chef).getByText("Male'")).toBeTruthy();
    expect(within(chef).queryByText('Expired')).toBeNull();
    const diver = screen.getByRole('link', { name: 'Diver' }).closest('li')!;
    expect(within(diver).getByText('Expired')).toBeTruthy();
  });

  it('unsaves a job from its save mark and reloads the list', async () => {
    const answers: Record<string, [number, unknown]> = {
      'GET /api/job-seeker/savedJobs': ok(200, { data: [job(5, 'Chef'), job(6, 'Diver')], total: 2 }),
      'DELETE /api/job/save/5': ok(200, {}, 'Job removed from saved jobs.'),
    };
    const calls = stubApi(answers);
    renderRoutes(routes, '/my-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chef from saved jobs' }));
    answers['GET /api/job-seeker/savedJobs'] = ok(200, { data: [job(6, 'Diver')], total: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Chef' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/job/save/5');
    expect(calls.filter((c) => c.url.startsWith('/api/job-seeker/savedJobs'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Diver' })).toBeTruthy();
  });

  it("shows 'Nothing to show' when nothing is saved", async () => {
    stubApi({ 'GET /api/job-seeker/savedJobs': ok(200, { data: [], total: 0 }) });
    renderRoutes(routes, '/my-jobs');
    expect(await screen.findByText('Nothing to show')).toBeTruthy();
  });
});
