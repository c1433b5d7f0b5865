import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { employerJobRow } from '../../../testing/job-fixtures';
import { renderRoutes, stubApi } from '../../../testing/render';
import { JobRow } from './employer-job-row';

// Issue 32: a published job's "Stats" opens its days since publication as a chart whose numbers are
// text too, with the conversion from views to applications; read only when opened.

vi.mock('../../../components/charts/chart-body', () => ({ default: () => <svg /> }));

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const days = [
  { date: '2026-11-25', views: 40, applications: 2, shortlisted: 0 },
  { date: '2026-11-26', views: 0, applications: 0, shortlisted: 0 },
  { date: '2026-11-27', views: 60, applications: 3, shortlisted: 1 },
];

function renderRow(state: 'published' | 'pending') {
  const calls = stubApi({
    'GET /api/employ/jobs/41/stats': [200, { status: 200, message: 'Job stats', data: { days } }],
  });
  const job = employerJobRow({ id: 41, title: 'Chef de Partie', state });
  renderRoutes(
    [{ path: '/jobs', element: <JobRow job={job} onClose={() => {}} onCloseOut={() => {}} /> }],
    '/jobs',
  );
  return calls;
}

describe('a job row’s stats', () => {
  it('reads the days only when opened, and gives the numbers, the summary and the conversion', async () => {
    const calls = renderRow('published');
    const toggle = screen.getByRole('button', { name: 'Stats: Chef de Partie' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls).toHaveLength(0);
    fireEvent.click(toggle);
    const figure = await screen.findByRole('figure', {
      name: 'Chef de Partie: views and applications per day',
    });
    expect(
      within(figure).getByText(/Since 25 Nov 2026: 100 views, 5 applications \(5\.0% of views\)/),
    ).toBeTruthy();
    const rows = within(figure)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Views', 'Applications', 'Shortlisted'],
      ['25 Nov 2026', '40', '2', '0'],
      ['26 Nov 2026', '0', '0', '0'],
      ['27 Nov 2026', '60', '3', '1'],
    ]);
    expect(screen.getByText('Conversion: 5.0% of views became applications')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/employ/jobs/41/stats']);
    expect(
      screen.getByRole('button', { name: 'Hide stats: Chef de Partie' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('offers no stats for a job never published', () => {
    renderRow('pending');
    expect(screen.queryByRole('button', { name: /Stats/ })).toBeNull();
  });
});
