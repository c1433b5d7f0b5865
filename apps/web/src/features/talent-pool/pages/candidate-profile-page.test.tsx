import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { ok, preference, seekerProfile } from '../../../testing/seeker-fixtures';
import CandidateProfilePage from './candidate-profile-page';

// The candidate profile an employer opens (issue 28): the home island, "willing to relocate" and every
// preferred place.

beforeEach(() => saveSession('token-2', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const candidate = {
  profile: seekerProfile,
  resume: null,
  experience: [],
  qualification: [],
  skill: [],
  language: [],
  preference: {
    preferred_location: preference.preferred_location,
    preferred_locations: preference.preferred_locations,
    work_sector: preference.work_sector,
    work_category: preference.work_category,
    salary_range: preference.salary_range,
    job_type: preference.job_type,
  },
  documents: { cert: null, other: null },
};

describe('the candidate profile', () => {
  it('shows the home island, relocating and the preferred places', async () => {
    stubApi({ 'GET /api/employ/user-profile/9': ok(200, { data: candidate }) });
    renderRoutes([{ path: '/view-profile/:id', element: <CandidateProfilePage /> }], '/view-profile/9');
    await screen.findByRole('heading', { name: seekerProfile.name });
    expect(screen.getByText('Thulhaadhoo, Baa')).toBeTruthy();
    expect(screen.getByText('Willing to relocate').nextSibling?.textContent).toBe('Yes');
    expect(screen.getByText('Malé, Malé City; Baa')).toBeTruthy();
    expect(screen.getByText('Locations:')).toBeTruthy();
  });
});
