import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, subscriptions, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { startBmlStandIn, type BmlStandIn } from '../../../test/bml-connect-stand-in';
import { buildAdmin, buildEmployer, tokenFor } from '../../../test/factories';
import { PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { readMail } from '../../../test/smtp';
import { mailsTo, waitForMailCount } from '../accounts/test-support';
import { BANK_UNAVAILABLE, INVOICE_HAS_SLIP } from './card-payment-service';
import { CARD_PAYMENT_OPEN } from './invoice-service';

// Card payments through BML Connect (issue 29) against the local stand-in of its API.

const API_KEY = 'test-api-key-not-for-logs';
const APP_ID = 'test-app-id';

let t: TestContext;
let bank: BmlStandIn;
let adminToken: string;
let adminEmail: string;
beforeAll(async () => {
  bank = await startBmlStandIn({ apiKey: API_KEY, appId: APP_ID });
  t = await buildTestApp({
    BML_CONNECT_URL: bank.url,
    BML_CONNECT_API_KEY: API_KEY,
    BML_CONNECT_APP_ID: APP_ID,
  });
  const admin = await buildAdmin(t.app);
  adminEmail = admin.email;
  adminToken = await tokenFor(t.app, admin.id);
});
afterAll(async () => {
  await t.close();
  await bank.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const notify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments/bml', payload });

/** An employer with an unpaid pay-per-job invoice for `jobs` postings (MVR 500 each). */
async function employerWithInvoice(jobs = 1) {
  const e = await buildEmployer(t.app);
  const token = await tokenFor(t.app, e.user.id);
  const res = await post('/api/employ/invoice', token, { package: 2, no_of_jobs: jobs });
  expect(res.statusCode).toBe(201);
  return { ...e, token, invoice: res.json().data as { id: number; amount_minor: number } };
}

async function payByCard(token: string, invoiceId: number) {
  const res = await post(`/api/employ/invoice/${invoiceId}/card-payment`, token);
  expect(res.statusCode, res.body).toBe(201);
  const url: string = res.json().data.url;
  const id = url.split('/').pop()!;
  return { url, id };
}

const subscriptionsOf = (invoiceId: number) =>
  t.app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoiceId));

describe('pay by card', () => {
  it('opens a signed transaction, freezes the invoice and activates on the bank’s CONFIRMED', async () => {
    const e = await employerWithInvoice(2);
    const listed = (await get('/api/employ/company', e.token)).json().data.invoice_pending;
    expect(listed).toMatchObject({ can_pay_by_card: true, paid_by: null, bml_transaction_id: null });

    const { url, id } = await payByCard(e.token, e.invoice.id);
    expect(url).toBe(`${bank.url}/pay/${id}`);
    // What the bank received: the stand-in checked the signature, the app id and the API version.
    expect(bank.created.at(-1)).toMatchObject({
      amount: 100_000,
      currency: 'MVR',
      localId: String(e.invoice.id),
      customerReference: `INV-${e.invoice.id}`,
      redirectUrl: `http://portal.test/payment/return?invoice=${e.invoice.id}`,
      deviceId: APP_ID,
      apiVersion: '2.0',
      signMethod: 'sha1',
    });
    // A second click goes back to the same page rather than opening another transaction.
    expect((await payByCard(e.token, e.invoice.id)).id).toBe(id);

    // Frozen: no package change, no slip, while the transaction is open.
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/employ/invoice/${e.invoice.id}`,
      headers: bearer(e.token),
      payload: { package: 1 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(CARD_PAYMENT_OPEN);
    const body = await formData({ invoice_id: String(e.invoice.id) }, [
      { name: 'slip', filename: 'slip.png', content: PNG_1PX },
    ]);
    const slip = await t.app.inject({
      method: 'POST',
      url: '/api/employ/upload-slip',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(e.token) },
    });
    expect(slip.statusCode).toBe(409);
    expect(slip.json().message).toBe(CARD_PAYMENT_OPEN);

    // Not paid yet: the return page says pending.
    const pending = await get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
    expect(pending.json().data).toEqual({ state: 'QR_CODE_GENERATED', paid: false });

    bank.setState(id, 'CONFIRMED');
    const paid = await get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ state: 'CONFIRMED', paid: true });
    const [sub] = await subscriptionsOf(e.invoice.id);
    expect(sub).toMatchObject({ companyId: e.company.id, type: 2, jobsTotal: 2 });
    const receipt = await waitForMailCount(t.smtp, e.user.email, 1, /Payment confirmed for INV-/);
    expect(receipt.raw).toMatch(/filename="?Receipt\.pdf/);

    const invoice = (await get('/api/employ/company', e.token)).json().data.invoice[0];
    expect(invoice).toMatchObject({
      id: e.invoice.id,
      status: 'paid',
      paid_by: 'card',
      bml_transaction_id: id,
      can_pay_by_card: false,
    });
    // Paid: no second card payment.
    expect((await post(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token)).statusCode).toBe(409);
  });

  it('refuses another company’s invoice (403), an unknown one (404) and an invoice with a slip (409)', async () => {
    const a = await employerWithInvoice();
    const b = await employerWithInvoice();
    const other = await post(`/api/employ/invoice/${a.invoice.id}/card-payment`, b.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Access Deny');
    expect((await get(`/api/employ/invoice/${a.invoice.id}/card-payment`, b.token)).statusCode).toBe(403);
    expect((await post('/api/employ/invoice/99999999/card-payment', b.token)).statusCode).toBe(404);

    const body = await formData({ invoice_id: String(b.invoice.id) }, [
      { name: 'slip', filename: 'slip.png', content: PNG_1PX },
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/employ/upload-slip',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(b.token) },
    });
    const withSlip = await post(`/api/employ/invoice/${b.invoice.id}/card-payment`, b.token);
    expect(withSlip.statusCode).toBe(409);
    expect(withSlip.json().message).toBe(INVOICE_HAS_SLIP);
    const listed = (await get('/api/employ/company', b.token)).json().data.invoice_pending;
    expect(listed.can_pay_by_card).toBe(false);
  });

  it('does not activate on a forged return or notification while the bank says otherwise', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    const forged = await get(
      `/api/employ/invoice/${e.invoice.id}/card-payment?state=CONFIRMED&transactionId=${id}`,
      e.token,
    );
    expect(forged.json().data).toEqual({ state: 'QR_CODE_GENERATED', paid: false });
    const note = { ...bank.notificationFor(id), state: 'CONFIRMED' };
    expect((await notify(note)).statusCode).toBe(200);
    expect((await notify({ nonsense: true })).statusCode).toBe(200);
    expect((await notify({ transactionId: 'unknown', state: 'CONFIRMED' })).statusCode).toBe(200);
    expect(await subscriptionsOf(e.invoice.id)).toHaveLength(0);
  });

  it('activates once when returns and notifications race ten times', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    bank.setState(id, 'CONFIRMED');
    const note = bank.notificationFor(id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? Promise.all([get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token), notify(note)])
          : Promise.all([notify(note), get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token)]),
      ),
    );
    for (const pair of results) for (const res of pair) expect(res.statusCode).toBe(200);
    expect(await subscriptionsOf(e.invoice.id)).toHaveLength(1);
    await waitForMailCount(t.smtp, e.user.email, 1, /Payment confirmed for INV-/);
    // Let the outbox run past the mail: still one receipt.
    await t.app.outbox.drain();
    expect(mailsTo(t.smtp, e.user.email, /Payment confirmed for INV-/)).toHaveLength(1);
  });

  it('activates from the notification alone', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    bank.setState(id, 'CONFIRMED');
    expect((await notify(bank.notificationFor(id))).statusCode).toBe(200);
    expect(await subscriptionsOf(e.invoice.id)).toHaveLength(1);
  });

  it('lets a cancelled transaction go: the invoice can be changed or paid by slip again', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    bank.setState(id, 'CANCELLED');
    const res = await get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
    expect(res.json().data).toEqual({ state: 'CANCELLED', paid: false });
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/employ/invoice/${e.invoice.id}`,
      headers: bearer(e.token),
      payload: { package: 2, no_of_jobs: 3 },
    });
    expect(change.statusCode, change.body).toBe(200);
    // A new transaction for the new amount.
    const again = await payByCard(e.token, e.invoice.id);
    expect(again.id).not.toBe(id);
    expect(bank.transactions.get(again.id)!.amount).toBe(150_000);
  });

  it('does not activate a confirmed amount that differs from the invoice, and alerts the operators', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    bank.setAmount(id, 100);
    bank.setState(id, 'CONFIRMED');
    const res = await get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
    expect(res.json().data).toEqual({ state: 'CONFIRMED', paid: false });
    expect(await subscriptionsOf(e.invoice.id)).toHaveLength(0);
    await waitForMailCount(
      t.smtp,
      adminEmail,
      1,
      new RegExp(`Card payment for INV-${e.invoice.id} does not match`),
    );
    const [entry] = await t.app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'invoice.card-mismatch'), eq(adminActions.subjectId, e.invoice.id)));
    expect(entry).toBeDefined();
  });

  it('in the recipient language (issue 31): the receipt to a Dhivehi company, the mismatch to a Dhivehi operator', async () => {
    const e = await employerWithInvoice();
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, e.user.id));
    const paid = await payByCard(e.token, e.invoice.id);
    bank.setState(paid.id, 'CONFIRMED');
    await get(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
    // The second mail to the company (the first is the invoice, sent while the account read English).
    const receipt = readMail(await waitForMailCount(t.smtp, e.user.email, 2));
    expect(receipt.subject).toBe(`ފައިސާ ލިބުނުކަން ކަށަވަރުކުރެވިއްޖެ: INV-${e.invoice.id} - ${t.config.appName}`);
    expect(receipt.html).toContain('<html lang="dv" dir="rtl">');

    const operator = await buildAdmin(t.app);
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, operator.id));
    const other = await employerWithInvoice();
    const { id } = await payByCard(other.token, other.invoice.id);
    bank.setAmount(id, 100);
    bank.setState(id, 'CONFIRMED');
    await get(`/api/employ/invoice/${other.invoice.id}/card-payment`, other.token);
    const alert = readMail(await waitForMailCount(t.smtp, operator.email, 1));
    expect(alert.subject).toBe(`ކާޑު ޕޭމަންޓް އިންވޮއިސްއާ ދިމައެއް ނުވޭ: INV-${other.invoice.id} - ${t.config.appName}`);
    expect(alert.text).toContain(`ޓްރާންޒެކްޝަން ${id} (`);
    expect(alert.text).toContain('MVR 1.00 އަށް');
    expect(alert.html).toContain('<html lang="dv" dir="rtl">');
  });

  it('says so, offers the slip and writes nothing when the bank is down', async () => {
    const e = await employerWithInvoice();
    bank.setDown(true);
    try {
      const res = await post(`/api/employ/invoice/${e.invoice.id}/card-payment`, e.token);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(BANK_UNAVAILABLE);
      expect(res.body).not.toContain(API_KEY);
    } finally {
      bank.setDown(false);
    }
    const listed = (await get('/api/employ/company', e.token)).json().data.invoice_pending;
    expect(listed).toMatchObject({ bml_transaction_id: null, can_pay_by_card: true });
    const body = await formData({ invoice_id: String(e.invoice.id) }, [
      { name: 'slip', filename: 'slip.png', content: PNG_1PX },
    ]);
    const slip = await t.app.inject({
      method: 'POST',
      url: '/api/employ/upload-slip',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(e.token) },
    });
    expect(slip.statusCode).toBe(200);
  });
});

