import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { FILE_LIMITS } from '@portal/shared/constants';
import { files, jobFormSubmissions, jobFormUploads } from '../../db/schema';
import { depsOf } from '../../lib/deps';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJobseeker, tokenFor } from '../../../test/factories';
import { pdfFile, PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import {
  JOB_FORM_CLOSED,
  JOB_FORM_FILE_INVALID,
  JOB_FORM_FILE_USED,
  JOB_FORM_SUBMITTED,
  JOB_FORM_UPLOAD_RULE,
  removeUnsubmittedJobFormUploads,
} from './service';
import { JOB_FORM_UPLOADS_FULL, UNSUBMITTED_UPLOAD_CEILING_BYTES } from './upload-ceiling';

// The public bank job form (issue 12 point 4): the vacancy and its closing date, the application form,
// uploads decided by their bytes and limited per client, the submission's checks with the spec's
// messages, nothing half-written, the confirmation mail, the hourly clean-up and the operators' console.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let clientNo = 0;
/** A fresh client address per test, so that the per-client upload limit of one test spares the others. */
const nextClient = () => `203.0.113.${++clientNo}`;

const get = (url: string, h: Headers = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });

async function upload(
  content: Buffer,
  opts: { filename?: string; type?: string; client?: string; field?: string } = {},
) {
  const body = await formData({}, [
    {
      name: opts.field ?? 'file',
      filename: opts.filename ?? 'document.pdf',
      content,
      type: opts.type ?? 'application/pdf',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/job-form/upload',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: opts.client ?? '198.51.100.1',
  });
}

/** Uploads a PDF and answers its `{original, uri}`. */
async function uploaded(filename: string, client = '198.51.100.1') {
  const res = await upload(pdfFile(), { filename, client });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.data as { original: string; uri: string };
}

/** Five uploaded slots (four required and the reference letters). */
async function slots(client?: string) {
  return {
    application: await uploaded('application.pdf', client),
    id_card: await uploaded('id-card.pdf', client),
    education_cert: await uploaded('certificates.pdf', client),
    resume: await uploaded('cv.pdf', client),
    reference: await uploaded('references.pdf', client),
  };
}

/** Posts the form as the spec's client does: multipart, each file a JSON-encoded file object. */
async function submit(fields: Record<string, unknown>) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const body = await formData(text);
  return t.app.inject({
    method: 'POST',
    url: '/api/job-form',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: '198.51.100.9',
  });
}

const person = (email: string) => ({
  name: 'Aminath Shifa',
  phone: '+9607771234',
  email,
  pref_branch: 'Hulhumale',
  confirm: '1',
});

const submissionCount = async () =>
  (await depsOf(t.app).db.select({ n: count() }).from(jobFormSubmissions))[0]!.n;

