import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { stubApi, type Call } from '../testing/render';
import { ok, preference, seekerProfile } from '../testing/seeker-fixtures';
import { employerJobQueries } from '../lib/employer-jobs';
import { seekerAreaQueries } from '../lib/seeker-onboarding';
import { seekerQueries } from '../lib/seeker-profile';
import { clearSession, saveSession } from '../lib/session';
import { applicationQueries, employerApplicationsFilterFrom } from '../features/applications/api';
import { prefetchRouteData } from './router';

// Decision 0035: a signed-in route's queries start when it matches, under the keys its pages read.

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const paths = (calls: Call[]) => calls.map((c) => c.url).sort();

async function prefetch(url: string, role: number | null) {
  if (role) saveSession('token', role);
  const calls = stubApi({
    'GET /api/user/job-seeker-profile-usr': ok(200, { data: { ...seekerProfile, name: 'Mariyam' } }),
    'GET /api/user/job-seeker-preference-usr': ok(200, { data: preference }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [pathname = '', search = ''] = url.split(/(?=\?)/);
  prefetchRouteData(queryClient, { pathname, search });
  // The route data module is a chunk of its own: the calls start once it has arrived.
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { calls, queryClient };
}

describe('the queries of a signed-in route', () => {
  it("start the jobseeker area's guard and sidebar with the page's own, the profile record asked once", async () => {
    const { calls, queryClient } = await prefetch('/profile', ROLES.jobseeker);
    expect(paths(calls)).toEqual([
      '/api/user/job-seeker-preference-usr',
      '/api/user/job-seeker-profile-usr',
      '/api/user/profile',
    ]);
    // Under the keys the guard, the sidebar and the page read.
    expect(queryClient.getQueryData(seekerAreaQueries.onboarding().queryKey)).toEqual({
      preference: true,
      profile: true,
    });
    expect(queryClient.getQueryData(seekerAreaQueries.profileRecord().queryKey)).toEqual({
      ...seekerProfile,
      name: 'Mariyam',
    });
    expect(queryClient.getQueryState(seekerQueries.profile().queryKey)).toBeDefined();
  });

  it("read the list's filter from the URL as the employer's pages do", async () => {
    const { calls, queryClient } = await prefetch('/job-applications/7?sort=1&gender=Female', ROLES.employer);
    expect(paths(calls)).toEqual([
      '/api/employ/job-applications/7?sort=1&page=1&gender=Female',
      '/api/employ/jobs/7',
      '/api/employ/jobs?page=1&status=1',
      '/api/fields',
      '/api/profile',
    ]);
    const filter = employerApplicationsFilterFrom('7', new URLSearchParams('sort=1&gender=Female'));
    expect(queryClient.getQueryState(applicationQueries.employerList(filter).queryKey)).toBeDefined();
  });

  it('/jobs: the status, search and page of its URL', async () => {
    const { calls, queryClient } = await prefetch('/jobs?status=2&search=chef&page=2', ROLES.employer);
    expect(paths(calls)).toEqual(['/api/employ/jobs?page=2&status=2&search=chef', '/api/profile']);
    const key = employerJobQueries.list({ page: 2, status: 2, search: 'chef' }).queryKey;
    expect(queryClient.getQueryState(key)).toBeDefined();
  });

  it("start nothing for a visitor or for another role than the area's", async () => {
    const queryClient = new QueryClient();
    const calls = stubApi({});
    prefetchRouteData(queryClient, { pathname: '/profile', search: '' });
    saveSession('token', ROLES.employer);
    prefetchRouteData(queryClient, { pathname: '/my-applications', search: '' });
    saveSession('token', ROLES.jobseeker);
    prefetchRouteData(queryClient, { pathname: '/admin', search: '' });
    prefetchRouteData(queryClient, { pathname: '/', search: '' });
    await import('./route-data');
    await Promise.resolve();
    expect(calls).toEqual([]);
  });
});
