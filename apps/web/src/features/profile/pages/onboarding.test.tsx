import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { RequireRole, SeekerOnboardingGuard } from '../../../app/guards';
import { clearSession, saveSession } from '../../../lib/session';
import { chooseOption as choose, renderRoutes, stubApi } from '../../../testing/render';
import { lookupRows, ok, seekerProfile } from '../../../testing/seeker-fixtures';
import PrefPage from './pref-page';
import StepPage, { PROCEED, SKIP } from './step-page';

// The onboarding of SPEC §4 inside the app's real guards: /pref, then /step, then the full profile.
const routes = [
  {
    path: '/',
    children: [
      { index: true, element: <p>Home page</p> },
      {
        element: <RequireRole role={1} />,
        children: [
          { path: 'pref', element: <PrefPage /> },
          {
            element: <SeekerOnboardingGuard stage="step" />,
            children: [{ path: 'step', element: <StepPage /> }],
          },
          {
            element: <SeekerOnboardingGuard stage="full" />,
            children: [{ path: 'profile', element: <p>Profile page</p> }],
          },
        ],
      },
    ],
  },
];

const PREFERENCE = 'GET /api/user/job-seeker-preference-usr';
const PROFILE = 'GET /api/user/job-seeker-profile-usr';
const preference = {
  id: 4,
  user_id: 9,
  preferred_location: 'Baa',
  preferred_locations: ['Baa', 'Lhaviyani'],
  work_sector: 'Private (Tourism)',
  work_category: 'Hospitality',
  salary_range: '10,000 - 15,000',
  job_type: 'Full Time',
  alert_frequency: 'off',
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onboarding redirects', () => {
  it('/profile without a preference goes to /pref', async () => {
    stubApi({ [PROFILE]: ok(200, { data: seekerProfile }) });
    const { router } = renderRoutes(routes, '/profile');
    await screen.findByRole('heading', { name: 'Choose your Preferences' });
    expect(router.state.location.pathname).toBe('/pref');
  });

  it('/profile without a profile goes to /step', async () => {
    stubApi({ [PREFERENCE]: ok(200, { data: preference }) });
    const { router } = renderRoutes(routes, '/profile');
    await screen.findByRole('heading', { name: 'Basic information' });
    expect(router.state.location.pathname).toBe('/step');
  });

  it('/profile with both stays', async () => {
    stubApi({ [PREFERENCE]: ok(200, { data: preference }), [PROFILE]: ok(200, { data: seekerProfile }) });
    const { router } = renderRoutes(routes, '/profile');
    await screen.findByText('Profile page');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('/step without a preference (404) goes to /pref', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/step');
    await screen.findByRole('heading', { name: 'Choose your Preferences' });
    expect(router.state.location.pathname).toBe('/pref');
  });

  it('/step with an existing profile goes to /profile', async () => {
    stubApi({ [PREFERENCE]: ok(200, { data: preference }), [PROFILE]: ok(200, { data: seekerProfile }) });
    const { router } = renderRoutes(routes, '/step');
    await screen.findByText('Profile page');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('/pref', () => {
  it('creates the preference, then goes to /step after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Record<string, [number, unknown]> = {
      'GET /api/fields': ok(200, { data: lookupRows }),
      'POST /api/job-seeker/preference': ok(201, { data: preference }, 'Preference saved successfully.'),
    };
    const calls = stubApi(answers);
    const { router } = renderRoutes(routes, '/pref');
    // Several places (issue 28): the multi-select keeps each one chosen.
    await choose('Preferred locations', 'Baa');
    await choose('Preferred locations', 'Lhaviyani');
    await choose('Work sector', 'Private (Tourism)');
    await choose('Work category', 'Hospitality');
    await choose('Salary range', '10,000 - 15,000');
    await choose('Job type', 'Full Time');
    await choose('Job alerts by email', 'Daily digest');
    answers[PREFERENCE] = ok(200, { data: preference });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('status');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/preference');
    expect(post.body).toMatchObject({
      preferred_location: ['Baa', 'Lhaviyani'],
      work_category: 'Hospitality',
      alert_frequency: 'daily',
    });
    expect(router.state.location.pathname).toBe('/pref');
    act(() => void vi.advanceTimersByTime(REDIRECT_DELAYS_MS.preference));
    await screen.findByRole('heading', { name: 'Basic information' });
    expect(router.state.location.pathname).toBe('/step');
  });
});

describe('/step', () => {
  // Eleven fields filled one by one (the home island's list opened twice): slow on a loaded machine.
  const FILL_TIMEOUT = 40_000;
  async function fillAndPress(button: string) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Record<string, [number, unknown]> = {
      [PREFERENCE]: ok(200, { data: preference }),
      'GET /api/fields': ok(200, { data: lookupRows }),
      'POST /api/job-seeker/profile': ok(201, { data: seekerProfile }, 'Profile saved successfully.'),
    };
    const calls = stubApi(answers);
    const view = renderRoutes(routes, '/step');
    await screen.findByRole('heading', { name: 'Basic information' });
    expect((screen.getByLabelText('Mobile number', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '+960 ',
    );
    type('Full name', 'Aminath Shifa');
    type('Mobile number', '+960 7771234');
    type('Date of birth', '1995-04-02');
    await choose('Gender', 'Female');
    await choose('Nationality', 'Maldives');
    await choose('Employment status', 'Employed');
    await choose('Highest qualification', 'Degree');
    await choose('Total work experience', '3 years');
    await choose('Present location', 'Malé, Malé City');
    // Issue 28: the home island lists islands only (no atoll, no "anywhere"); relocating is a checkbox.
    const island = screen.getByLabelText('Home island', { selector: 'input' });
    fireEvent.click(island);
    const list = await waitFor(() => document.getElementById(island.getAttribute('aria-controls') ?? '')!);
    const islands = await within(list).findAllByRole('option', { hidden: true });
    expect(islands.map((o) => o.textContent)).toEqual(['Thulhaadhoo, Baa', 'Malé, Malé City']);
    await choose('Home island', 'Thulhaadhoo, Baa');
    fireEvent.click(screen.getByRole('checkbox', { name: /Willing to relocate/ }));
    // From now on the server has the profile: the guard must not send the seeker on by itself.
    answers[PROFILE] = ok(200, { data: seekerProfile });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByText('Profile saved successfully.', { selector: '[role=status] *' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/profile');
    expect(post.body).toMatchObject({
      name: 'Aminath Shifa',
      gender: 'Female',
      address: 'Malé, Malé City',
      home_island: 'Thulhaadhoo, Baa',
      willing_to_relocate: true,
    });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('profile-usr')).length).toBe(2));
    expect(view.router.state.location.pathname).toBe('/step');
    act(() => void vi.advanceTimersByTime(REDIRECT_DELAYS_MS.basicInfo));
    return view;
  }

  it(
    `'${PROCEED}' saves, then goes to /profile after 3 seconds`,
    async () => {
      const { router } = await fillAndPress(PROCEED);
      await screen.findByText('Profile page');
      expect(router.state.location.pathname).toBe('/profile');
    },
    FILL_TIMEOUT,
  );

  it(
    `'${SKIP}' saves, then goes to / after 3 seconds`,
    async () => {
      const { router } = await fillAndPress(SKIP);
      await screen.findByText('Home page');
      expect(router.state.location.pathname).toBe('/');
    },
    FILL_TIMEOUT,
  );

  it('does not send an incomplete form', async () => {
    const calls = stubApi({ [PREFERENCE]: ok(200, { data: preference }) });
    renderRoutes(routes, '/step');
    await screen.findByRole('heading', { name: 'Basic information' });
    fireEvent.click(screen.getByRole('button', { name: PROCEED }));
    await screen.findByText('The name field is required.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
