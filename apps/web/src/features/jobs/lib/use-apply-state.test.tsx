import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import {
  experience,
  fullProfile,
  language,
  ok,
  qualification,
  seekerProfile,
  skill,
} from '../../../testing/seeker-fixtures';
import { useApplyState } from './use-apply-state';

// The seeker's side of the apply rule (SPEC §4) comes from GET user/profile.
const job = (maldiviansOnly = 0) =>
  ({
    prevent_online_application: 0,
    prevent_international_applicants: maldiviansOnly,
    is_open: true,
  }) as PublicJobView;

function Probe({ maldiviansOnly = 0 }: { maldiviansOnly?: number }) {
  const apply = useApplyState(job(maldiviansOnly));
  return <p>{apply.loading ? 'loading' : apply.state}</p>;
}
const routes = (maldiviansOnly = 0) => [{ path: '/', element: <Probe maldiviansOnly={maldiviansOnly} /> }];
const complete = {
  resume: { id: 3, job_seeker_profile_id: 11, introduction: 'Hi', resume: null, resume_name: null },
  experience: [experience],
  qualification: [qualification],
  skill: [skill],
  language: [language],
};

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('useApplyState for a signed-in jobseeker', () => {
  it('no profile', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile({ profile: null }) }) });
    renderRoutes(routes(), '/');
    expect(await screen.findByText('no-profile')).toBeTruthy();
  });

  it('an incomplete profile', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile({ skill: [] }) }) });
    renderRoutes(routes(), '/');
    expect(await screen.findByText('incomplete')).toBeTruthy();
  });

  it('a complete profile may apply', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile(complete) }) });
    renderRoutes(routes(), '/');
    expect(await screen.findByText('apply')).toBeTruthy();
  });

  it('a foreign seeker is blocked from a Maldivians-only job', async () => {
    const profile = { ...seekerProfile, nationality: 'India' };
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile({ ...complete, profile }) }) });
    renderRoutes(routes(1), '/');
    expect(await screen.findByText('country-blocked')).toBeTruthy();
  });
});
