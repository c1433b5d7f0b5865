import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { buildEmployer, buildJob, buildJobseeker, DEFAULT_PASSWORD, tokenFor } from '../../test/factories';
import { bearer, buildTestApp, type TestContext } from '../../test/helpers';

// The one route option of public calls (PUBLIC_API): CORS for any origin and shared caching there,
// `Cache-Control: no-store` and no CORS for every other /api answer (issues 6 and 7).

let t: TestContext;
let jobId: number;
let pendingJobId: number;
const origin = { origin: 'https://careers.partner.example' };

beforeAll(async () => {
  t = await buildTestApp();
  const { company } = await buildEmployer(t.app);
  jobId = (await buildJob(t.app, company.id)).id;
  pendingJobId = (await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending })).id;
});
afterAll(() => t.close());

describe('public calls', () => {
  it.each(['/api/allJobs/filter', '/api/homedash', '/api/filter-employers', '/api/jobView/JOB'])(
    'GET %s is readable from any origin and cacheable by shared caches for 30 s',
    async (url) => {
      const res = await t.app.inject({
        method: 'GET',
        url: url.replace('JOB', String(jobId)),
        headers: origin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    },
  );

  it('GET fields keeps its own five-minute caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fields', headers: origin });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a preflight from any origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/jobView/${jobId}`,
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('never lets a shared cache keep an error or a private preview', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/jobView/999999', headers: origin });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(missing.headers['cache-control']).toBe('no-store');
    const seeker = await buildJobseeker(t.app);
    const visitorView = await t.app.inject({
      method: 'GET',
      url: `/api/jobView/${pendingJobId}`,
      headers: { ...origin, ...bearer(await tokenFor(t.app, seeker.id)) },
    });
    expect(visitorView.statusCode).toBe(404);
    expect(visitorView.headers['cache-control']).toBe('no-store');
  });
});

describe('every other /api call', () => {
  it('answers login with no-store and without CORS', async () => {
    const user = await buildJobseeker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: origin,
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('token');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers register, profile and a refused call with no-store and without CORS', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: origin,
      payload: { role: 1, email: `headers-${Date.now()}@example.mv`, password: DEFAULT_PASSWORD },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
    expect(register.headers['access-control-allow-origin']).toBeUndefined();

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { ...origin, ...bearer((register.json() as { token: string }).token) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers['access-control-allow-origin']).toBeUndefined();

    const refused = await t.app.inject({ method: 'GET', url: '/api/profile', headers: origin });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cross-origin preflight of an authenticated call', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves the pages and feeds outside /api alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
