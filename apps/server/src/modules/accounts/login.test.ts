import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import {
  DEFAULT_PASSWORD,
  buildAdmin,
  buildEmployer,
  buildJobseeker,
  buildUser,
  login,
  tokenFor,
} from '../../../test/factories';
import { multipart, uniqueEmail, urlencoded } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const postLogin = (payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: payload as string,
    ...(headers ? { headers } : {}),
  });
const getProfile = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile', ...(token ? { headers: bearer(token) } : {}) });

describe('POST /api/login', () => {
  it('answers 200 with a token and the account', async () => {
    const user = await buildJobseeker(t.app);
    const res = await postLogin({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: MESSAGES.loggedIn,
      token: expect.any(String),
      data: { id: user.id, role: 1, email: user.email, email_verified_at: expect.any(String) },
    });
    expect(new Date(res.json().data.email_verified_at).toISOString()).toBe(res.json().data.email_verified_at);
    expect(res.body).not.toMatch(/password/i);
    expect((await getProfile(res.json().token)).statusCode).toBe(200);
  });

  it('gives the role so that the web sends employers to their area, and lets unverified users in', async () => {
    const { user } = await buildEmployer(t.app, { verified: false });
    const res = await postLogin({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 2, email_verified_at: null });
  });

  it('lets an admin log in', async () => {
    const admin = await buildAdmin(t.app);
    const res = await postLogin({ email: admin.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe(3);
  });

  it('matches the email whatever its case', async () => {
    const user = await buildJobseeker(t.app);
    const res = await postLogin({ email: ` ${user.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('accepts urlencoded and multipart bodies', async () => {
    const user = await buildJobseeker(t.app);
    const form = urlencoded({ email: user.email, password: DEFAULT_PASSWORD });
    expect((await postLogin(form.payload, form.headers)).statusCode).toBe(200);
    const parts = await multipart({ email: user.email, password: DEFAULT_PASSWORD });
    expect((await postLogin(parts.payload, parts.headers)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await buildJobseeker(t.app);
    const wrong = await postLogin({ email: user.email, password: 'not-the-password' });
    const unknown = await postLogin({ email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'invalid_credentials',
        message_key: 'invalid_credentials',
        message: MESSAGES.invalidCredentials,
      });
    }
  });

  it('answers missing fields and a bad email with 422 per field', async () => {
    const empty = await postLogin({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
    const bad = await postLogin({ email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['The email must be a valid email address.'] });
  });

  it('gives every login its own session', async () => {
    const user = await buildJobseeker(t.app);
    const a = await login(t.app, user.email);
    const b = await login(t.app, user.email);
    expect(a).not.toBe(b);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token used: afterwards it gives 401, other sessions stay', async () => {
    const user = await buildJobseeker(t.app);
    const token = await login(t.app, user.email);
    const other = await login(t.app, user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: MESSAGES.loggedOut });
    expect((await getProfile(token)).statusCode).toBe(401);
    expect((await getProfile(token)).json()).toEqual({
      status: 401,
      code: 'unauthenticated',
      message_key: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect((await getProfile(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it('answers a jobseeker with the user and no company', async () => {
    const user = await buildJobseeker(t.app);
    const res = await getProfile(await tokenFor(t.app, user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: expect.any(String),
      data: {
        id: user.id,
        role: 1,
        email: user.email,
        email_verified_at: expect.any(String),
        created_at: new Date(user.createdAt).toISOString(),
        company_id: null,
        company_name: null,
      },
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it("answers an employer with the own company's id and name", async () => {
    const { user, company } = await buildEmployer(t.app);
    const res = await getProfile(await login(t.app, user.email));
    expect(res.json().data).toMatchObject({ role: 2, company_id: company.id, company_name: company.name });
  });

  it('answers an employer without a company yet with nulls', async () => {
    const user = await buildUser(t.app, { role: 2, verified: false });
    const res = await getProfile(await login(t.app, user.email));
    expect(res.json().data).toMatchObject({
      role: 2,
      email_verified_at: null,
      company_id: null,
      company_name: null,
    });
  });

  it('answers 401 without a token, with a bad token and with a malformed header', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    expect((await getProfile('not-a-real-token')).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits (AUTH_RATE_LIMIT per minute per IP)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  const post = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the 4th login within a minute with 429, even with the right password', async () => {
    const user = await buildJobseeker(limited.app);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    const res = await post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message_key: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
    });
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const elsewhere = await post(
      '/api/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      '198.51.100.9',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('never limits successful logins: only failed attempts count', async () => {
    const user = await buildJobseeker(limited.app);
    for (let i = 0; i < 8; i++) {
      const ok = await post('/api/login', { email: user.email, password: DEFAULT_PASSWORD }, '203.0.113.20');
      expect(ok.statusCode, `login ${i + 1}`).toBe(200);
    }
    // Two failures still leave room for the right password.
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/login', { email: user.email, password: 'nope' }, '203.0.113.20')).statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/login', { email: user.email, password: DEFAULT_PASSWORD }, '203.0.113.20'))
        .statusCode,
    ).toBe(200);
  });

  it('limits register and forgot-password per address too (throttles.test.ts has the details)', async () => {
    // AUTH_RATE_LIMIT=3: 15 registrations and 15 forgot-password mails an hour per address.
    for (let i = 0; i < 15; i++) {
      const ok = await post(
        '/api/register',
        { role: 1, email: uniqueEmail(), password: 'a-strong-pass-1' },
        '203.0.113.8',
      );
      expect(ok.statusCode).toBe(201);
      expect((await post('/api/forgot-password', { email: uniqueEmail() }, '203.0.113.8')).statusCode).toBe(
        200,
      );
    }
    const register = await post(
      '/api/register',
      { role: 1, email: uniqueEmail(), password: 'a-strong-pass-1' },
      '203.0.113.8',
    );
    expect(register.statusCode).toBe(429);
    expect(register.headers['retry-after']).toBeDefined();
    const forgot = await post('/api/forgot-password', { email: uniqueEmail() }, '203.0.113.8');
    expect(forgot.statusCode).toBe(429);
    expect(forgot.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message_key: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
    });
  });
});
