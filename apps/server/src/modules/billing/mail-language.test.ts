import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import { formatDvDate } from '@portal/shared/rules/dv-dates';
import { users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, tokenFor } from '../../../test/factories';
import { PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { readMail } from '../../../test/smtp';
import { waitForMailCount } from '../accounts/test-support';

// The billing mails in the recipient account's language (issue 31 point 3, decision 0060), over real
// SMTP: a company whose account reads Dhivehi gets its invoice, receipt and slip mails in Dhivehi, right
// to left; an English account gets the text it always had, word for word; each operator gets the slip
// mail in their own account's language.

let t: TestContext;
let adminToken: string;
let enAdmin: string;
let dvAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.app);
  enAdmin = admin.email;
  adminToken = await tokenFor(t.app, admin.id);
  const other = await buildAdmin(t.app);
  await setLang(other.id, 'dv');
  dvAdmin = other.email;
});
afterAll(() => t.close());

const THAANA = /[\u0780-\u07bf]/;
const setLang = (id: number, lang: 'en' | 'dv') =>
  t.app.db.update(users).set({ lang }).where(eq(users.id, id));
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function employer(lang: 'en' | 'dv') {
  const e = await buildEmployer(t.app);
  await setLang(e.user.id, lang);
  return { ...e, token: await tokenFor(t.app, e.user.id) };
}