describe('the vacancy (GET job-form) and its application form', () => {
  it('shows the Assistant vacancy, ages 18 to 25, closing a month after its first read and staying so', async () => {
    const res = await get('/job-form');
    expect(res.statusCode, res.body).toBe(200);
    const vacancy = res.json().data;
    expect(vacancy).toMatchObject({ title: 'Assistant', age_min: 18, age_max: 25, open: true });
    expect(vacancy.branches).toEqual(["Male'", 'Hulhumale', 'Maamigili', 'Hithadhoo']);
    const days = (Date.parse(vacancy.closes_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    // The date is stored on the first read: a later read (or a restart) answers the same one.
    expect((await get('/job-form')).json().data.closes_at).toBe(vacancy.closes_at);
  });

  it('downloads the application form as a PDF', async () => {
    const res = await get('/job-form/application-form');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('uploads (POST job-form/upload)', () => {
  it('takes a PDF without an account and answers 202 {data: {data: {original, uri}}}', async () => {
    const res = await upload(pdfFile(), { filename: 'My CV.pdf', client: nextClient() });
    expect(res.statusCode, res.body).toBe(202);
    const { original, uri } = res.json().data.data;
    expect(original).toBe('My CV.pdf');
    expect(uri).toMatch(/\S{16,}/);
    const [row] = await depsOf(t.app).db.select().from(jobFormUploads).where(eq(jobFormUploads.key, uri));
    expect(row).toMatchObject({ submissionId: null, slot: null });
  });

  it('decides the type by the bytes: a PNG named .pdf is a File type error, and nothing is kept', async () => {
    const before = (await depsOf(t.app).db.select({ n: count() }).from(jobFormUploads))[0]!.n;
    const res = await upload(PNG_1PX, {
      filename: 'scan.pdf',
      type: 'application/pdf',
      client: nextClient(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MESSAGES.uploadType);
    expect((await depsOf(t.app).db.select({ n: count() }).from(jobFormUploads))[0]!.n).toBe(before);
  });

  it('refuses a file over 10024 KB with the spec message', async () => {
    const res = await upload(pdfFile(FILE_LIMITS.document.bytes), { client: nextClient() });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.uploadTooLarge);
  });

  it('refuses uploads past the storage ceiling of files waiting for a submission (503, Retry-After)', async () => {
    // Issue 24, point 6: the per-client limit alone let many addresses together fill the storage.
    const db = depsOf(t.app).db;
    const waiting = `waiting-${Date.now()}.pdf`;
    const room = 2048;
    const [waitingNow] = await db
      .select({ bytes: sql<string | null>`sum(${files.size})` })
      .from(jobFormUploads)
      .innerJoin(files, eq(files.key, jobFormUploads.key))
      .where(isNull(jobFormUploads.submissionId));
    await db.insert(files).values({
      key: waiting,
      originalName: 'big.pdf',
      contentType: 'application/pdf',
      size: UNSUBMITTED_UPLOAD_CEILING_BYTES - Number(waitingNow?.bytes ?? 0) - room,
      attached: false,
    });
    await db.insert(jobFormUploads).values({ key: waiting, client: '203.0.113.250' });

    const full = await upload(pdfFile(room), { client: nextClient() });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ status: 503, code: 'service_unavailable', message: JOB_FORM_UPLOADS_FULL });
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    expect(Number(full.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // A file that fits the room left is taken; once the waiting upload is gone, the room is back.
    expect((await upload(pdfFile(), { client: nextClient() })).statusCode).toBe(202);
    await db.delete(files).where(eq(files.key, waiting));
    expect((await upload(pdfFile(room), { client: nextClient() })).statusCode).toBe(202);
  });

  it('asks for the file when none is sent', async () => {
    const body = await formData({ note: 'no file' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-form/upload',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextClient(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBeDefined();
  });

  it('limits the uploads of one client address per hour (429 with Retry-After); other clients go on', async () => {
    const client = nextClient();
    for (let i = 0; i < JOB_FORM_UPLOAD_RULE.max; i++) {
      const res = await upload(pdfFile(), { client });
      expect(res.statusCode, `upload ${i + 1}`).toBe(202);
    }
    const refused = await upload(pdfFile(), { client });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(pdfFile(), { client: nextClient() })).statusCode).toBe(202);
  });
});

describe('the submission (POST job-form)', () => {
  it('stores it with its five files, answers 201 with the message and mails the applicant', async () => {
    const files5 = await slots(nextClient());
    const res = await submit({ ...person('shifa@example.mv'), ...files5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(JOB_FORM_SUBMITTED);
    const id = res.json().data.id as number;
    const db = depsOf(t.app).db;
    const [row] = await db.select().from(jobFormSubmissions).where(eq(jobFormSubmissions.id, id));
    expect(row).toMatchObject({ name: 'Aminath Shifa', email: 'shifa@example.mv', prefBranch: 'Hulhumale' });
    const tied = await db.select().from(jobFormUploads).where(eq(jobFormUploads.submissionId, id));
    expect(tied.map((u) => u.slot).sort()).toEqual(
      ['application', 'education_cert', 'id_card', 'reference', 'resume'].sort(),
    );
    const mail = await t.smtp.waitFor('shifa@example.mv', /Application received/);
    expect(mail.text).toContain(`JF-${id}`);
    expect(mail.text).toContain('Hulhumale');
    expect(mail.text).toContain('cv.pdf');
  });

  it('takes a JSON body too, and the reference letters are optional', async () => {
    const { reference: _unused, ...required } = await slots(nextClient());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-form',
      payload: { ...person('json@example.mv'), ...required, confirm: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers 'Please complete all required fields' naming each missing field, and stores nothing", async () => {
    const before = await submissionCount();
    const files5 = await slots(nextClient());
    const res = await submit({ ...person('a@example.mv'), name: '  ', ...files5, resume: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.bankFormIncomplete);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'resume']);
    const empty = await submit({});
    expect(empty.json().message).toBe(MESSAGES.bankFormIncomplete);
    expect(Object.keys(empty.json().errors)).toEqual([
      'name',
      'phone',
      'email',
      'pref_branch',
      'application',
      'id_card',
      'education_cert',
      'resume',
    ]);
    expect(await submissionCount()).toBe(before);
  });

  it("answers 'Please confirm checkbox' when the box is not ticked", async () => {
    const files5 = await slots(nextClient());
    for (const confirm of [undefined, '0', 'no']) {
      const fields: Record<string, unknown> = { ...person('b@example.mv'), ...files5 };
      if (confirm === undefined) delete fields.confirm;
      else fields.confirm = confirm;
      const res = await submit(fields);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MESSAGES.bankFormCheckbox);
    }
  });

  it('reads a JSON form with null fields as incomplete, and refuses a field of the wrong type with 422', async () => {
    // Issue 26, point 1: the body is typed on the wire, but a blank or null field still reaches the
    // spec's message; only a value of another type (a number, an array, an object that is no file) is
    // refused by the route's schema, naming the field.
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/job-form', payload, remoteAddress: '198.51.100.9' });
    const nulls = await post({ ...person('n@example.mv'), name: null, application: null, confirm: null });
    expect(nulls.statusCode).toBe(422);
    expect(nulls.json().message).toBe(MESSAGES.bankFormIncomplete);
    expect(Object.keys(nulls.json().errors)).toEqual([
      'name',
      'application',
      'id_card',
      'education_cert',
      'resume',
    ]);

    const files5 = await slots(nextClient());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: 9607771234 }, 'phone', 'The mobile number must be text.'],
      [{ name: ['Aminath', 'Shifa'] }, 'name', 'The full name must be text.'],
      [{ resume: { original: 'cv.pdf' } }, 'resume', 'The CV must be an uploaded file.'],
      [{ confirm: { ticked: true } }, 'confirm', MESSAGES.bankFormCheckbox],
    ];
    const before = await submissionCount();
    for (const [fields, field, message] of cases) {
      const res = await post({ ...person('w@example.mv'), ...files5, confirm: 1, ...fields });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        message,
        errors: { [field]: [message] },
      });
    }
    // A field sent twice in a urlencoded body arrives as a list: refused the same way.
    const form = new URLSearchParams({ ...person('twice@example.mv'), confirm: '1' });
    for (const [slot, ref] of Object.entries(files5)) form.append(slot, JSON.stringify(ref));
    form.append('email', 'other@example.mv');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/job-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().errors).toEqual({ email: ['The email must be text.'] });
    expect(await submissionCount()).toBe(before);
  });

  it('checks each field: the email, the phone and the branch', async () => {
    const files5 = await slots(nextClient());
    const res = await submit({
      ...person('not-an-email'),
      phone: 'call me',
      pref_branch: 'Addu',
      ...files5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'phone', 'pref_branch']);
  });

  it('refuses a uri job-form/upload did not issue, a file object that is not one, and one uri in two slots', async () => {
    const files5 = await slots(nextClient());
    const before = await submissionCount();
    const unknown = await submit({
      ...person('c@example.mv'),
      ...files5,
      id_card: { original: 'id.pdf', uri: 'made-up-key' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ id_card: [JOB_FORM_FILE_INVALID] });

    const notObject = await submit({ ...person('c@example.mv'), ...files5, application: 'just text' });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors.application).toBeDefined();

    const twice = await submit({ ...person('c@example.mv'), ...files5, resume: files5.application });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.resume).toBeDefined();

    // A seeker's own document (issued by document-upload, not job-form/upload) is not this form's file.
    const s = await buildJobseeker(t.app);
    const doc = await formData({}, [{ name: 'file', filename: 'd.pdf', content: pdfFile() }]);
    const docRes = await t.app.inject({
      method: 'POST',
      url: '/api/document-upload',
      headers: { ...doc.headers, ...bearer(await tokenFor(t.app, s.id)) },
      payload: doc.payload,
    });
    expect(docRes.statusCode, docRes.body).toBe(202);
    const foreign = await submit({ ...person('c@example.mv'), ...files5, resume: docRes.json().data.data });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ resume: [JOB_FORM_FILE_INVALID] });
    expect(await submissionCount()).toBe(before);
  });

  it('refuses a file already submitted with another application', async () => {
    const files5 = await slots(nextClient());
    expect((await submit({ ...person('first@example.mv'), ...files5 })).statusCode).toBe(201);
    const again = await slots(nextClient());
    const res = await submit({
      ...person('second@example.mv'),
      ...again,
      education_cert: files5.education_cert,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ education_cert: [JOB_FORM_FILE_USED] });
  });
});

