import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { readMail } from '../../../test/smtp';
import { json, mailsAfterDrain, uniqueEmail, waitForMailCount } from './test-support';

// Mails in the recipient's language (issue 31 point 3, decision 0060): the account mails are written in
// the language of the page the call came from (the `lang` cookie the web's pages send), remembered on the
// account for the mails that come later.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a-strong-pass-1';
const DV = { cookie: 'lang=dv' };
const EN = { cookie: 'theme=dark; lang=en' };
const THAANA = /[\u0780-\u07bf]/;

const register = (email: string, headers: Record<string, string> = {}) => {
  const request = json({ role: 1, email, password: PASSWORD, password_confirmation: PASSWORD });
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: request.payload,
    headers: { ...request.headers, ...headers },
  });
};
const login = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD }, headers });
const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, headers });
const langOf = async (email: string) =>
  (await t.app.db.select({ lang: users.lang }).from(users).where(eq(users.email, email)))[0]?.lang;

describe('account mails in the recipient language', () => {
  it('registering from a Dhivehi page: the verify mail is in Dhivehi, right to left, and the account remembers it', async () => {
    const email = uniqueEmail('dv-seeker');
    const res = await register(email, DV);
    expect(res.statusCode).toBe(201);
    expect(await langOf(email)).toBe('dv');

    const mail = readMail(await waitForMailCount(t.smtp, email, 1));
    expect(mail.subject).toBe(`ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ - ${t.config.appName}`);
    expect(mail.html).toContain('<html lang="dv" dir="rtl">');
    expect(mail.html).toContain('>އީމެއިލް އެޑްރެސް ކަށަވަރުކުރޭ</a>');
    expect(mail.html).toContain('ބަޓަން ނުހިނގާނަމަ');
    expect(mail.text).toContain('މި ލިންކުގެ މުއްދަތަކީ 48 ގަޑިއިރު.');
    // The link still works the same: it is the address, not words.
    expect(mail.text).toMatch(
      new RegExp(`${t.config.appUrl}/verify-email/${res.json().data.id}/[A-Za-z0-9_-]+`),
    );
    expect(mail.text).not.toMatch(/Verify|valid for|ignore/);
  });

  it('without a language (another client, or never chosen) the mail is English, left to right', async () => {
    const email = uniqueEmail('en-seeker');
    expect((await register(email)).statusCode).toBe(201);
    expect(await langOf(email)).toBe('en');
    const mail = readMail(await waitForMailCount(t.smtp, email, 1));
    expect(mail.subject).toBe(`Verify your email address - ${t.config.appName}`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).not.toMatch(THAANA);
  });

  it('a login from a page in the other language changes the language of the mails that follow', async () => {
    const email = uniqueEmail('switch');
    const res = await register(email, EN);
    expect(res.statusCode).toBe(201);
    await waitForMailCount(t.smtp, email, 1);

    // A login without a language keeps the account's.
    expect((await login(email)).statusCode).toBe(200);
    expect(await langOf(email)).toBe('en');
    const dvLogin = await login(email, DV);
    expect(dvLogin.statusCode).toBe(200);
    expect(await langOf(email)).toBe('dv');

    // A new verify link asked for later (no cookie on this call) comes in the account's language.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification',
      headers: bearer(dvLogin.json().token),
    });
    expect(resend.statusCode).toBe(200);
    const second = readMail(await waitForMailCount(t.smtp, email, 2));
    expect(second.subject).toMatch(/^ތިބާގެ އީމެއިލް/);
    expect(second.html).toContain('dir="rtl"');
  });

  it("a reset link is in the language of the page that asked, else the account's", async () => {
    const email = uniqueEmail('reset-lang');
    expect((await register(email, DV)).statusCode).toBe(201);
    await waitForMailCount(t.smtp, email, 1);

    // Asked from an English page: English, though the account is Dhivehi.
    expect((await forgot(email, EN)).statusCode).toBe(200);
    const english = readMail(await waitForMailCount(t.smtp, email, 2));
    expect(english.subject).toBe(`Reset your password - ${t.config.appName}`);
    expect(english.text).not.toMatch(THAANA);
    expect(await langOf(email)).toBe('dv');
  });

  it('a reset asked with no language is in the account language', async () => {
    const email = uniqueEmail('reset-account-lang');
    expect((await register(email, DV)).statusCode).toBe(201);
    await waitForMailCount(t.smtp, email, 1);
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = readMail(await waitForMailCount(t.smtp, email, 2));
    expect(mail.subject).toBe(`ތިބާގެ ޕާސްވޯޑް ބަދަލުކުރައްވާ - ${t.config.appName}`);
    expect(mail.html).toContain('>ޕާސްވޯޑް ބަދަލުކުރޭ</a>');
    expect(mail.text).toContain(`ތިބާގެ ${t.config.appName} އެކައުންޓުގެ ޕާސްވޯޑް`);
  });

  it('an unknown language in the cookie is ignored, not an error', async () => {
    const email = uniqueEmail('fr');
    expect((await register(email, { cookie: 'lang=fr' })).statusCode).toBe(201);
    expect(await langOf(email)).toBe('en');
    expect((await mailsAfterDrain(t, email)).received).toHaveLength(1);
  });

  it("the language switched to while signed in is the mails' language from then on, for that account only", async () => {
    const email = uniqueEmail('switch-signed-in');
    const other = uniqueEmail('switch-other');
    expect((await register(email, EN)).statusCode).toBe(201);
    expect((await register(other, EN)).statusCode).toBe(201);
    await waitForMailCount(t.smtp, email, 1);
    const token = (await login(email)).json().token as string;
    const setLang = (lang: unknown, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({ method: 'PUT', url: '/api/account/lang', payload: { lang }, headers });

    expect((await setLang('dv', {})).statusCode).toBe(401);
    const bad = await setLang('fr');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.lang).toEqual(['The lang must be en or dv.']);
    expect(await langOf(email)).toBe('en');

    const res = await setLang('dv');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Language saved');
    expect(await langOf(email)).toBe('dv');
    // Another account is not touched: the call knows only its own user.
    expect(await langOf(other)).toBe('en');
    // The same again is a no-op, not an error.
    expect((await setLang('dv')).statusCode).toBe(200);

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification',
      headers: bearer(token),
    });
    expect(resend.statusCode).toBe(200);
    const mail = readMail(await waitForMailCount(t.smtp, email, 2));
    expect(mail.subject).toMatch(/^ތިބާގެ އީމެއިލް/);
    expect(mail.html).toContain('<html lang="dv" dir="rtl">');
  });
});
