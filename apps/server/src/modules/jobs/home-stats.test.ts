import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { buildAdmin, buildEmployer, buildJob, buildJobseeker } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { seekerWithProfile } from '../../../test/seekers';

// GET /api/homedash: posted = jobs ever published, open = open jobs, seekers = users with role 1 whose
// account is not deleted.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stats = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/homedash',
    headers: { origin: 'https://careers.partner.example' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  return res.json();
};

describe('GET /api/homedash', () => {
  it('answers zeros on an empty database', async () => {
    expect(await stats()).toEqual({
      status: 200,
      message: expect.any(String),
      posted: 0,
      open: 0,
      seekers: 0,
    });
  });

  it('counts published jobs ever, open jobs and jobseekers', async () => {
    const { company } = await buildEmployer(t.app);
    await buildEmployer(t.app);
    await buildAdmin(t.app);
    await buildJobseeker(t.app);
    await buildJobseeker(t.app, { verified: false });
    await buildJobseeker(t.app);
    for (let i = 0; i < 3; i++) await buildJob(t.app, company.id);
    await buildJob(t.app, company.id, { expiredAt: new Date(Date.now() - 60_000).toISOString() });
    await buildJob(t.app, company.id, { active: false });
    await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending });
    await buildJob(t.app, company.id, { approved: JOB_APPROVAL.rejected });
    expect(await stats()).toMatchObject({ status: 200, posted: 5, open: 3, seekers: 3 });
  });

  it('drops a deleted jobseeker at once, though the numbers were cached (issue 25, point 7)', async () => {
    const s = await seekerWithProfile(t.app);
    const before = (await stats()).seekers; // now kept in the route's cache under the public stamp
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/delete-account',
      headers: s.headers,
      payload: { password: s.user.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await stats()).seekers).toBe(before - 1);
  });
});
