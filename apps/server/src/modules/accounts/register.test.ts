import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { PASSWORD_MESSAGES } from '@portal/shared/schemas/accounts';
import { oneTimeTokens, sessions, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { DEFAULT_PASSWORD, buildJobseeker } from '../../../test/factories';
import {
  VERIFY_SUBJECT,
  json,
  mailsAfterDrain,
  multipart,
  uniqueEmail,
  urlencoded,
  verifyLinkOf,
  waitForMailCount,
} from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (body: { payload: unknown; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    ...(body as { payload: string; headers: Record<string, string> }),
  });

const PASSWORD = 'a-strong-pass-1';

describe('POST /api/register', () => {
  it('creates a jobseeker: 201 with the account, a working token and a verify mail', async () => {
    const email = uniqueEmail('seeker');
    const res = await register(json({ role: 1, email, password: PASSWORD, password_confirmation: PASSWORD }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 201,
      message: MESSAGES.registered,
      data: { id: expect.any(Number), role: 1, email, email_verified_at: null },
      token: expect.any(String),
    });
    expect(res.body).not.toMatch(/password/i);

    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(body.data.id);

    const mail = await waitForMailCount(t.smtp, email, 1, VERIFY_SUBJECT);
    expect(mail.subject).toContain(t.config.appName);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    const link = verifyLinkOf(mail, t.config.appUrl);
    expect(link.userId).toBe(body.data.id);
    expect(link.url.startsWith('http://portal.test/verify-email/')).toBe(true);
  });

  it('stores an argon2id hash and the verify token hashed, never in clear', async () => {
    const email = uniqueEmail('hash');
    const res = await register(json({ role: 1, email, password: PASSWORD }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    const link = verifyLinkOf(await waitForMailCount(t.smtp, email, 1), t.config.appUrl);
    const tokens = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('verify_email');
    expect(tokens[0]!.tokenHash).not.toBe(link.token);
    const expiresIn = new Date(tokens[0]!.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(47 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(48 * 3600_000);
    const tokenRows = await t.app.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(tokenRows).toHaveLength(1);
    expect(tokenRows[0]!.tokenHash).not.toBe(res.json().token);
  });

  it('creates an employer (role 2)', async () => {
    const email = uniqueEmail('employer');
    const res = await register(json({ role: '2', email, password: PASSWORD }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe(2);
  });

  it('accepts an urlencoded body', async () => {
    const email = uniqueEmail('form');
    const res = await register(
      urlencoded({ role: '1', email, password: PASSWORD, password_confirmation: PASSWORD }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe(email);
  });

  it('accepts a multipart body', async () => {
    const email = uniqueEmail('multi');
    const res = await register(
      await multipart({ role: '2', email, password: PASSWORD, password_confirmation: PASSWORD }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 2, email });
  });

  it('trims and lower-cases the email', async () => {
    const email = uniqueEmail('mixed');
    const res = await register(json({ role: 1, email: `  ${email.toUpperCase()} `, password: PASSWORD }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe(email);
  });

  it('answers a taken email with 409 and the exact text, whatever its case', async () => {
    const existing = await buildJobseeker(t.app);
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await register(json({ role: 2, email, password: PASSWORD }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        code: 'email_taken',
        message_key: 'email_taken',
        message: 'Email already exist',
      });
    }
    expect(await mailsAfterDrain(t, existing.email)).toEqual({ queued: [], received: [] });
  });

  it('registers only one of two simultaneous sign-ups with the same email', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [1, 2, 1].map((role) => register(json({ role, email, password: PASSWORD }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers missing fields with 422 and an error per field', async () => {
    const res = await register(json({}));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password', 'role']);
    expect(body.errors.email).toEqual(['The email field is required.']);
    expect(body.errors.password).toEqual(['The password field is required.']);
    expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>)[0]![0]);
  });

  it('answers a bad email with 422 on email', async () => {
    const res = await register(json({ role: 1, email: 'not-an-email', password: PASSWORD }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email must be a valid email address.'] });
    expect(res.json().message).toBe('The email must be a valid email address.');
  });

  it('answers a short password with 422 on password', async () => {
    const res = await register(json({ role: 1, email: uniqueEmail(), password: 'short' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password must be at least 8 characters.']);
  });

  it('refuses common and breached passwords, spaces only and the own email with 422 on password', async () => {
    const email = uniqueEmail('weak');
    const cases: [string, string][] = [
      ['12345678', PASSWORD_MESSAGES.common],
      ['password', PASSWORD_MESSAGES.common],
      ['Password1', PASSWORD_MESSAGES.common],
      ['iloveyou', PASSWORD_MESSAGES.common],
      ['        ', PASSWORD_MESSAGES.whitespace],
      [email, PASSWORD_MESSAGES.ownEmail],
      [` ${email.toUpperCase()} `, PASSWORD_MESSAGES.ownEmail],
      [email.split('@')[0]!, PASSWORD_MESSAGES.ownEmail],
    ];
    for (const [password, message] of cases) {
      const res = await register(json({ role: 1, email, password, password_confirmation: password }));
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
      expect(res.json()).toEqual({
        status: 422,
        code: 'validation_failed',
        message,
        errors: { password: [message] },
      });
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The demo logins (README) and the tests' default password pass.
    for (const password of ['demo-admin-2026', 'demo-employer-2026', 'demo-seeker-2026', DEFAULT_PASSWORD]) {
      const res = await register(json({ role: 1, email: uniqueEmail('fine'), password }));
      expect(res.statusCode, password).toBe(201);
    }
  });

  it("answers a confirmation that differs with 422 'Password doesn't match'", async () => {
    const email = uniqueEmail('mismatch');
    const res = await register(
      urlencoded({ role: '1', email, password: PASSWORD, password_confirmation: 'something-else' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      message: "Password doesn't match",
      errors: { password_confirmation: ["Password doesn't match"] },
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('never registers an admin or an unknown role', async () => {
    for (const role of [3, '3', 0, 'admin', '']) {
      const email = uniqueEmail('role');
      const res = await register(json({ role, email, password: PASSWORD }));
      expect(res.statusCode, `role ${String(role)}`).toBe(422);
      expect(res.json().errors.role).toBeDefined();
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('documents the call in the generated OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/register', '/api/login', '/api/reset-password', '/api/employ/companies'])
      expect(paths).toContain(p);
  });
});