describe('unsubmitted uploads', () => {
  it('are removed, rows and bytes, an hour after their upload; submitted and recent ones stay', async () => {
    const db = depsOf(t.app).db;
    const client = nextClient();
    const stale = await uploaded('stale.pdf', client);
    const recent = await uploaded('recent.pdf', client);
    const files5 = await slots(client);
    expect((await submit({ ...person('kept@example.mv'), ...files5 })).statusCode).toBe(201);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    for (const uri of [stale.uri, files5.resume.uri])
      await db.update(jobFormUploads).set({ createdAt: twoHoursAgo }).where(eq(jobFormUploads.key, uri));
    const storedPath = async (key: string) => {
      const found: string[] = [];
      const walk = async (dir: string) => {
        for (const e of await fs.readdir(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) await walk(p);
          else if (e.name.includes(key)) found.push(p);
        }
      };
      await walk(t.dataDir);
      return found;
    };
    expect(await storedPath(stale.uri)).toHaveLength(1);

    const removed = await removeUnsubmittedJobFormUploads(depsOf(t.app));
    expect(removed).toBe(1);
    expect(await storedPath(stale.uri)).toHaveLength(0);
    expect(await db.select().from(files).where(eq(files.key, stale.uri))).toHaveLength(0);
    expect(await db.select().from(jobFormUploads).where(eq(jobFormUploads.key, stale.uri))).toHaveLength(0);
    for (const kept of [recent.uri, files5.resume.uri]) {
      expect(await db.select().from(files).where(eq(files.key, kept))).toHaveLength(1);
      expect(await storedPath(kept)).toHaveLength(1);
    }
    // A removed upload can no longer be submitted.
    const late = await submit({ ...person('late@example.mv'), ...(await slots(client)), id_card: stale });
    expect(late.json().errors).toEqual({ id_card: [JOB_FORM_FILE_INVALID] });
  });
});