describe('operators', () => {
  it('re-query a transaction and mark a paid invoice refunded, ending its plan; both in the audit list', async () => {
    const e = await employerWithInvoice();
    const { id } = await payByCard(e.token, e.invoice.id);
    const before = await post(`/api/admin/invoices/${e.invoice.id}/requery`, adminToken);
    expect(before.json().data).toEqual({ state: 'QR_CODE_GENERATED', paid: false });
    expect((await post(`/api/admin/invoices/${e.invoice.id}/requery`, e.token)).statusCode).toBe(403);

    bank.setState(id, 'CONFIRMED');
    const requery = await post(`/api/admin/invoices/${e.invoice.id}/requery`, adminToken);
    expect(requery.json().data).toEqual({ state: 'CONFIRMED', paid: true });
    const listed = await get('/api/admin/invoices?status=paid', adminToken);
    expect(listed.json().data.find((i: { id: number }) => i.id === e.invoice.id)).toMatchObject({
      paid_by: 'card',
      bml_transaction_id: id,
    });

    // Only operators mark refunds: the employer who paid cannot (nor re-query as an operator, above).
    expect((await post(`/api/admin/invoices/${e.invoice.id}/refund`, e.token)).statusCode).toBe(403);
    const refund = await post(`/api/admin/invoices/${e.invoice.id}/refund`, adminToken);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.refunded_at).not.toBeNull();
    expect((await post(`/api/admin/invoices/${e.invoice.id}/refund`, adminToken)).statusCode).toBe(409);
    const [sub] = await subscriptionsOf(e.invoice.id);
    expect(new Date(sub!.expiresAt).getTime()).toBeLessThanOrEqual(Date.now());
    // The employer's list says it too (the web reads refunded_at as 'Refunded'), and the plan is gone.
    const company = (await get('/api/employ/company', e.token)).json().data;
    expect(company.invoice.find((i: { id: number }) => i.id === e.invoice.id)).toMatchObject({
      status: 'paid',
      paid_by: 'card',
      refunded_at: expect.any(String),
    });
    expect(company.payper).toBeNull();

    const actions = (
      await t.app.db.select().from(adminActions).where(eq(adminActions.subjectId, e.invoice.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['invoice.card-open', 'invoice.card-paid', 'invoice.requery', 'invoice.refund']),
    );
    const requeryOfUnpaid = await post('/api/admin/invoices/99999999/requery', adminToken);
    expect(requeryOfUnpaid.statusCode).toBe(404);
  });
});
