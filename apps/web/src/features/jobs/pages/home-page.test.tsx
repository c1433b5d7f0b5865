import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AtollOpenJobs, PublicJobRow } from '@portal/shared/schemas/jobs';
import { renderRoutes, stubApi, type Call } from '../../../testing/render';
import HomePage from './home-page';

// The home filter's places (issue 28): several atolls and islands at once, in the URL as `location`
// repeated, each atoll with its open jobs, chips to remove one, the schematic map, Reset.

const places = [
  'Haa Dhaalu',
  "Hon'daidhoo, Haa Dhaalu",
  'Baa',
  'Eydhafushi, Baa',
  'Thulhaadhoo, Baa',
  'Lhaviyani',
  'Naifaru, Lhaviyani',
  'Anywhere in Maldives',
  'Overseas',
];
const counts: AtollOpenJobs[] = [
  { code: 'HDh', name: 'Haa Dhaalu', centre: { lat: 6.6, lng: 73.05 }, open_jobs: 1 },
  { code: 'B', name: 'Baa', centre: { lat: 5.1, lng: 73 }, open_jobs: 12 },
  { code: 'Lh', name: 'Lhaviyani', centre: { lat: 5.35, lng: 73.55 }, open_jobs: 0 },
];
const row: PublicJobRow = {
  id: 7,
  title: 'Guest Service Agent',
  name: 'Blue Lagoon Resort',
  company_id: 3,
  is_verified: 1,
  logo: null,
  salary_range: 'MVR 7000 - 9999',
  location: 'Thulhaadhoo, Baa',
  sector: 'Private (Tourism)',
  category: 'Front Office',
  type: 'Full-time',
  created_at: '2026-11-20T08:00:00.000Z',
  expired_at: '2026-12-20T08:00:00.000Z',
};

