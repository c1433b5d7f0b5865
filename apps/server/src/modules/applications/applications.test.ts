import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { applyButtonState } from '@portal/shared/rules/apply-button';
import { users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { readMail } from '../../../test/smtp';
import { buildEmployer, buildFile, buildJob, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories';
import { pdfFile, PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { basicInfo, seeker, seekerWithCompleteProfile, seekerWithProfile } from '../../../test/seekers';

// Applying and managing applications (issue 11): every state of the apply button checked by the
// server, once per job, the employer's list, shortlist, view and downloads, and every 403 between two
// employers and two seekers.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const apply = (h: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/job/application', headers: h, payload });
async function applyMultipart(
  h: Headers,
  fields: Record<string, string>,
  files: { name: string; content: Buffer; filename?: string }[],
) {
  const body = await formData(
    fields,
    files.map((f) => ({
      name: f.name,
      filename: f.filename ?? `${f.name}.pdf`,
      content: f.content,
      type: 'application/pdf',
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/job/application',
    headers: { ...h, ...body.headers },
    payload: body.payload,
  });
}
const get = (url: string, h: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });

async function employer() {
  const e = await buildEmployer(t.app);
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

const COVER = 'Dear Hiring Manager,\n\nI would like to apply.\n\nKind regards,\nAishath';

describe('applying (POST job/application)', () => {
  it('applies once: 201, the checker says 200, a second apply is 409 Already Applied', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Receptionist' });
    const s = await seekerWithCompleteProfile(t.app);
    expect((await get(`/user/applicationChecker/${job.id}`, s.headers)).statusCode).toBe(404);
    const res = await apply(s.headers, { job_id: job.id, cover_note: COVER, candidate_id: s.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      job_id: job.id,
      title: 'Receptionist',
      status: null,
      is_favorite: 0,
      viewed_at: null,
    });
    expect((await get(`/user/applicationChecker/${job.id}`, s.headers)).statusCode).toBe(200);
    const again = await apply(s.headers, { job_id: job.id, cover_note: COVER });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyApplied);
    expect((await get('/user/profile', s.headers)).json().data.applied_count).toBe(1);
    const mail = await t.smtp.waitFor(e.company.hrEmail ?? e.user.email, /New application/);
    expect(mail.text).toContain('/view-application/');
  });

  it("mails the employer in the company account's language (issue 31): Dhivehi words, the job and the applicant as written", async () => {
    const e = await employer();
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, e.user.id));
    const job = await buildJob(t.app, e.company.id, { title: 'Barista' });
    const s = await seekerWithCompleteProfile(t.app);
    expect((await apply(s.headers, { job_id: job.id, cover_note: COVER })).statusCode).toBe(201);
    await t.app.outbox.drain();
    const raw = t.smtp.mails.filter((m) => m.to.includes((e.company.hrEmail ?? e.user.email).toLowerCase()));
    const mail = raw.map(readMail).find((m) => m.subject.startsWith('އައު އެޕްލިކޭޝަނެއް: Barista'));
    expect(mail).toBeDefined();
    expect(mail!.html).toContain('<html lang="dv" dir="rtl">');
    expect(mail!.html).toContain('>އެޕްލިކޭޝަން ހުޅުވާ</a>');
    expect(mail!.text).toContain('/view-application/');
    expect(mail!.text).not.toMatch(/applied for|Open the application/);
  });

  it('creates one application out of ten racing applies', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const s = await seekerWithCompleteProfile(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply(s.headers, { job_id: job.id, cover_note: COVER })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('refuses what the apply button would not offer, with the same answer as the shared rule', async () => {
    const e = await employer();
    const open = await buildJob(t.app, e.company.id);
    const noOnline = await buildJob(t.app, e.company.id, { preventOnlineApplication: true });
    const closed = await buildJob(t.app, e.company.id, { active: false });
    const maldiviansOnly = await buildJob(t.app, e.company.id, { preventInternationalApplicants: true });

    const incomplete = await seekerWithProfile(t.app);
    const res = await apply(incomplete.headers, { job_id: open.id, cover_note: COVER });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.completeProfile);
    expect(
      applyButtonState({
        role: 1,
        job: { prevent_online_application: 0, prevent_international_applicants: 0, open: true },
        seeker: { hasProfile: true, nationality: 'Maldives', complete: false, applied: false },
      }),
    ).toBe('incomplete');

    const none = await seeker(t.app);
    expect((await apply(none.headers, { job_id: open.id, cover_note: COVER })).json().message).toBe(
      MESSAGES.completeProfile,
    );

    const s = await seekerWithCompleteProfile(t.app);
    expect((await apply(s.headers, { job_id: noOnline.id, cover_note: COVER })).statusCode).toBe(422);
    expect((await apply(s.headers, { job_id: closed.id, cover_note: COVER })).statusCode).toBe(422);
    expect((await apply(s.headers, { job_id: 999999, cover_note: COVER })).statusCode).toBe(404);
    expect((await apply(s.headers, { job_id: open.id, cover_note: '' })).json().errors.cover_note).toEqual([
      'The cover letter field is required.',
    ]);
    expect((await apply(s.headers, { job_id: open.id, cover_note: 'x'.repeat(2501) })).statusCode).toBe(422);
    // Someone else's candidate_id is never a way to apply for them.
    expect(
      (await apply(s.headers, { job_id: open.id, cover_note: COVER, candidate_id: none.user.id })).statusCode,
    ).toBe(403);

    // A foreign seeker and a Maldivians-only job: 'Country Blocked'.
    const foreign = await seekerWithCompleteProfile(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/job-seeker/profile-update/${foreign.profile.id}`,
      headers: foreign.headers,
      payload: basicInfo({ nationality: 'India' }),
    });
    const blocked = await apply(foreign.headers, { job_id: maldiviansOnly.id, cover_note: COVER });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.countryBlocked);
    expect((await apply(s.headers, { job_id: maldiviansOnly.id, cover_note: COVER })).statusCode).toBe(201);
  });

  it('needs the filled application form when the job has one (PDF only), and takes a resume and documents', async () => {
    const e = await employer();
    const form = await buildFile(t.app, { ownerUserId: e.user.id });
    const job = await buildJob(t.app, e.company.id, { applicationForm: form.key });
    const s = await seekerWithCompleteProfile(t.app);
    const missing = await apply(s.headers, { job_id: job.id, cover_note: COVER });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(MESSAGES.applicationFormRequired);
    const notPdf = await applyMultipart(s.headers, { job_id: String(job.id), cover_note: COVER }, [
      { name: 'application_form', content: PNG_1PX, filename: 'form.pdf' },
    ]);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe(MESSAGES.applicationFormFormat);

    // A police report uploaded first (document-upload), sent as {original, uri} with the item it answers.
    const upload = await formData({}, [
      { name: 'file', filename: 'police.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/document-upload',
      headers: { ...s.headers, ...upload.headers },
      payload: upload.payload,
    });
    const police = up.json().data.data;
    const ok = await applyMultipart(
      s.headers,
      {
        job_id: String(job.id),
        cover_note: COVER,
        documents: JSON.stringify([{ item: 'Police Report', ...police }]),
      },
      [
        { name: 'application_form', content: pdfFile(), filename: 'filled-form.pdf' },
        { name: 'custom_resume', content: pdfFile(5), filename: 'my-cv.pdf' },
      ],
    );
    expect(ok.statusCode).toBe(201);

    // The employer sees every file, and can read each one.
    const list = (await get(`/employ/job-applications/${job.id}`, e.headers)).json();
    const view = (await get(`/employ/view-application-byjobid/${list.data[0].id}`, e.headers)).json().data;
    expect(view.documents.files.map((f: { label: string; name: string }) => [f.label, f.name])).toEqual([
      ['Attached resume', 'my-cv.pdf'],
      ['Application form', 'filled-form.pdf'],
      ['Police Report', 'police.pdf'],
    ]);
    for (const f of view.documents.files) {
      const file = await t.app.inject({ method: 'GET', url: f.url, headers: e.headers });
      expect(file.statusCode, f.label).toBe(200);
    }
  });

  it('never takes another seeker’s file as a document', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const a = await seekerWithCompleteProfile(t.app);
    const b = await seekerWithCompleteProfile(t.app);
    const body = await formData({}, [
      { name: 'file', filename: 'a.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/document-upload',
      headers: { ...a.headers, ...body.headers },
      payload: body.payload,
    });
    const res = await apply(b.headers, {
      job_id: job.id,
      cover_note: COVER,
      custom_resume: JSON.stringify(up.json().data.data),
    });
    expect(res.statusCode).toBe(422);
    expect((await get(`/user/applicationChecker/${job.id}`, b.headers)).statusCode).toBe(404);
  });
  it('keeps a profile document sent with an application when the seeker replaces it later', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const s = await seekerWithCompleteProfile(t.app);
    const uploadPdf = async (name: string) => {
      const body = await formData({}, [
        { name: 'file', filename: name, content: pdfFile(), type: 'application/pdf' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document-upload',
        headers: { ...s.headers, ...body.headers },
        payload: body.payload,
      });
      return res.json().data.data as { original: string; uri: string };
    };
    const first = await uploadPdf('diploma.pdf');
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/job-seeker/documents',
        headers: s.headers,
        payload: { type: 'cert', file_url: first.uri, file_name: first.original },
      })
    ).json().data;
    const applied = await apply(s.headers, {
      job_id: job.id,
      cover_note: COVER,
      documents: JSON.stringify([
        { item: 'Educational Certificates', original: doc.file_name, uri: doc.file_url },
      ]),
    });
    expect(applied.statusCode).toBe(201);
    const second = await uploadPdf('diploma-2.pdf');
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/job-seeker/documents/${doc.id}`,
      headers: s.headers,
      payload: { type: 'cert', file_url: second.uri },
    });
    expect(replaced.statusCode).toBe(201);
    const id = (await get('/employ/job-applications', e.headers)).json().data[0].id;
    const view = (await get(`/employ/view-application-byjobid/${id}`, e.headers)).json().data;
    const sent = view.documents.files.find((f: { label: string }) => f.label === 'Educational Certificates');
    expect(sent.name).toBe('diploma.pdf');
    expect((await t.app.inject({ method: 'GET', url: sent.url, headers: e.headers })).statusCode).toBe(200);
    expect(view.documents.cert.file_name).toBe('diploma-2.pdf');
  });
});

describe('the employer’s side', () => {
  it('lists, filters, shortlists (mailing the seeker once), views (viewed) and downloads', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Chef de Partie' });
    const a = await seekerWithCompleteProfile(t.app);
    const b = await seekerWithCompleteProfile(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/job-seeker/profile-update/${b.profile.id}`,
      headers: b.headers,
      payload: basicInfo({ name: 'Ibrahim Naseem', gender: 'Male' }),
    });
    for (const s of [a, b])
      expect((await apply(s.headers, { job_id: job.id, cover_note: COVER })).statusCode).toBe(201);

    const all = (await get('/employ/job-applications?sort=3', e.headers)).json();
    expect(all).toMatchObject({ total: 2, last: 1 });
    const males = (await get(`/employ/job-applications/${job.id}?gender=Male`, e.headers)).json();
    expect(males.data.map((r: { name: string }) => r.name)).toEqual(['Ibrahim Naseem']);

    const id = all.data.find((r: { candidate_id: number }) => r.candidate_id === a.user.id).id;
    const on = await get(`/employ/ar-shortlist/${id}`, e.headers);
    expect(on.json()).toMatchObject({ message: MESSAGES.addedToShortlist, data: { is_favorite: 1 } });
    expect((await get('/employ/job-applications?sort=1', e.headers)).json().total).toBe(1);
    expect((await get('/employ/job-applications?sort=0', e.headers)).json().total).toBe(1);
    expect((await get(`/employ/ar-shortlist/${id}`, e.headers)).json().message).toBe(
      MESSAGES.removedFromShortlist,
    );
    await get(`/employ/ar-shortlist/${id}`, e.headers); // shortlisted again: no second mail
    await t.app.outbox.drain();
    const shortlisted = t.smtp.mails.filter(
      (m) => m.to.includes(a.user.email) && /shortlisted/.test(m.subject),
    );
    expect(shortlisted).toHaveLength(1);

    const mine = (await get('/user/applications-usr', a.headers)).json().data[0];
    expect(mine).toMatchObject({ is_favorite: 1, viewed_at: null });
    const view = await get(`/employ/view-application-byjobid/${id}`, e.headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.application).toMatchObject({
      cover_note: COVER,
      job_title: 'Chef de Partie',
      name: 'Aishath Shifa',
    });
    expect((await get('/user/applications-usr', a.headers)).json().data[0].viewed_at).not.toBeNull();

    const letter = await get(`/employ/download-application/${id}`, e.headers);
    expect(letter.statusCode).toBe(200);
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const profile = await get(`/download-profile/${a.user.id}`, e.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-disposition']).toContain('Profile.pdf');
    expect((await get('/user/profile', a.headers)).json().data.shortlist_count).toBe(1);

    // The company's totals and its job list count them.
    expect((await get('/employ/company', e.headers)).json().data.totals).toMatchObject({
      applications: 2,
      shortListed: 1,
    });
    const jobs = (await get('/employ/jobs', e.headers)).json().data;
    expect(jobs[0].applications).toHaveLength(2);
    expect(jobs[0].applications.filter((x: { is_favorite: number }) => x.is_favorite === 1)).toHaveLength(1);
  });

  it('keeps an application and the files sent with it when the seeker deletes the account', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const s = await seekerWithCompleteProfile(t.app);
    const res = await applyMultipart(s.headers, { job_id: String(job.id), cover_note: COVER }, [
      { name: 'custom_resume', content: pdfFile(), filename: 'cv.pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/delete-account',
      headers: s.headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    const row = (await get('/employ/job-applications', e.headers)).json().data[0];
    expect(row.name).toBeNull(); // the list shows 'User not found!'
    const view = (await get(`/employ/view-application-byjobid/${row.id}`, e.headers)).json().data;
    expect(view.profile).toBeNull();
    const cv = await t.app.inject({ method: 'GET', url: view.documents.files[0].url, headers: e.headers });
    expect(cv.statusCode).toBe(200);
  });

  it('denies another company every call on an application, and jobseekers the employer calls', async () => {
    const e = await employer();
    const other = await employer();
    const job = await buildJob(t.app, e.company.id);
    const s = await seekerWithCompleteProfile(t.app);
    await apply(s.headers, { job_id: job.id, cover_note: COVER });
    const id = (await get('/employ/job-applications', e.headers)).json().data[0].id;
    for (const url of [
      `/employ/ar-shortlist/${id}`,
      `/employ/view-application-byjobid/${id}`,
      `/employ/download-application/${id}`,
      `/download-profile/${s.user.id}`,
    ]) {
      const res = await get(url, other.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(MESSAGES.accessDeny);
    }
    expect((await get(`/employ/job-applications/${job.id}`, other.headers)).statusCode).toBe(403);
    expect((await get('/employ/job-applications', other.headers)).json().total).toBe(0);
    const resume = (await get('/user/profile', s.headers)).json().data.profile;
    expect(resume).not.toBeNull();
    // The candidate's files are not the other employer's to read.
    const docs = await get(`/employ/view-application-byjobid/${id}`, e.headers);
    expect(docs.statusCode).toBe(200);
    // A seeker cannot call the employer's side, nor read another seeker's applications.
    expect((await get('/employ/job-applications', s.headers)).statusCode).toBe(403);
    const s2 = await seekerWithCompleteProfile(t.app);
    expect((await get('/user/applications-usr', s2.headers)).json().data).toEqual([]);
    expect((await get(`/download-profile/${s.user.id}`, s2.headers)).statusCode).toBe(403);
  });

  it('shows the unverified employer nothing', async () => {
    const e = await buildEmployer(t.app, { verified: false });
    expect((await get('/employ/job-applications', bearer(await tokenFor(t.app, e.user.id)))).statusCode).toBe(
      403,
    );
  });
});
