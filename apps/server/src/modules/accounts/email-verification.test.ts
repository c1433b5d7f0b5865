import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { oneTimeTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildJobseeker, login, tokenFor } from '../../../test/factories';
import {
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  mailsAfterDrain,
  resetLinkOf,
  uniqueEmail,
  verifyLinkOf,
  waitForMailCount,
} from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a-strong-pass-1';

/** Registers through the API and returns the account, its token and the link of the mail it received. */
async function registerWithMail(role = 1) {
  const email = uniqueEmail('verify');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { role, email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  const mail = await waitForMailCount(t.smtp, email, 1, VERIFY_SUBJECT);
  return {
    email,
    id: res.json().data.id as number,
    token: res.json().token as string,
    link: verifyLinkOf(mail, t.config.appUrl),
  };
}

const openLink = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${path}`, ...(token ? { headers: bearer(token) } : {}) });
const resend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-verification', headers: bearer(token) });
const verifiedAt = async (id: number) =>
  (await t.app.db.select({ v: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!.v;

describe('GET /api/verify-email/{userId}/{token}', () => {
  it('verifies with the link from the received mail, once', async () => {
    const account = await registerWithMail();
    const res = await openLink(account.link.path, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MESSAGES.emailVerified });
    expect(res.json().data.email_verified_at).toEqual(expect.any(String));
    expect(await verifiedAt(account.id)).not.toBeNull();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(account.token),
    });
    expect(profile.json().data.email_verified_at).toEqual(expect.any(String));

    const again = await openLink(account.link.path, account.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_verify_token',
      message: MESSAGES.invalidVerifyToken,
    });
  });

  it('works from a later login session too (the link is not tied to the session)', async () => {
    const account = await registerWithMail(2);
    const later = await login(t.app, account.email, PASSWORD);
    expect((await openLink(account.link.path, later)).statusCode).toBe(200);
  });

  it('answers 401 without a token and leaves the link usable', async () => {
    const account = await registerWithMail();
    const res = await openLink(account.link.path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: 'unauthenticated',
      message_key: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
    expect((await openLink(account.link.path, account.token)).statusCode).toBe(200);
  });

  it("answers 403 when someone else opens the link, and the owner's link still works", async () => {
    const account = await registerWithMail();
    const stranger = await buildJobseeker(t.app, { verified: false });
    const res = await openLink(account.link.path, await tokenFor(t.app, stranger.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 403,
      code: 'forbidden',
      message_key: 'access_deny',
      message: MESSAGES.accessDeny,
    });
    expect(await verifiedAt(stranger.id)).toBeNull();
    expect((await openLink(account.link.path, account.token)).statusCode).toBe(200);
  });

  it("answers 400 when a user puts their own id in front of someone else's token", async () => {
    const victim = await registerWithMail();
    const other = await registerWithMail();
    const res = await openLink(`/verify-email/${other.id}/${victim.link.token}`, other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_verify_token',
      message: MESSAGES.invalidVerifyToken,
    });
    expect(await verifiedAt(other.id)).toBeNull();
    expect(await verifiedAt(victim.id)).toBeNull();
  });

  it('answers a forged token or a malformed user id with 400', async () => {
    const account = await registerWithMail();
    for (const path of [
      `/verify-email/${account.id}/forged-token-value`,
      `/verify-email/${account.id}/${account.link.token}x`,
      `/verify-email/abc/${account.link.token}`,
      `/verify-email/0/${account.link.token}`,
    ]) {
      const res = await openLink(path, account.token);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'invalid_token',
        message_key: 'invalid_verify_token',
        message: MESSAGES.invalidVerifyToken,
      });
    }
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it('answers an expired token (older than 48 hours) with 400', async () => {
    const account = await registerWithMail();
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oneTimeTokens.tokenHash, hashToken(account.link.token)));
    const res = await openLink(account.link.path, account.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'invalid_token',
      message_key: 'invalid_verify_token',
      message: MESSAGES.invalidVerifyToken,
    });
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it('does not accept a password reset token as a verify token', async () => {
    const account = await registerWithMail();
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: account.email } });
    const reset = resetLinkOf(
      await waitForMailCount(t.smtp, account.email, 1, RESET_SUBJECT),
      t.config.appUrl,
    );
    const res = await openLink(`/verify-email/${account.id}/${reset.token}`, account.token);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/email-verification', () => {
  it('sends a new link; the older link stops working and the new one verifies', async () => {
    const account = await registerWithMail();
    const res = await resend(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: MESSAGES.verificationSent });
    const second = verifyLinkOf(
      await waitForMailCount(t.smtp, account.email, 2, VERIFY_SUBJECT),
      t.config.appUrl,
    );
    expect(second.token).not.toBe(account.link.token);

    expect((await openLink(account.link.path, account.token)).statusCode).toBe(400);
    expect((await openLink(second.path, account.token)).statusCode).toBe(200);
    const unused = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, account.id));
    expect(unused.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('answers an already verified user with 200 and sends nothing', async () => {
    const user = await buildJobseeker(t.app);
    const res = await resend(await tokenFor(t.app, user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: MESSAGES.emailAlreadyVerified });
    expect(await mailsAfterDrain(t, user.email)).toEqual({ queued: [], received: [] });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email-verification' });
    expect(res.statusCode).toBe(401);
  });
});