let calls: Call[];
beforeEach(() => {
  calls = stubApi({
    'GET /api/allJobs/filter': [
      200,
      {
        status: 200,
        message: 'Jobs',
        count: 40,
        jobs: { data: [row], total: 1, per_page: 20, current_page: 1, last_page: 1 },
      },
    ],
    'GET /api/allJobs/place-counts': [200, { status: 200, message: 'Open jobs per atoll', data: counts }],
    'GET /api/homedash': [200, { status: 200, message: 'Home stats', posted: 1, open: 40, seekers: 3 }],
    'GET /api/fields': [
      200,
      {
        status: 200,
        message: 'Fields',
        data: places.map((value, i) => ({ id: -1 - i, field: 'preferred_locations', value })),
      },
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (path: string) => renderRoutes([{ path: '/', element: <HomePage /> }], path);
/** The `location` values of the URL, or of the last call to `path`. */
const placesOf = (search: string) => new URLSearchParams(search).getAll('location');
const lastCall = (path: string) => {
  const call = calls.filter((c) => c.url.startsWith(`/api/${path}`)).at(-1);
  return new URL(call!.url, 'http://x').searchParams;
};
const openPanel = async () => {
  // The filter's code is a chunk of its own (lazy): the first test waits for it to be transformed.
  fireEvent.click(await screen.findByRole('button', { name: /^Location/ }, { timeout: 5000 }));
  return screen.findByRole('group', { name: 'Location' });
};

describe('the home filter’s places', () => {
  it('reads several places from the URL, asks the list for each and the counts for none', async () => {
    const { router } = show('/?location=Baa&location=Thulhaadhoo%2C%20Baa&sector=Private%20(Tourism)');
    const chips = await screen.findByRole('list', { name: 'Chosen places' }, { timeout: 5000 });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Baa', 'Thulhaadhoo, Baa']);
    expect(screen.getByRole('button', { name: /^Location/ }).textContent).toContain('2 places');
    await waitFor(() =>
      expect(placesOf(lastCall('allJobs/filter').toString())).toEqual(['Baa', 'Thulhaadhoo, Baa']),
    );
    // Facet counts: the other filters, not the places.
    await waitFor(() => expect(lastCall('allJobs/place-counts').get('sector')).toBe('Private (Tourism)'));
    expect(lastCall('allJobs/place-counts').getAll('location')).toEqual([]);
    expect(placesOf(router.state.location.search)).toEqual(['Baa', 'Thulhaadhoo, Baa']);
  });

  it('adds a place from the list with its count, removes one by its chip, and Reset clears them', async () => {
    const { router } = show('/?location=Baa');
    const panel = await openPanel();
    const baa = within(panel).getByRole('checkbox', { name: /^Baa/ });
    expect((baa as HTMLInputElement).checked).toBe(true);
    // Its count, read with its name.
    expect(await within(panel).findByRole('checkbox', { name: 'Baa 12 open jobs' })).toBe(baa);
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Lhaviyani/ }));
    await waitFor(() => expect(placesOf(router.state.location.search)).toEqual(['Baa', 'Lhaviyani']));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Naifaru' }));
    await waitFor(() =>
      expect(placesOf(router.state.location.search)).toEqual(['Baa', 'Lhaviyani', 'Naifaru, Lhaviyani']),
    );
    await waitFor(() =>
      expect(lastCall('allJobs/filter').getAll('location')).toEqual([
        'Baa',
        'Lhaviyani',
        'Naifaru, Lhaviyani',
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Baa' }));
    await waitFor(() =>
      expect(placesOf(router.state.location.search)).toEqual(['Lhaviyani', 'Naifaru, Lhaviyani']),
    );
    expect((within(panel).getByRole('checkbox', { name: /^Baa/ }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getAllByRole('button', { name: /Reset/ })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Chosen places' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Location/ }).textContent).toContain('Anywhere');
  });

  it('narrows the list by a name typed without apostrophe or case', async () => {
    show('/');
    const panel = await openPanel();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Find an atoll or island' }), {
      target: { value: 'HONDAIDHOO' },
    });
    const boxes = within(panel)
      .getAllByRole('checkbox')
      .map((b) => b.getAttribute('value'));
    expect(boxes).toEqual(['Haa Dhaalu', "Hon'daidhoo, Haa Dhaalu"]);
    fireEvent.change(within(panel).getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(within(panel).getByText(/No atoll or island is called/)).toBeTruthy();
  });

  it('keeps an old link’s single place, shown and checked, though the list no longer holds it', async () => {
    show("/?location=Male'");
    expect(await screen.findByRole('button', { name: "Remove Male'" })).toBeTruthy();
    const panel = await openPanel();
    expect((within(panel).getByRole('checkbox', { name: "Male'" }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(lastCall('allJobs/filter').getAll('location')).toEqual(["Male'"]));
  });

  it('toggles an atoll on the map by Enter, Space or a tap, each named with its open jobs', async () => {
    const { router } = show('/?location=Baa');
    const panel = await openPanel();
    const map = await within(panel).findByRole('group', { name: 'Map of the atolls' });
    const baa = within(map).getByRole('button', { name: 'Baa, 12 open jobs' });
    expect(baa.getAttribute('aria-pressed')).toBe('true');
    const lhaviyani = within(map).getByRole('button', { name: 'Lhaviyani, 0 open jobs' });
    expect(lhaviyani.getAttribute('aria-pressed')).toBe('false');
    act(() => lhaviyani.focus());
    fireEvent.keyDown(lhaviyani, { key: 'Enter' });
    await waitFor(() => expect(placesOf(router.state.location.search)).toEqual(['Baa', 'Lhaviyani']));
    await waitFor(() =>
      expect(
        within(map)
          .getByRole('button', { name: /^Lhaviyani/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.keyDown(within(map).getByRole('button', { name: /^Baa/ }), { key: ' ' });
    await waitFor(() => expect(placesOf(router.state.location.search)).toEqual(['Lhaviyani']));
    fireEvent.click(within(map).getByRole('button', { name: 'Haa Dhaalu, 1 open job' }));
    await waitFor(() => expect(placesOf(router.state.location.search)).toEqual(['Lhaviyani', 'Haa Dhaalu']));
  });

  it('closes the panel with Escape, back to its button', async () => {
    show('/');
    await openPanel();
    const toggle = screen.getByRole('button', { name: /^Location/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Find an atoll or island' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