describe('the operators’ console (admin/job-form)', () => {
  it('lists newest first, filters by branch, opens one and downloads each file; others are refused', async () => {
    const files5 = await slots(nextClient());
    const res = await submit({ ...person('maamigili@example.mv'), pref_branch: 'Maamigili', ...files5 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const admin = bearer(await tokenFor(t.app, (await buildAdmin(t.app)).id));

    const all = await get('/admin/job-form', admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data[0]).toMatchObject({ id, pref_branch: 'Maamigili', file_count: 5 });
    const branch = await get(`/admin/job-form?branch=${encodeURIComponent('Maamigili')}`, admin);
    expect(branch.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(branch.json().total).toBe(1);
    expect((await get('/admin/job-form?branch=Addu', admin)).statusCode).toBe(422);

    const detail = await get(`/admin/job-form/${id}`, admin);
    expect(detail.statusCode).toBe(200);
    const shown = detail.json().data;
    expect(shown.email).toBe('maamigili@example.mv');
    expect(shown.files.map((f: { slot: string }) => f.slot)).toEqual([
      'application',
      'id_card',
      'education_cert',
      'resume',
      'reference',
    ]);
    const cv = shown.files.find((f: { slot: string }) => f.slot === 'resume');
    const download = await t.app.inject({ method: 'GET', url: cv.url, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfFile())).toBe(true);
    expect((await get(`/admin/job-form/${id + 1000}`, admin)).statusCode).toBe(404);

    // Not for employers, jobseekers or visitors, and no file has a public URL.
    const employer = bearer(await tokenFor(t.app, (await buildEmployer(t.app)).user.id));
    const jobseeker = bearer(await tokenFor(t.app, (await buildJobseeker(t.app)).id));
    for (const h of [employer, jobseeker]) {
      expect((await get('/admin/job-form', h)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: cv.url, headers: h })).statusCode).toBe(403);
    }
    expect((await get('/admin/job-form')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: cv.url })).statusCode).toBe(401);
    expect((await get(`/files/${files5.resume.uri}`)).statusCode).toBe(404);
  });
});

describe('after the closing date', () => {
  it('says the vacancy is closed and takes neither uploads nor submissions', async () => {
    const closed = await buildTestApp({ JOB_FORM_CLOSES_AT: '2022-11-30' });
    try {
      const vacancy = await closed.app.inject({ method: 'GET', url: '/api/job-form' });
      expect(vacancy.json().data).toMatchObject({ open: false, closes_at: '2022-11-30T18:59:59.999Z' });
      const body = await formData({}, [{ name: 'file', filename: 'a.pdf', content: pdfFile() }]);
      const up = await closed.app.inject({
        method: 'POST',
        url: '/api/job-form/upload',
        headers: body.headers,
        payload: body.payload,
      });
      expect(up.statusCode).toBe(422);
      expect(up.json().message).toBe(JOB_FORM_CLOSED);
      // Closed is said first: before the missing fields and the box.
      for (const payload of [{}, { name: '', email: null, confirm: '0' }]) {
        const sub = await closed.app.inject({ method: 'POST', url: '/api/job-form', payload });
        expect(sub.statusCode).toBe(422);
        expect(sub.json().message).toBe(JOB_FORM_CLOSED);
      }
    } finally {
      await closed.close();
    }
  });
});
