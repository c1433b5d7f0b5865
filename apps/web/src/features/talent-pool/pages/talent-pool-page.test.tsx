import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import { lookupRows, ok } from '../../../testing/seeker-fixtures';
import TalentPoolPage from './talent-pool-page';

// The talent pool's place filters (issue 28): several places and "willing to relocate", in the URL (each
// place its own `location`) and in the call to the server.

const POOL = 'GET /api/employ/talent-pool';
const card = {
  id: 5,
  name: 'Aishath Places',
  picture: null,
  qualification: 'Diploma',
  experience: '3 years',
  current_job: null,
};
const routes = [{ path: '/talent-pool', element: <TalentPoolPage /> }];

beforeEach(() => saveSession('token-2', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const poolCalls = (calls: { url: string }[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/employ/talent-pool'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

describe('the talent pool’s place filters', () => {
  it('sends each chosen place as its own location, and relocate=1, and keeps them in the URL', async () => {
    const calls = stubApi({
      'GET /api/fields': ok(200, { data: lookupRows }),
      [POOL]: ok(200, { data: [card], total: 1 }),
    });
    const { router } = renderRoutes(routes, '/talent-pool');
    await screen.findByText('Aishath Places');
    await chooseOption('Location', 'Baa');
    await chooseOption('Location', 'Lhaviyani');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Willing to relocate' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Baa&location=Lhaviyani&relocate=1'),
    );
    await waitFor(() => {
      const last = poolCalls(calls).at(-1)!;
      expect(last.getAll('location')).toEqual(['Baa', 'Lhaviyani']);
      expect(last.get('relocate')).toBe('1');
    });
  });

  it('reads the places and relocate back from the URL; Clear filters drops them', async () => {
    const calls = stubApi({
      'GET /api/fields': ok(200, { data: lookupRows }),
      [POOL]: ok(200, { data: [card], total: 1 }),
    });
    const { router } = renderRoutes(
      routes,
      '/talent-pool?location=Baa&location=Thulhaadhoo%2C+Baa&relocate=1',
    );
    await screen.findByText('Aishath Places');
    const first = poolCalls(calls)[0]!;
    expect(first.getAll('location')).toEqual(['Baa', 'Thulhaadhoo, Baa']);
    expect(first.get('relocate')).toBe('1');
    const relocate = () => screen.getByRole('checkbox', { name: 'Willing to relocate' }) as HTMLInputElement;
    expect(relocate().checked).toBe(true);
    // The chosen places are shown as the multi-select's pills.
    expect(screen.getByText('Thulhaadhoo, Baa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(relocate().checked).toBe(false);
  });
});
