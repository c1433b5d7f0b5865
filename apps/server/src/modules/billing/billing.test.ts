import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { adminActions, files, subscriptions } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import {
  buildAdmin,
  buildEmployer,
  buildJobseeker,
  buildSubscription,
  tokenFor,
} from '../../../test/factories';
import { pdfFile, PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { waitForMailCount } from '../accounts/test-support';
import { OPEN_INVOICE_EXISTS, SLIP_ALREADY_LINKED } from './invoice-service';
import { INVOICE_ALREADY_PAID, NO_SLIP_TO_REJECT } from './payment-service';

let t: TestContext;
let adminToken: string;
let adminEmail: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.app);
  adminEmail = admin.email;
  adminToken = await tokenFor(t.app, admin.id);
});
afterAll(() => t.close());

async function employer(sector = 'Private (Others)') {
  const e = await buildEmployer(t.app, { company: { sector } });
  return { ...e, token: await tokenFor(t.app, e.user.id) };
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function uploadSlip(token: string, invoiceId: number, content: Buffer, filename = 'slip.png') {
  const body = await formData({ invoice_id: String(invoiceId) }, [{ name: 'slip', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/employ/upload-slip',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('GET /api/employ/company', () => {
  it('answers the shape of DESIGN §4, with the plans of the company’s sector', async () => {
    const e = await employer('Private (Tourism)');
    const res = await get('/api/employ/company', e.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      ['annual', 'company', 'invoice', 'invoice_pending', 'packages', 'payper', 'totals'].sort(),
    );
    expect(data.company).toMatchObject({ id: e.company.id, name: e.company.name });
    expect(data).toMatchObject({ annual: null, payper: null, invoice_pending: null, invoice: [] });
    expect(data.packages).toHaveLength(2);
    expect(data.packages[0]).toMatchObject({ type: 1, sector: 'tourism', price_per_unit: 7710, currency: 1 });
    expect(data.packages[1]).toMatchObject({ type: 2, sector: 'tourism', price_per_unit: 1000 });
    expect(data.totals).toEqual({ totalJobs: 0, pendingJobs: 0, applications: 0, shortListed: 0 });

    const other = await employer('Government / Civil Service');
    const plans = (await get('/api/employ/company', other.token)).json().data.packages;
    expect(
      plans.map((p: { sector: string; price_per_unit: number }) => [p.sector, p.price_per_unit]),
    ).toEqual([
      ['private', 3000],
      ['private', 500],
    ]);
  });

  it('is for employers only', async () => {
    const seeker = await buildJobseeker(t.app);
    expect((await get('/api/employ/company', await tokenFor(t.app, seeker.id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/employ/company' })).statusCode).toBe(401);
  });
});

describe('invoices, slips and activation', () => {
  it('runs from invoice to an active pay-per-job plan, with the mails and PDFs on the way', async () => {
    const e = await employer();
    // Pay-per-job × 2: total = units × price per unit.
    const created = await post('/api/employ/invoice', e.token, {
      company_id: e.company.id,
      package: 2,
      no_of_jobs: 2,
      tin: '1001234GST501',
    });
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data;
    expect(invoice).toMatchObject({
      ref: `INV-${invoice.id}`,
      package: 2,
      no_of_jobs: 2,
      amount: 1000,
      amount_minor: 100_000,
      currency: 1,
      status: 'pending',
      tin: '1001234GST501',
      slip: null,
      paid_at: null,
    });
    const issued = await waitForMailCount(t.smtp, e.user.email, 1, /Invoice INV-/);
    expect(issued.raw).toMatch(/filename="?Invoice\.pdf/);
    expect(issued.raw).toMatch(/Content-Type: application\/pdf/i);

    // One open invoice at a time.
    const second = await post('/api/employ/invoice', e.token, { package: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(OPEN_INVOICE_EXISTS);

    // The invoice PDF.
    const pdf = await get(`/api/employ/gen-pdf/${invoice.id}`, e.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="Invoice\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // No receipt before the payment is confirmed.
    const early = await get(`/api/employ/receipt/${invoice.id}`, e.token);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(MESSAGES.dataNotFound);

    // A slip that is not JPEG, PNG or PDF by its content, whatever its name.
    const text = await uploadSlip(e.token, invoice.id, Buffer.from('not an image at all'), 'slip.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGES.slipFormat);

    const linked = await uploadSlip(e.token, invoice.id, PNG_1PX);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ message: MESSAGES.slipLinked, data: { status: 'awaiting' } });
    await waitForMailCount(t.smtp, adminEmail, 1, new RegExp(`Payment slip received for INV-${invoice.id}`));

    // 'Change Package' is over once a slip is linked.
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/employ/invoice/${invoice.id}`,
      headers: bearer(e.token),
      payload: { _method: 'put', package: 1 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(SLIP_ALREADY_LINKED);

    // The operators' queue shows it with the slip's type, and the slip itself.
    const queue = await get('/api/admin/invoices', adminToken);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((i: { id: number }) => i.id === invoice.id);
    expect(item).toMatchObject({ status: 'awaiting', slip_type: 'image/png', company: { id: e.company.id } });
    const slip = await get(`/api/admin/invoices/${invoice.id}/slip`, adminToken);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/png');
    expect(slip.headers['x-content-type-options']).toBe('nosniff');
    expect(slip.rawPayload.equals(PNG_1PX)).toBe(true);

    // Confirm: paid, two postings usable for 365 days; a receipt is mailed.
    const confirmed = await post(`/api/admin/invoices/${invoice.id}/confirm-payment`, adminToken);
    expect(confirmed.statusCode).toBe(200);
    const { subscription } = confirmed.json();
    expect(subscription).toMatchObject({ type: PACKAGE_TYPES.payPerJob, jobs_total: 2 });
    const days = (Date.parse(subscription.expires_at) - Date.parse(subscription.starts_at)) / 86_400_000;
    expect(days).toBe(365);
    const receiptMail = await waitForMailCount(t.smtp, e.user.email, 1, /Payment confirmed/);
    expect(receiptMail.raw).toMatch(/filename="?Receipt\.pdf/);

    const summary = (await get('/api/employ/company', e.token)).json().data;
    expect(summary.payper).toEqual({ id: subscription.id, package: 'Private Sector', jobs_left: 2 });
    expect(summary.annual).toBeNull();
    expect(summary.invoice_pending).toBeNull();
    expect(summary.invoice[0]).toMatchObject({ id: invoice.id, status: 'paid' });
    const receipt = await get(`/api/employ/receipt/${invoice.id}`, e.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toMatch(/filename="Receipt\.pdf"/);

    // Confirming again activates nothing more.
    const again = await post(`/api/admin/invoices/${invoice.id}/confirm-payment`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_ALREADY_PAID);
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, e.company.id));
    expect(subs).toHaveLength(1);
    const actions = await t.app.db.select().from(adminActions).where(eq(adminActions.subjectId, invoice.id));
    expect(actions.map((a) => a.action)).toContain('invoice.confirm-payment');
  });

  it('activates once when the payment is confirmed many times at once', async () => {
    const e = await employer();
    const invoice = (await post('/api/employ/invoice', e.token, { package: 2, no_of_jobs: 1 })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(`/api/admin/invoices/${invoice.id}/confirm-payment`, adminToken)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, e.company.id));
    expect(subs).toHaveLength(1);
  });

  it('starts an annual renewal bought while the plan is active at its expiry', async () => {
    const e = await employer();
    const current = await buildSubscription(t.app, e.company.id, PACKAGE_TYPES.annual);
    const invoice = (await post('/api/employ/invoice', e.token, { package: 1 })).json().data;
    expect(invoice).toMatchObject({ package: 1, no_of_jobs: 1, amount: 3000 });
    const { subscription } = (
      await post(`/api/admin/invoices/${invoice.id}/confirm-payment`, adminToken)
    ).json();
    expect(Date.parse(subscription.starts_at)).toBe(Date.parse(current.expiresAt));
    const summary = (await get('/api/employ/company', e.token)).json().data;
    expect(Date.parse(summary.annual.expiry_date)).toBe(Date.parse(subscription.expires_at));
  });

  it('sends a slip back with a reason: the invoice is pending again and takes a new slip', async () => {
    const e = await employer();
    const invoice = (await post('/api/employ/invoice', e.token, { package: 2, no_of_jobs: 3 })).json().data;
    expect((await uploadSlip(e.token, invoice.id, pdfFile(), 'slip.pdf')).statusCode).toBe(200);
    const [linked] = await t.app.db.select().from(files).where(eq(files.ownerUserId, e.user.id));
    expect(linked).toMatchObject({ contentType: 'application/pdf' });

    const noReason = await post(`/api/admin/invoices/${invoice.id}/reject-slip`, adminToken, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    const rejected = await post(`/api/admin/invoices/${invoice.id}/reject-slip`, adminToken, {
      reason: 'The amount on the slip is MVR 500, not MVR 1,500.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'pending',
      slip: null,
      slip_rejected_reason: 'The amount on the slip is MVR 500, not MVR 1,500.',
    });
    const mail = await waitForMailCount(t.smtp, e.user.email, 1, /needs attention/);
    expect(mail.text).toContain('The amount on the slip is MVR 500, not MVR 1,500.');
    // The rejected slip is gone: no row, no file for anyone.
    expect(await t.app.db.select().from(files).where(eq(files.key, linked!.key))).toEqual([]);
    expect((await get(`/api/admin/invoices/${invoice.id}/slip`, adminToken)).statusCode).toBe(404);
    const twice = await post(`/api/admin/invoices/${invoice.id}/reject-slip`, adminToken, {
      reason: 'again',
    });
    expect(twice).toMatchObject({ statusCode: 409 });
    expect(twice.json().message).toBe(NO_SLIP_TO_REJECT);

    // Change Package works again, then a new slip.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/employ/invoice/${invoice.id}`,
      headers: bearer(e.token),
      payload: { id: invoice.id, package: 2, no_of_jobs: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ no_of_jobs: 1, amount: 500 });
    expect((await uploadSlip(e.token, invoice.id, PNG_1PX)).json().data).toMatchObject({
      status: 'awaiting',
      slip_rejected_reason: null,
    });
  });
});

describe('one company never reaches another’s invoices', () => {
  it('refuses every invoice call on another company’s invoice with Access Deny', async () => {
    const owner = await employer();
    const intruder = await employer();
    const invoice = (await post('/api/employ/invoice', owner.token, { package: 2, no_of_jobs: 1 })).json()
      .data;
    await uploadSlip(owner.token, invoice.id, PNG_1PX);
    const attempts = [
      get(`/api/employ/gen-pdf/${invoice.id}`, intruder.token),
      get(`/api/employ/receipt/${invoice.id}`, intruder.token),
      get(`/api/employ/invoice/${invoice.id}/slip`, intruder.token),
      t.app.inject({
        method: 'PUT',
        url: `/api/employ/invoice/${invoice.id}`,
        headers: bearer(intruder.token),
        payload: { package: 1 },
      }),
      uploadSlip(intruder.token, invoice.id, PNG_1PX),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.accessDeny);
    }
    // A company_id of another company in the body is refused too.
    const forOther = await post('/api/employ/invoice', intruder.token, {
      company_id: owner.company.id,
      package: 1,
    });
    expect(forOther.statusCode).toBe(403);
    // The owner still reads their slip; the slip is not a public file.
    expect((await get(`/api/employ/invoice/${invoice.id}/slip`, owner.token)).statusCode).toBe(200);
    const [slipRow] = await t.app.db.select().from(files).where(eq(files.ownerUserId, owner.user.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${slipRow!.key}` })).statusCode).toBe(404);
  });

  it('keeps the operators’ calls to role 3', async () => {
    const e = await employer();
    const seeker = await buildJobseeker(t.app);
    for (const token of [e.token, await tokenFor(t.app, seeker.id)]) {
      expect((await get('/api/admin/invoices', token)).statusCode).toBe(403);
      expect((await post('/api/admin/invoices/1/confirm-payment', token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(401);
  });

  it('answers Data not found! for an invoice that does not exist', async () => {
    const e = await employer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/employ/invoice/999999',
      headers: bearer(e.token),
      payload: { package: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.dataNotFound);
  });
});

describe('invoice input', () => {
  it('checks the plan and the number of jobs', async () => {
    const e = await employer();
    const zero = await post('/api/employ/invoice', e.token, { package: 2, no_of_jobs: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.no_of_jobs[0]).toBe('The number of jobs must be at least 1.');
    const word = await post('/api/employ/invoice', e.token, { package: 2, no_of_jobs: 'two' });
    expect(word.statusCode).toBe(422);
    const plan = await post('/api/employ/invoice', e.token, { package: 3 });
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors.package[0]).toBe('The selected package is invalid.');
    // An annual invoice is one unit whatever no_of_jobs says.
    const annual = await post('/api/employ/invoice', e.token, { package: 1, no_of_jobs: 5 });
    expect(annual.json().data).toMatchObject({ no_of_jobs: 1, amount: 3000 });
  });
});
