import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stage } from '@portal/shared/rules/pipeline';
import type { EmployerApplication } from '@portal/shared/schemas/applications';
import { clearSession, saveSession } from '../../../lib/session';
import { employerJob, employerJobRow } from '../../../testing/job-fixtures';
import { chooseOption, renderRoutes, stubApi, type Call } from '../../../testing/render';
import JobApplicationsPage from './job-applications-page';

// The pipeline on /job-applications/{jobId} (issue 27, points 1 and 2): the list's stage filter in the URL
// with each stage's count, the bulk bar's one confirmation and its one call, and the board's keyboard move
// (the "Move to…" menu) announced in its live region.

const routes = [{ path: '/job-applications/:jobId', element: <JobApplicationsPage /> }];

const employer = {
  id: 9,
  role: 2,
  email: 'hr@sunsetreef.mv',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  company_id: 3,
  company_name: 'Sunset Reef',
};
const captain = employerJob({ id: 41, title: 'Boat Captain' });

function applicant(id: number, name: string, stage: Stage): EmployerApplication {
  return {
    id,
    candidate_id: id + 100,
    job_id: 41,
    title: 'Boat Captain',
    name,
    email: `${id}@example.mv`,
    gender: 'Female',
    nationality: 'Maldivian',
    qualification: null,
    experience: null,
    picture: null,
    status: null,
    is_favorite: 0,
    viewed_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    stage,
  };
}

const people = [
  applicant(7, 'Aishath Rasheed', 'new'),
  applicant(8, 'Ibrahim Naseem', 'new'),
  applicant(9, 'Mariyam Shaufa', 'interview'),
];

const ok = (body: object) => [200, { status: 200, message: 'ok', ...body }] as [number, unknown];
const page = (rows: EmployerApplication[]) => ok({ data: rows, total: rows.length, last: 1 });

/**
 * The API, with the job's list answered by its `stage` as the server filters it (stubApi answers by path
 * alone, so the list's answer is chosen here from the query).
 */
function stub() {
  const calls = stubApi({
    'GET /api/profile': ok({ data: employer }),
    'GET /api/employ/jobs': ok({ data: [employerJobRow(captain)], total: 1, last: 1 }),
    'GET /api/employ/jobs/41': ok({ data: captain }),
    'GET /api/employ/job-applications/41': page(people),
    'PUT /api/employ/application/7/stage': ok({
      data: { id: 7, stage: 'interview', is_favorite: 1, stage_changed_at: '2026-11-27T00:00:00.000Z' },
    }),
    'POST /api/employ/applications/stage': ok({ data: [], changed: 2 }),
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const stage = url.searchParams.get('stage');
    const answer = await stubbed(input, init);
    if (!url.pathname.startsWith('/api/employ/job-applications/41') || !stage) return answer;
    return new Response(JSON.stringify(page(people.filter((p) => p.stage === stage))[1]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const listCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/employ/job-applications'))
    .map((c) => new URL(c.url, 'http://x'));

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the list: stage filter and bulk actions', () => {
  it('reads ?stage= from the URL, asks the server for it and names each stage with its count', async () => {
    const calls = stub();
    const { router } = renderRoutes(routes, '/job-applications/41?stage=interview');
    const input = await screen.findByLabelText('Stage', { selector: 'input' }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveProperty('value', 'Interview (1)'));
    // The list itself is asked with the stage and the other filters (sort 3: All).
    expect(
      listCalls(calls).some((u) => u.searchParams.get('stage') === 'interview' && u.searchParams.get('sort')),
    ).toBe(true);
    await chooseOption('Stage', 'New (2)');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('stage')).toBe('new'));
  });

  it('moves the selected applicants after one confirmation, in one call', async () => {
    const calls = stub();
    renderRoutes(routes, '/job-applications/41');
    await screen.findByText('Aishath Rasheed', {}, { timeout: 5000 });
    // Nothing selected: no bulk bar.
    expect(screen.queryByRole('region', { name: 'Selected applicants' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Aishath Rasheed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ibrahim Naseem' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to…' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants to Interview?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { ids: [7, 8], stage: 'interview' },
      ]),
    );
    expect(await screen.findByText('2 applicants moved to Interview')).toBeTruthy();
  });

  it('"Select all on page" selects every row; "Mark not selected" asks once', async () => {
    const calls = stub();
    renderRoutes(routes, '/job-applications/41');
    await screen.findByText('Aishath Rasheed', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on page' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark not selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 3 applicants not selected?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark not selected' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { ids: [7, 8, 9], stage: 'not_selected' },
      ]),
    );
  });
});

describe('the board', () => {
  it('shows a column per stage with its count and moves a card by its menu, announced', async () => {
    const calls = stub();
    renderRoutes(routes, '/job-applications/41?view=board');
    const column = (name: string) =>
      screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
    await screen.findByRole('heading', { level: 2, name: 'Interview' }, { timeout: 5000 });
    await waitFor(() => expect(within(column('New')).getByLabelText('2 applicants')).toBeTruthy());
    expect(within(column('Interview')).getByText('Mariyam Shaufa')).toBeTruthy();
    expect(within(column('Offer')).getByText('No applicants')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Board' })).toHaveProperty('checked', true);

    const menu = within(column('New')).getByRole('button', { name: 'Move Aishath Rasheed to…' });
    act(() => menu.focus());
    fireEvent.click(menu);
    const items = await screen.findAllByRole('menuitem');
    // Every other stage, not the one it is at.
    expect(items.map((i) => i.textContent)).toEqual([
      'Reviewed',
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Not selected',
    ]);
    fireEvent.click(items.find((i) => i.textContent === 'Interview')!);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
        ['/api/employ/application/7/stage', { stage: 'interview' }],
      ]),
    );
    expect(
      await screen.findByText('Aishath Rasheed moved from New to Interview.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aishath Rasheed moved from New to Interview.');
  });
});
