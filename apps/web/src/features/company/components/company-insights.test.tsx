import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { CompanyInsights } from './company-insights';

// Issue 32 on /my-company: the company's days over 30 or 90 days and who applies, counts only.

vi.mock('../../../components/charts/chart-body', () => ({ default: () => <svg /> }));

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const answer = (n: number) => ({
  status: 200,
  message: 'Company stats',
  data: {
    days: Array.from({ length: n }, (_, i) => ({
      date: `2026-${i < 30 ? '11' : '10'}-${String((i % 28) + 1).padStart(2, '0')}`,
      views: 10,
      applications: i === 0 ? 2 : 0,
      shortlisted: 0,
    })),
    applicants: {
      qualification: [{ value: 'A Level', count: 2 }],
      experience: [{ value: '1 - 2 years', count: 2 }],
      nationality: [
        { value: 'Maldives', count: 1 },
        { value: 'India', count: 1 },
      ],
    },
  },
});

describe('CompanyInsights', () => {
  it('shows the last 30 days, then 90, with who applied as numbers', async () => {
    const calls = stubApi({ 'GET /api/employ/stats': [200, answer(30)] });
    renderRoutes([{ path: '/', element: <CompanyInsights /> }], '/');
    expect(
      await screen.findByText('300 views · 2 applications · conversion 0.7% · 0 shortlisted'),
    ).toBeTruthy();
    const nationality = screen.getByRole('figure', { name: 'Applicants by nationality' });
    expect(within(nationality).getByText('Most applicants gave Maldives (1 of 2).')).toBeTruthy();
    expect(
      within(nationality).getByRole('region', { name: 'Applicants by nationality: the numbers' }),
    ).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/employ/stats?days=30');

    stubApi({ 'GET /api/employ/stats': [200, answer(90)] });
    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(screen.getByText('900 views · 2 applications · conversion 0.2% · 0 shortlisted')).toBeTruthy(),
    );
  });
});
