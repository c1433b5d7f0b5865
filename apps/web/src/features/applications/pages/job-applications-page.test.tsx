import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { employerJob, employerJobRow } from '../../../testing/job-fixtures';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import JobApplicationsPage from './job-applications-page';

// Applications per job (issue 25, point 3): the list's job filter lives in the URL (?job=<id>) and is
// sent to the server with the other filters; the per-job page says which job it shows.

const routes = [
  { path: '/job-applications', element: <JobApplicationsPage /> },
  { path: '/job-applications/:jobId', element: <JobApplicationsPage /> },
];

const employer = {
  id: 9,
  role: 2,
  email: 'hr@sunsetreef.mv',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  company_id: 3,
  company_name: 'Sunset Reef',
};

const job = employerJob;

const captain = job({ id: 41, title: 'Boat Captain' });
const chef = job({
  id: 42,
  title: 'Chef de Partie',
  state: 'expired',
  expired_at: '2026-11-01T18:59:59.000Z',
});

const applicant = {
  id: 7,
  candidate_id: 3,
  job_id: 41,
  title: 'Boat Captain',
  name: 'Aishath Rasheed',
  email: 'a@example.mv',
  gender: 'Female',
  nationality: 'Maldivian',
  qualification: null,
  experience: null,
  picture: null,
  status: null,
  is_favorite: 0,
  viewed_at: null,
  created_at: '2026-11-21T10:00:00.000Z',
};

const ok = (body: object) => [200, { status: 200, message: 'ok', ...body }] as [number, unknown];

function stub(extra: Record<string, [number, unknown]> = {}) {
  return stubApi({
    'GET /api/profile': ok({ data: employer }),
    'GET /api/employ/jobs': ok({ data: [captain, chef].map((j) => employerJobRow(j)), total: 2, last: 1 }),
    'GET /api/employ/jobs/41': ok({ data: captain }),
    'GET /api/employ/jobs/42': ok({ data: chef }),
    'GET /api/employ/job-applications': ok({ data: [applicant], total: 1, last: 1 }),
    'GET /api/employ/job-applications/41': ok({ data: [applicant], total: 1, last: 1 }),
    ...extra,
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/employ/job-applications'))
    .map((c) => new URL(c.url, 'http://x'));

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/job-applications: the job filter', () => {
  it('puts the chosen job in the URL, drops the page, keeps the other filters and asks the server for it', async () => {
    const calls = stub();
    const { router } = renderRoutes(routes, '/job-applications?sort=1&gender=Female&page=2');
    await screen.findByText('Aishath Rasheed', {}, { timeout: 5000 });
    await chooseOption('Job', 'Boat Captain (closes 15 Dec 2026)');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('job')).toBe('41'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('sort')).toBe('1');
    expect(query.get('gender')).toBe('Female');
    expect(query.get('page')).toBeNull();
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.pathname).toBe('/api/employ/job-applications');
      expect(last.searchParams.get('job')).toBe('41');
      expect(last.searchParams.get('sort')).toBe('1');
      expect(last.searchParams.get('gender')).toBe('Female');
    });
  });

  it('reads the job from the URL: the select shows it and the list is asked for it', async () => {
    const calls = stub();
    renderRoutes(routes, '/job-applications?job=42');
    await waitFor(
      () =>
        expect(screen.getByLabelText('Job', { selector: 'input' })).toHaveProperty(
          'value',
          'Chef de Partie (closes 01 Nov 2026)',
        ),
      { timeout: 5000 },
    );
    expect(listCalls(calls)[0]!.searchParams.get('job')).toBe('42');
  });

  // No clear button on an empty select (decision 0030): '?job=' reads as '', which Mantine's own Select
  // counts as a value and showed its × over the placeholder 'All jobs'.
  it("with an empty '?job=' shows its placeholder and no clear button; a chosen job has one", async () => {
    const calls = stub();
    renderRoutes(routes, '/job-applications?job=');
    await screen.findByText('Aishath Rasheed', {}, { timeout: 5000 });
    const input = screen.getByLabelText('Job', { selector: 'input' });
    const clearButton = () =>
      input.closest<HTMLElement>('.mantine-InputWrapper-root')!.querySelector('button');
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('placeholder')).toBe('All jobs');
    expect(clearButton()).toBeNull();
    // Nothing chosen, nothing to read: no call for the job ''.
    expect(calls.some((c) => c.url.startsWith('/api/employ/jobs/'))).toBe(false);
    await chooseOption('Job', 'Boat Captain (closes 15 Dec 2026)');
    await waitFor(() => expect(clearButton()).not.toBeNull());
  });
});

describe('/job-applications/{jobId}: headed by its job', () => {
  it('names the job, its state and closing date, links to it and back to all applications', async () => {
    stub();
    renderRoutes(routes, '/job-applications/41');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Boat Captain' }, { timeout: 5000 });
    const head = heading.closest('div.mantine-Paper-root') as HTMLElement;
    expect(within(head).getByText('Published')).toBeTruthy();
    expect(within(head).getByText(/closes 15 Dec 2026/)).toBeTruthy();
    expect(within(head).getByRole('link', { name: 'View job' }).getAttribute('href')).toBe('/job/41');
    expect(screen.getByRole('link', { name: 'All applications' }).getAttribute('href')).toBe(
      '/job-applications',
    );
    // The path decides the job: no job filter to contradict it.
    expect(screen.queryByLabelText('Job', { selector: 'input' })).toBeNull();
    expect(await screen.findByText('Aishath Rasheed')).toBeTruthy();
  });

  it('links an expired job to its repost', async () => {
    stub({ 'GET /api/employ/job-applications/42': ok({ data: [], total: 0, last: 1 }) });
    renderRoutes(routes, '/job-applications/42');
    await screen.findByRole('heading', { level: 1, name: 'Chef de Partie' }, { timeout: 5000 });
    expect(screen.getByText('Expired!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Repost job' }).getAttribute('href')).toBe('/repost-job/42');
  });
});
