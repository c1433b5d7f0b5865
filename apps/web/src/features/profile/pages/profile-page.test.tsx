import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { fullProfile, ok, seekerProfile } from '../../../testing/seeker-fixtures';
import ProfilePage from './profile-page';
import SettingPage from './setting-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/setting', element: <SettingPage /> },
];

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('profile', () => {
  it('shows completeness, the counts, contact details and the sections; downloads Profile.pdf', async () => {
    const data = fullProfile({
      completeness: 40,
      applied_count: 3,
      shortlist_count: 1,
      profile_views: 3,
      skill: [{ id: 1, job_seeker_profile_id: 11, title: 'Cooking', level: 4 }],
      language: [{ id: 2, job_seeker_profile_id: 11, language: 'Dhivehi', level: 'Native/Bilingual' }],
    });
    const calls = stubApi({ 'GET /api/user/profile': ok(200, { data }) });
    URL.createObjectURL = vi.fn(() => 'blob:profile');
    URL.revokeObjectURL = vi.fn();
    renderRoutes(routes, '/profile');
    await screen.findByRole('heading', { name: seekerProfile.name });
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('Applied: 3')).toBeTruthy();
    expect(screen.getByText('Shortlisted: 1')).toBeTruthy();
    // The API's number, as views (one company on one day each), not as distinct employers.
    expect(screen.getByText('3 views by employers in the last 30 days')).toBeTruthy();
    expect(screen.getByText(seekerProfile.email)).toBeTruthy();
    // Issue 28: the home island and relocating among the contact details.
    expect(screen.getByText('Thulhaadhoo, Baa')).toBeTruthy();
    expect(screen.getByText('Willing to relocate').nextSibling?.textContent ?? '').toMatch(/Yes/);
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByRole('progressbar', { name: 'Cooking' }).getAttribute('aria-valuenow')).toBe(
      '80',
    );
    expect(within(screen.getByRole('region', { name: 'Languages' })).getByText(/Dhivehi/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Work experience' })).getByText('Nothing added yet.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download Profile' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/download-profile/9')).toBe(true));
  });
});

describe('privacy settings', () => {
  it("'Hide my Profile' calls profile-off and follows the new state", async () => {
    const answers: Record<string, [number, unknown]> = {
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      'GET /api/user/profile-off': ok(200, { data: { seeking_job: 0 } }, 'Your profile is hidden.'),
    };
    const calls = stubApi(answers);
    renderRoutes(routes, '/setting');
    const toggle = (await screen.findByRole('switch', { name: /^Hide my Profile/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    answers['GET /api/user/profile'] = ok(200, {
      data: fullProfile({ profile: { ...seekerProfile, seeking_job: 0 } }),
    });
    fireEvent.click(toggle);
    await screen.findByText('Your profile is hidden.');
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(calls.filter((c) => c.url === '/api/user/profile-off')).toHaveLength(1);
  });
});
