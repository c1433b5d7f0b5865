import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { PASSWORD_MESSAGES } from '@portal/shared/schemas/accounts';
import { oneTimeTokens, rateLimits } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { DEFAULT_PASSWORD, buildEmployer, buildJobseeker, login } from '../../../test/factories';
import {
  RESET_SUBJECT,
  json,
  mailsAfterDrain,
  mailsTo,
  multipart,
  resetLinkOf,
  uniqueEmail,
  urlencoded,
  waitForMailCount,
} from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'brand-new-pass-7';

const forgot = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } as object });
const reset = (body: { payload: unknown; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    ...(body as { payload: string; headers: Record<string, string> }),
  });
const tryLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode;

/** Ends the 5-minute spacing between reset mails to a user (as if the time had passed). */
async function fiveMinutesLater(userId: number) {
  await t.app.db
    .update(rateLimits)
    .set({ resetAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(rateLimits.key, `reset-mail:recent:${userId}`));
}

/** Asks for a reset link and returns the token of the n-th reset mail to this address. */
async function resetTokenFor(email: string, nth = 1) {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  return resetLinkOf(await waitForMailCount(t.smtp, email, nth, RESET_SUBJECT), t.config.appUrl).token;
}

const fields = (token: string, email: string, password = NEW_PASSWORD, confirmation = password) => ({
  token,
  email,
  password,
  password_confirmation: confirmation,
});

describe('POST /api/forgot-password', () => {
  it('mails a reset link valid for an hour to a known email', async () => {
    const user = await buildJobseeker(t.app);
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: MESSAGES.forgotPasswordSent });
    const mail = await waitForMailCount(t.smtp, user.email, 1, RESET_SUBJECT);
    expect(mail.subject).toContain(t.config.appName);
    const link = resetLinkOf(mail, t.config.appUrl);
    expect(link.url).toBe(`http://portal.test/reset-password/${link.token}`);
    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(link.token)));
    expect(row!.purpose).toBe('reset_password');
    const expiresIn = new Date(row!.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown email exactly the same and sends nothing', async () => {
    const known = await buildJobseeker(t.app);
    const unknown = uniqueEmail('ghost');
    const a = await forgot(unknown);
    const b = await forgot(known.email);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(await mailsAfterDrain(t, unknown)).toEqual({ queued: [], received: [] });
    // The same drain delivered the known address's mail: the check above ran after the real work did.
    expect(mailsTo(t.smtp, known.email, RESET_SUBJECT)).toHaveLength(1);
  });

  it('answers a missing or bad email with 422', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['The email field is required.'] });
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('accepts urlencoded and multipart bodies', async () => {
    const user = await buildJobseeker(t.app);
    const other = await buildJobseeker(t.app);
    const form = urlencoded({ email: user.email });
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', ...form })).statusCode).toBe(
      200,
    );
    const parts = await multipart({ email: other.email });
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', ...parts })).statusCode).toBe(
      200,
    );
    await waitForMailCount(t.smtp, user.email, 1, RESET_SUBJECT);
    await waitForMailCount(t.smtp, other.email, 1, RESET_SUBJECT);
  });

  it('sends at most 3 mails an hour per email and none within 5 minutes of the last, answering alike', async () => {
    const user = await buildJobseeker(t.app);
    const answers: string[] = [];
    const ask = async () => answers.push((await forgot(user.email)).body);
    await ask();
    await waitForMailCount(t.smtp, user.email, 1, RESET_SUBJECT);
    await ask(); // within 5 minutes: no new token, no mail
    await fiveMinutesLater(user.id);
    await ask();
    await waitForMailCount(t.smtp, user.email, 2, RESET_SUBJECT);
    await fiveMinutesLater(user.id);
    await ask();
    await waitForMailCount(t.smtp, user.email, 3, RESET_SUBJECT);
    await fiveMinutesLater(user.id);
    await ask(); // the fourth within the hour: nothing
    await t.app.outbox.drain();
    expect(mailsTo(t.smtp, user.email).filter((m) => RESET_SUBJECT.test(m.subject))).toHaveLength(3);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe((await forgot(uniqueEmail('nobody'))).body);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password (multipart, as the web sends it), spends the token and revokes every session', async () => {
    const { user } = await buildEmployer(t.app);
    const sessionA = await login(t.app, user.email);
    const sessionB = await login(t.app, user.email);
    const token = await resetTokenFor(user.email);

    const res = await reset(await multipart(fields(token, user.email)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: MESSAGES.passwordResetDone });

    expect(await profileStatus(sessionA)).toBe(401);
    expect(await profileStatus(sessionB)).toBe(401);
    expect((await tryLogin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    const fresh = await tryLogin(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(await profileStatus(fresh.json().token)).toBe(200);

    const again = await reset(json(fields(token, user.email, 'yet-another-pass-9')));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_reset_token',
      message: MESSAGES.invalidResetToken,
    });
    expect((await tryLogin(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts JSON and urlencoded bodies', async () => {
    const a = await buildJobseeker(t.app);
    expect((await reset(json(fields(await resetTokenFor(a.email), a.email)))).statusCode).toBe(200);
    const b = await buildJobseeker(t.app);
    expect((await reset(urlencoded(fields(await resetTokenFor(b.email), b.email)))).statusCode).toBe(200);
    expect((await tryLogin(b.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a token used with another email with 400 and changes nothing', async () => {
    const owner = await buildJobseeker(t.app);
    const other = await buildJobseeker(t.app);
    const otherSession = await login(t.app, other.email);
    const token = await resetTokenFor(owner.email);
    const res = await reset(json(fields(token, other.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_reset_token',
      message: MESSAGES.invalidResetToken,
    });
    expect((await tryLogin(other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await profileStatus(otherSession)).toBe(200);
    // The owner's token is still good.
    expect((await reset(json(fields(token, owner.email)))).statusCode).toBe(200);
  });

  it('answers an expired token with 400 and keeps the sessions', async () => {
    const user = await buildJobseeker(t.app);
    const session = await login(t.app, user.email);
    const token = await resetTokenFor(user.email);
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await reset(json(fields(token, user.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_reset_token',
      message: MESSAGES.invalidResetToken,
    });
    expect(await profileStatus(session)).toBe(200);
    expect((await tryLogin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a forged token with 400', async () => {
    const user = await buildJobseeker(t.app);
    const res = await reset(json(fields('forged-token', user.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_reset_token',
      message: MESSAGES.invalidResetToken,
    });
  });

  it('invalidates an older link when a new one is requested', async () => {
    const user = await buildJobseeker(t.app);
    const first = await resetTokenFor(user.email, 1);
    await fiveMinutesLater(user.id);
    const second = await resetTokenFor(user.email, 2);
    expect((await reset(json(fields(first, user.email)))).statusCode).toBe(400);
    expect((await reset(json(fields(second, user.email)))).statusCode).toBe(200);
  });

  it('does not accept a verify-email token', async () => {
    const email = uniqueEmail('mixup');
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { role: 1, email, password: 'first-pass-123' },
    });
    const mail = await waitForMailCount(t.smtp, email, 1);
    const verifyToken = /\/verify-email\/\d+\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await reset(json(fields(verifyToken, email)))).statusCode).toBe(400);
  });

  it("answers a confirmation that differs with 422 'Password doesn't match' and keeps the token", async () => {
    const user = await buildJobseeker(t.app);
    const token = await resetTokenFor(user.email);
    const res = await reset(await multipart(fields(token, user.email, NEW_PASSWORD, 'different-pass-1')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      message: "Password doesn't match",
      errors: { password_confirmation: ["Password doesn't match"] },
    });
    expect((await reset(json(fields(token, user.email)))).statusCode).toBe(200);
  });

  it('refuses a common, whitespace-only or own-email password with 422 and keeps the token', async () => {
    const user = await buildJobseeker(t.app);
    const token = await resetTokenFor(user.email);
    const cases: [string, string][] = [
      ['12345678', PASSWORD_MESSAGES.common],
      ['password', PASSWORD_MESSAGES.common],
      ['        ', PASSWORD_MESSAGES.whitespace],
      [user.email, PASSWORD_MESSAGES.ownEmail],
    ];
    for (const [password, message] of cases) {
      const res = await reset(json(fields(token, user.email, password)));
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
      expect(res.json().errors).toEqual({ password: [message] });
    }
    expect((await tryLogin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await reset(json(fields(token, user.email)))).statusCode).toBe(200);
  });

  it('answers missing fields, a bad email and a short password with 422 per field', async () => {
    const empty = await reset(json({}));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'token',
    ]);
    const bad = await reset(json(fields('some-token', 'nope', 'short')));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['The email must be a valid email address.']);
    expect(bad.json().errors.password).toEqual(['The password must be at least 8 characters.']);
  });
});