async function invoiceFor(token: string, noOfJobs: number) {
  const res = await post('/api/employ/invoice', token, { package: 2, no_of_jobs: noOfJobs });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

async function uploadSlip(token: string, invoiceId: number) {
  const body = await formData({ invoice_id: String(invoiceId) }, [
    { name: 'slip', filename: 'slip.png', content: PNG_1PX },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/employ/upload-slip',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('billing mails in the recipient language', () => {
  it('a Dhivehi company: invoice, receipt with a Dhivehi date, and the operators each in their own language', async () => {
    const e = await employer('dv');
    const { id } = await invoiceFor(e.token, 2);
    const app = t.config.appName;

    const issued = await waitForMailCount(t.smtp, e.user.email, 1);
    const invoice = readMail(issued);
    expect(invoice.subject).toBe(`އިންވޮއިސް INV-${id} - ${app}`);
    expect(invoice.html).toContain('<html lang="dv" dir="rtl">');
    // The amount and the ref as they always were; the plan's name as stored.
    expect(invoice.text).toContain(
      `ޝުކުރިއްޔާ، ތިބާ Private Sector ޕްލޭން ހޮވުއްވީތީ. MVR 1,000.00 ގެ ތިބާގެ އިންވޮއިސް INV-${id} މި އީމެއިލާއެކު އެޓޭޗްކޮށްފައިވޭ.`,
    );
    expect(invoice.text).toContain(`${t.config.bank.name} ގެ ${t.config.bank.accountName} އެކައުންޓަށް`);
    expect(invoice.html).toContain('>ސަބްސްކްރިޕްޝަންސް ހުޅުވާ</a>');
    expect(invoice.text).not.toMatch(/Thank you|Please pay|Your subscription/);
    expect(issued.raw).toMatch(/filename="?Invoice\.pdf/); // the PDF and its name stay as they are

    await uploadSlip(e.token, id);
    const toEn = readMail(await waitForMailCount(t.smtp, enAdmin, 1, /INV-/));
    expect(toEn.subject).toBe(`Payment slip received for INV-${id} - ${app}`);
    expect(toEn.html).toContain('<html lang="en" dir="ltr">');
    // (The raw subject of a Thaana mail is encoded words: no pattern on it; this admin has no other mail.)
    const toDv = readMail(await waitForMailCount(t.smtp, dvAdmin, 1));
    expect(toDv.subject).toBe(`ޕޭމަންޓް ސްލިޕެއް ލިބިއްޖެ: INV-${id} - ${app}`);
    expect(toDv.html).toContain('<html lang="dv" dir="rtl">');

    const confirmed = await post(`/api/admin/invoices/${id}/confirm-payment`, adminToken);
    expect(confirmed.statusCode).toBe(200);
    const until = formatDvDate(confirmed.json().subscription.expires_at);
    const sent = await waitForMailCount(t.smtp, e.user.email, 2);
    const receipt = readMail(sent);
    expect(receipt.subject).toBe(`ފައިސާ ލިބުނުކަން ކަށަވަރުކުރެވިއްޖެ: INV-${id} - ${app}`);
    expect(receipt.html).toContain('<html lang="dv" dir="rtl">');
    expect(receipt.text).toContain(`ތިބާ INV-${id} އަށް ދެއްކެވި MVR 1,000.00 ލިބިއްޖެ.`);
    expect(receipt.text).toContain(`މިހާރު ތިބާއަށް ވަޒީފާގެ އިޢުލާން 2 ޕޯސްޓް ކުރެވޭނެ (${until} އާ ހަމައަށް)`);
    expect(receipt.html).toContain('>ތިބާގެ ކުންފުންޏަށް</a>');
    expect(receipt.text).not.toMatch(/received your payment|You can now post/);
    expect(sent.raw).toMatch(/filename="?Receipt\.pdf/);
  });

  it('a slip sent back to a Dhivehi company: in Dhivehi, the operator reason as written', async () => {
    const e = await employer('dv');
    const { id } = await invoiceFor(e.token, 1);
    await uploadSlip(e.token, id);
    const reason = 'The amount on the slip is MVR 50, not MVR 500.';
    expect((await post(`/api/admin/invoices/${id}/reject-slip`, adminToken, { reason })).statusCode).toBe(
      200,
    );
    const mail = readMail(await waitForMailCount(t.smtp, e.user.email, 2));
    expect(mail.subject).toBe(`ޕޭމަންޓް ސްލިޕަށް ސަމާލުކަން ދޭން ޖެހޭ: INV-${id} - ${t.config.appName}`);
    expect(mail.html).toContain('<html lang="dv" dir="rtl">');
    expect(mail.text).toContain(`ތިބާ INV-${id} އާ ގުޅުއްވި ޕޭމަންޓް ސްލިޕް ކަށަވަރެއް ނުކުރެވުނު.`);
    expect(mail.text).toContain(`ސަބަބު: ${reason}`);
    expect(mail.html).toContain('>އައު ސްލިޕެއް އަޕްލޯޑް ކުރޭ</a>');
    expect(mail.text).not.toMatch(/could not confirm|Please upload/);
  });

  it('an English company gets the English text word for word', async () => {
    const e = await employer('en');
    const { id } = await invoiceFor(e.token, 1);
    const app = t.config.appName;
    const invoice = readMail(await waitForMailCount(t.smtp, e.user.email, 1));
    expect(invoice.subject).toBe(`Invoice INV-${id} - ${app}`);
    expect(invoice.html).toContain('<html lang="en" dir="ltr">');
    for (const line of [
      `Thank you for choosing the Private Sector plan. Your invoice INV-${id} for MVR 500.00 is attached.`,
      `Please pay by bank transfer to ${t.config.bank.name}, account ${t.config.bank.accountName}, quoting INV-${id}, then upload the transfer slip on your Subscriptions page (or send it to ${t.config.supportEmail}).`,
      'Your subscription starts as soon as we confirm the payment.',
    ])
      expect(invoice.html).toContain(line);
    expect(invoice.html).toContain('>Open Subscriptions</a>');

    await uploadSlip(e.token, id);
    const confirmed = await post(`/api/admin/invoices/${id}/confirm-payment`, adminToken);
    const until = formatDisplayDate(confirmed.json().subscription.expires_at);
    const receipt = readMail(await waitForMailCount(t.smtp, e.user.email, 2));
    expect(receipt.subject).toBe(`Payment confirmed for INV-${id} - ${app}`);
    expect(receipt.html).toContain(
      `We have received your payment of MVR 500.00 for INV-${id}. Your receipt is attached.`,
    );
    expect(receipt.html).toContain(
      `You can now post 1 job ad (usable until ${until}); each stays live up to 20 days.`,
    );
    expect(receipt.html).toContain('>Go to your company</a>');
    expect(receipt.text).not.toMatch(THAANA);
  });
});
