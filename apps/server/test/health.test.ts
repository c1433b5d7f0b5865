import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with db ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'OK', db: 'ok' });
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with the envelope', async () => {
    const other = await buildTestApp();
    try {
      await other.app.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, db: 'unavailable' });
    } finally {
      await other.close();
    }
  });
});

describe('any call during a database outage', () => {
  it('answers 503 with Retry-After and the envelope, never a 500', async () => {
    const other = await buildTestApp();
    try {
      await other.app.database.close();
      const calls = [
        { method: 'GET' as const, url: '/api/allJobs/filter' },
        { method: 'GET' as const, url: '/api/employers/1' },
        { method: 'POST' as const, url: '/api/login', payload: { email: 'a@b.mv', password: 'whatever-1' } },
      ];
      for (const call of calls) {
        const res = await other.app.inject(call);
        expect(res.statusCode, call.url).toBe(503);
        expect(res.headers['retry-after'], call.url).toBe('5');
        expect(res.json()).toEqual({
          status: 503,
          code: 'service_unavailable',
          message_key: 'service_unavailable',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        });
      }
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/fields', () => {
  it('lists every lookup field with the seeded values in dropdown order, readable from any origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fields',
      headers: { origin: 'https://partner.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json() as { status: number; data: { field: string; value: string }[] };
    expect(body.status).toBe(200);
    const fields = new Set(body.data.map((r) => r.field));
    for (const key of [
      'gender',
      'nationality',
      'qualifications',
      'experience',
      'experience_duration',
      'rate_employer_role',
      'work_sectors',
      'work_categories',
      'job_types',
      'salary_range',
      'preferred_locations',
    ])
      expect(fields).toContain(key);
    const sectors = body.data.filter((r) => r.field === 'work_sectors').map((r) => r.value);
    expect(sectors).toEqual(['Private (Others)', 'Private (Tourism)', 'Government / Civil Service']);
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'not_found',
      message_key: 'not_found',
      message: 'Not found',
    });
  });
  it('answers an unsupported content type with 415 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.mv',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe(415);
  });
  it('answers a body over the limit with 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.mv', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(413);
  });
  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBe(res.statusCode);
  });
});
