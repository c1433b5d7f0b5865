import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlaces } from '@portal/shared/schemas/admin';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { PlacesPanel } from './places-panel';

// Issue 28 (decision 0050): the operators' Places tab — an atoll's islands renamed in place or added to,
// the atoll renamed, and the values kept without an atoll mapped to a place.

const places: AdminPlaces = {
  atolls: [
    {
      code: 'R',
      name: 'Raa',
      official_name: 'North Maalhosmadulu',
      islands: [{ id: 70, atoll: 'R', name: 'Ungoofaaru' }],
    },
    {
      code: 'B',
      name: 'Baa',
      official_name: 'South Maalhosmadulu',
      islands: [
        { id: 80, atoll: 'B', name: 'Eydhafushi' },
        { id: 81, atoll: 'B', name: 'Thulhaadhoo' },
      ],
    },
  ],
  unplaced: [{ value: 'Dhiffushi', jobs: 2, companies: 1, profiles: 3 }],
};
const ok = (message: string, data: unknown) => [200, { status: 200, message, data }] as [number, unknown];

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const render = () => renderRoutes([{ path: '/admin', element: <PlacesPanel /> }], '/admin');

describe('the Places tab', () => {
  it('lists the atoll’s islands and renames one in place', async () => {
    const calls = stubApi({
      'GET /api/admin/places': ok('Places', places),
      'PUT /api/admin/places/islands/81': ok('Island renamed.', { id: 81, atoll: 'B', name: 'Thulhadhoo' }),
    });
    render();
    const table = await screen.findByRole('region', { name: 'Islands of Baa' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['#IslandActions', '1EydhafushiRename', '2ThulhaadhooRename']);
    fireEvent.click(screen.getByRole('button', { name: 'Rename island Thulhaadhoo' }));
    const input = screen.getByRole('textbox', { name: 'New name for island Thulhaadhoo' });
    fireEvent.change(input, { target: { value: 'Thulhadhoo' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: expect.stringContaining('/api/admin/places/islands/81'),
        body: { name: 'Thulhadhoo' },
      }),
    );
    expect(await screen.findByText('Island renamed.')).toBeTruthy();
  });

  it('keeps a refused rename open with the server’s message', async () => {
    stubApi({
      'GET /api/admin/places': ok('Places', places),
      'PUT /api/admin/places/atolls/B': [
        409,
        { status: 409, message: 'Another atoll already has that name.', code: 'conflict' },
      ],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename atoll Baa' }));
    const input = screen.getByRole('textbox', { name: 'New name for atoll Baa' });
    fireEvent.change(input, { target: { value: 'Raa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Another atoll already has that name.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'New name for atoll Baa' })).toBeTruthy();
  });

  it('adds an island to the chosen atoll', async () => {
    const calls = stubApi({
      'GET /api/admin/places': ok('Places', places),
      'POST /api/admin/places/islands': [
        201,
        { status: 201, message: 'Island added.', data: { id: 90, atoll: 'B', name: 'Newfushi' } },
      ],
    });
    render();
    const input = await screen.findByRole('textbox', { name: 'Add an island or a ward to Baa' });
    fireEvent.change(input, { target: { value: ' Newfushi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add island' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ atoll: 'B', name: 'Newfushi' }),
    );
  });

  it('lists the values kept without an atoll with their holders, and maps one to a chosen place', async () => {
    const calls = stubApi({
      'GET /api/admin/places': ok('Places', places),
      'POST /api/admin/places/map': ok('Moved to Dhiffushi, Baa.', {
        value: 'Dhiffushi',
        place: 'Eydhafushi, Baa',
        jobs: 2,
        companies: 1,
        profiles: 3,
      }),
    });
    render();
    const table = await screen.findByRole('region', { name: 'Places without an atoll' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Dhiffushi213Map to…');
    fireEvent.click(screen.getByRole('button', { name: 'Map Dhiffushi to a place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map “Dhiffushi” to a place' });
    expect(dialog.textContent).toContain('2 jobs, 1 companies and 3 seeker places move');
    const picker = within(dialog).getByRole('combobox', { name: 'Place' });
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'eydha' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Eydhafushi, Baa', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to this place' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        value: 'Dhiffushi',
        place: 'Eydhafushi, Baa',
      }),
    );
  });
});
