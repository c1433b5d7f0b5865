import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { applications, files, jobSeekerProfiles } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import {
  buildEmployer,
  buildJob,
  buildSubscription,
  DEFAULT_PASSWORD,
  login,
  tokenFor,
} from '../../../test/factories';
import { pdfFile, PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { seeker, seekerWithCompleteProfile, seekerWithProfile, storedFiles } from '../../../test/seekers';
import { removeStaleUploads, UPLOAD_TTL_MS } from './seeker-documents';

// A jobseeker's files (issue 10): photo, own resume, documents by upload + attach, Profile.pdf, the
// private file route, the clean-up of uploads never attached, and account deletion.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const MB = 1024 * 1024;

async function upload(
  url: string,
  headers: Headers,
  field: string,
  content: Buffer,
  extra: Record<string, string> = {},
  type = 'application/pdf',
  filename = 'file.pdf',
) {
  const body = await formData(extra, [{ name: field, filename, content, type }]);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const fileRows = async (ownerUserId: number) =>
  (await t.app.db.select().from(files).where(eq(files.ownerUserId, ownerUserId))).length;

describe('profile photo', () => {
  it('takes a PNG by its content, serves it to its owner only, and replaces the previous one', async () => {
    const s = await seekerWithProfile(t.app);
    const first = await upload(
      `/user/profileImg/${s.profile.id}`,
      s.headers,
      'picture',
      PNG_1PX,
      { _method: 'put' },
      'image/png',
      'me.png',
    );
    expect(first.statusCode).toBe(200);
    const path1: string = first.json().data.picture;
    expect(path1).toMatch(/^\/api\/seeker-files\//);
    const key1 = path1.split('/').pop()!;

    const own = await t.app.inject({ method: 'GET', url: path1, headers: s.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await seeker(t.app);
    expect((await t.app.inject({ method: 'GET', url: path1, headers: other.headers })).statusCode).toBe(404);
    const e = await buildEmployer(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: path1, headers: bearer(await tokenFor(t.app, e.user.id)) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path1 })).statusCode).toBe(401);
    expect((await get(`/files/${key1}`, {})).statusCode).toBe(404); // never from the public file route

    const second = await upload(
      `/user/profileImg/${s.profile.id}`,
      s.headers,
      'picture',
      PNG_1PX,
      { _method: 'put' },
      'image/png',
      'me2.png',
    );
    expect(second.statusCode).toBe(200);
    expect((await storedFiles(t.dataDir)).some((f) => f.startsWith(key1))).toBe(false);
    expect(await fileRows(s.user.id)).toBe(1);
  });

  it('refuses another type, a file over 5 MB and another seeker’s profile, leaving nothing behind', async () => {
    const s = await seekerWithProfile(t.app);
    const before = (await storedFiles(t.dataDir)).length;
    const text = await upload(
      `/user/profileImg/${s.profile.id}`,
      s.headers,
      'picture',
      Buffer.from('hello'),
      { _method: 'put' },
      'image/png',
      'me.png',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGES.uploadType);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * MB)]);
    const tooBig = await upload(
      `/user/profileImg/${s.profile.id}`,
      s.headers,
      'picture',
      big,
      { _method: 'put' },
      'image/png',
      'big.png',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MESSAGES.uploadTooLarge);
    const other = await seekerWithProfile(t.app);
    expect(
      (
        await upload(
          `/user/profileImg/${s.profile.id}`,
          other.headers,
          'picture',
          PNG_1PX,
          { _method: 'put' },
          'image/png',
        )
      ).statusCode,
    ).toBe(403);
    expect((await storedFiles(t.dataDir)).length).toBe(before);
    expect(await fileRows(s.user.id)).toBe(0);
    expect(await fileRows(other.user.id)).toBe(0);
  });
});

describe('own resume PDF', () => {
  it('stores a PDF on the resume record, replaces it, and refuses what is not a PDF', async () => {
    const s = await seekerWithProfile(t.app);
    const created = await upload(
      '/job-seeker/resumes',
      s.headers,
      'resume',
      pdfFile(),
      { job_seeker_profile_id: String(s.profile.id) },
      'application/pdf',
      'cv.pdf',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ resume_name: 'cv.pdf', introduction: null });
    const id = created.json().data.id;
    const replaced = await upload(
      `/job-seeker/resume-update/${id}`,
      s.headers,
      'resume',
      pdfFile(10),
      {},
      'application/pdf',
      'cv-2026.pdf',
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.resume_name).toBe('cv-2026.pdf');
    expect(await fileRows(s.user.id)).toBe(1);

    const html = await upload(
      `/job-seeker/resume-update/${id}`,
      s.headers,
      'resume',
      Buffer.from('<html><body>hi</body></html>'),
      {},
      'application/pdf',
      'cv.pdf',
    );
    expect(html.statusCode).toBe(415);
    const other = await seekerWithProfile(t.app);
    expect(
      (
        await upload(
          `/job-seeker/resume-update/${id}`,
          other.headers,
          'resume',
          pdfFile(),
          {},
          'application/pdf',
        )
      ).statusCode,
    ).toBe(403);
    const tooBig = await upload(
      `/job-seeker/resume-update/${id}`,
      s.headers,
      'resume',
      pdfFile(10 * MB),
      {},
      'application/pdf',
    );
    expect(tooBig.statusCode).toBe(413);
    expect((await get('/user/resumes-usr', s.headers)).json().data.resume_name).toBe('cv-2026.pdf');
  });
});

describe('documents (SPEC §2.5, §7.3)', () => {
  const attach = (headers: Headers, body: object, id?: number) =>
    t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/job-seeker/documents/${id}` : '/api/job-seeker/documents',
      headers,
      payload: body,
    });

  it('uploads (202 {original, uri}), attaches (201), lists (202) and replaces the certificates', async () => {
    const s = await seekerWithProfile(t.app);
    const up = await upload(
      '/document-upload',
      s.headers,
      'file',
      pdfFile(),
      {},
      'application/pdf',
      'diploma.pdf',
    );
    expect(up.statusCode).toBe(202);
    const file = up.json().data.data;
    expect(file.original).toBe('diploma.pdf');
    expect(typeof file.uri).toBe('string');

    const saved = await attach(s.headers, {
      job_seeker_profile_id: s.profile.id,
      type: 'cert',
      file_url: file.uri,
      file_name: file.original,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ type: 'cert', file_name: 'diploma.pdf' });

    const list = await get('/job-seeker/document-by-profile', s.headers);
    expect(list.statusCode).toBe(202);
    expect(list.json().data.cert.file_name).toBe('diploma.pdf');
    expect(list.json().data.other).toBeNull();
    const view = await t.app.inject({
      method: 'GET',
      url: list.json().data.cert.file_url,
      headers: s.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['x-content-type-options']).toBe('nosniff');

    const up2 = await upload(
      '/document-upload',
      s.headers,
      'file',
      pdfFile(20),
      {},
      'application/pdf',
      'diploma-2.pdf',
    );
    const replaced = await attach(
      s.headers,
      { type: 'cert', file_url: up2.json().data.data.uri, file_name: 'diploma-2.pdf' },
      saved.json().data.id,
    );
    expect(replaced.statusCode).toBe(201);
    expect((await get('/job-seeker/document-by-profile', s.headers)).json().data.cert.file_name).toBe(
      'diploma-2.pdf',
    );
    expect(await fileRows(s.user.id)).toBe(1); // the replaced file is gone
    expect((await storedFiles(t.dataDir)).some((f) => f.startsWith(file.uri))).toBe(false);
  });

  it('refuses by content: a text file named .pdf, HTML sent as PDF, an empty file, 11 MB — leaving nothing', async () => {
    const s = await seekerWithProfile(t.app);
    const before = (await storedFiles(t.dataDir)).length;
    const text = await upload(
      '/document-upload',
      s.headers,
      'file',
      Buffer.from('just text'),
      {},
      'application/pdf',
      'notes.pdf',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGES.documentFormat);
    const html = await upload(
      '/document-upload',
      s.headers,
      'file',
      Buffer.from('<!doctype html><script>x</script>'),
      {},
      'application/pdf',
      'x.pdf',
    );
    expect(html.statusCode).toBe(415);
    const empty = await upload(
      '/document-upload',
      s.headers,
      'file',
      Buffer.alloc(0),
      {},
      'application/pdf',
      'empty.pdf',
    );
    expect(empty.statusCode).toBe(422);
    const big = await upload(
      '/document-upload',
      s.headers,
      'file',
      pdfFile(11 * MB),
      {},
      'application/pdf',
      'big.pdf',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MESSAGES.uploadTooLarge);
    expect((await storedFiles(t.dataDir)).length).toBe(before);
    expect(await fileRows(s.user.id)).toBe(0);
  });

  it('never attaches another user’s upload, nor changes another seeker’s document', async () => {
    const a = await seekerWithProfile(t.app);
    const b = await seekerWithProfile(t.app);
    const upA = (
      await upload('/document-upload', a.headers, 'file', pdfFile(), {}, 'application/pdf', 'a.pdf')
    ).json().data.data;
    const stolen = await attach(b.headers, { type: 'cert', file_url: upA.uri, file_name: 'mine.pdf' });
    expect(stolen.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/seeker-files/${upA.uri}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);

    const docA = (await attach(a.headers, { type: 'other', file_url: upA.uri, file_name: 'a.pdf' })).json()
      .data;
    const upB = (
      await upload('/document-upload', b.headers, 'file', pdfFile(), {}, 'application/pdf', 'b.pdf')
    ).json().data.data;
    expect((await attach(b.headers, { type: 'other', file_url: upB.uri }, docA.id)).statusCode).toBe(403);
    expect(
      (await attach(b.headers, { type: 'other', file_url: upB.uri, job_seeker_profile_id: a.profile.id }))
        .statusCode,
    ).toBe(403);
    // An upload is attached once: the same uri cannot become a second document.
    const twice = await attach(a.headers, { type: 'cert', file_url: upA.uri });
    expect(twice.statusCode).toBe(422);
    expect((await get('/job-seeker/document-by-profile', a.headers)).json().data.other.file_name).toBe(
      'a.pdf',
    );
  });

  it('removes uploads never attached after a day, and keeps attached ones', async () => {
    const s = await seekerWithProfile(t.app);
    const loose = (
      await upload('/document-upload', s.headers, 'file', pdfFile(), {}, 'application/pdf', 'loose.pdf')
    ).json().data.data;
    const kept = (
      await upload('/document-upload', s.headers, 'file', pdfFile(), {}, 'application/pdf', 'kept.pdf')
    ).json().data.data;
    await attach(s.headers, { type: 'cert', file_url: kept.uri });
    const deps = { db: t.app.db, storage: t.app.storage, log: t.app.log };
    expect(await removeStaleUploads(deps, { now: new Date(Date.now() + UPLOAD_TTL_MS / 2) })).toBe(0);
    const removed = await removeStaleUploads(deps, { now: new Date(Date.now() + UPLOAD_TTL_MS + 60_000) });
    expect(removed).toBeGreaterThanOrEqual(1);
    const names = await storedFiles(t.dataDir);
    expect(names.some((f) => f.startsWith(loose.uri))).toBe(false);
    expect(names.some((f) => f.startsWith(kept.uri))).toBe(true);
    expect((await attach(s.headers, { type: 'other', file_url: loose.uri })).statusCode).toBe(422);
  });
});

describe('who reads a seeker’s file (issue 24, point 4)', () => {
  type Party = { headers: Headers };
  const employerWith = async (opts: Parameters<typeof buildEmployer>[1] = {}) => {
    const e = await buildEmployer(t.app, opts);
    return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
  };
  const status = async (path: string, who: Party) =>
    (await t.app.inject({ method: 'GET', url: path, headers: who.headers })).statusCode;
  const pathOf = (key: string) => `/api/seeker-files/${key}`;
  const keyOf = (path: string) => path.split('/').pop()!;

  /** A complete profile with a photo, a resume PDF and a certificate, each a real stored file. */
  async function seekerWithFiles() {
    const s = await seekerWithCompleteProfile(t.app);
    const photo = await upload(
      `/user/profileImg/${s.profile.id}`,
      s.headers,
      'picture',
      PNG_1PX,
      { _method: 'put' },
      'image/png',
      'me.png',
    );
    const resume = await upload(`/job-seeker/resume-update/${s.resume.id}`, s.headers, 'resume', pdfFile());
    const up = await upload(
      '/document-upload',
      s.headers,
      'file',
      pdfFile(),
      {},
      'application/pdf',
      'cert.pdf',
    );
    const cert = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/documents',
      headers: s.headers,
      payload: { type: 'cert', file_url: up.json().data.data.uri },
    });
    expect([photo.statusCode, resume.statusCode, cert.statusCode]).toEqual([200, 200, 201]);
    return {
      ...s,
      photo: photo.json().data.picture as string,
      resumeFile: resume.json().data.resume as string,
      cert: cert.json().data.file_url as string,
    };
  }
  const applyTo = async (s: Party, jobId: number, fields: Record<string, string>, resume?: Buffer) => {
    const body = await formData(
      { job_id: String(jobId), cover_note: 'I would like to apply.', ...fields },
      resume
        ? [{ name: 'custom_resume', filename: 'cv-for-you.pdf', content: resume, type: 'application/pdf' }]
        : [],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };
  /** The files an application sent, as its employer's application view links them. */
  const sentFiles = async (e: Party, applicationId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/employ/view-application-byjobid/${applicationId}`,
        headers: e.headers,
      })
    ).json().data.documents.files as { label: string; url: string }[];

  it('opens to the company an application went to, to annual subscribers for a visible profile, and to no one else', async () => {
    // Companies X and Y receive applications; Z has the talent pool; W pays per job; U is unverified.
    const x = await employerWith();
    const y = await employerWith();
    const z = await employerWith({ annual: true });
    const w = await employerWith();
    await buildSubscription(t.app, w.company.id, PACKAGE_TYPES.payPerJob, 3);
    const u = await employerWith({ verified: false, annual: true });
    const [jobX, jobY, jobU] = await Promise.all([
      buildJob(t.app, x.company.id),
      buildJob(t.app, y.company.id),
      buildJob(t.app, u.company.id),
    ]);

    const s1 = await seekerWithFiles();
    const s2 = await seekerWithFiles();
    // X gets s1's profile resume of the day (old resume, below); Y an application-only resume.
    const oldResume = s1.resumeFile;
    const toX = await applyTo(s1, jobX.id, {
      custom_resume: JSON.stringify({ original: 'cv.pdf', uri: oldResume }),
    });
    const toY = await applyTo(s1, jobY.id, {}, pdfFile(3));
    const sentToY = (await sentFiles(y, toY.id)).find((f) => f.label === 'Attached resume')!.url;
    expect((await sentFiles(x, toX.id)).map((f) => keyOf(f.url))).toEqual([keyOf(oldResume)]);
    // s1 replaces the resume after applying: the old one stays, for X only.
    const replaced = await upload(
      `/job-seeker/resume-update/${s1.resume.id}`,
      s1.headers,
      'resume',
      pdfFile(7),
    );
    const newResume = replaced.json().data.resume as string;
    expect(newResume).not.toBe(oldResume);
    // An upload never attached to anything.
    const pending = pathOf(
      (
        await upload('/document-upload', s1.headers, 'file', pdfFile(), {}, 'application/pdf', 'draft.pdf')
      ).json().data.data.uri,
    );
    // U's company got an application too (written directly: an unverified employer cannot post).
    await t.app.db.insert(applications).values({
      candidateId: s1.user.id,
      jobId: jobU.id,
      companyId: u.company.id,
      email: 'seeker@example.mv',
      coverNote: 'Hello',
      customResume: keyOf(oldResume),
    });

    const cases: [string, Party, string, number][] = [
      // X: what was sent to it, and what s1's profile shows now (the application view links them).
      ['X, the old resume sent to X', x, oldResume, 200],
      ['X, the current resume of its applicant', x, newResume, 200],
      ['X, the photo of its applicant', x, s1.photo, 200],
      ['X, the certificate of its applicant', x, s1.cert, 200],
      ['X, the resume sent to Y', x, sentToY, 404],
      ['X, a pending upload of its applicant', x, pending, 404],
      ['X, the resume of a seeker who never applied to it', x, s2.resumeFile, 404],
      // Y: the old resume went to X and is no longer on the profile.
      ['Y, the resume sent to Y', y, sentToY, 200],
      ['Y, the old resume sent to X', y, oldResume, 404],
      ['Y, the current resume of its applicant', y, newResume, 200],
      ['Y, a pending upload of its applicant', y, pending, 404],
      // Z (talent pool): what visible profiles show now, nothing sent to others.
      ['Z, the current resume of a visible profile', z, newResume, 200],
      ['Z, the photo of a visible profile', z, s1.photo, 200],
      ['Z, another visible profile’s certificate', z, s2.cert, 200],
      ['Z, the old resume sent to X', z, oldResume, 404],
      ['Z, the resume sent to Y', z, sentToY, 404],
      ['Z, a pending upload', z, pending, 404],
      // W pays per job: no talent pool.
      ['W (pay-per-job), the current resume', w, newResume, 404],
      ['W (pay-per-job), the photo', w, s1.photo, 404],
      // U is unverified, though subscribed and applied to.
      ['U (unverified), the old resume sent to U', u, oldResume, 404],
      ['U (unverified), the current resume', u, newResume, 404],
      // Another seeker.
      ['s2, s1’s current resume', s2, newResume, 404],
      ['s2, the resume s1 sent to Y', s2, sentToY, 404],
      // The owner reads all of their own.
      ['s1, the old resume', s1, oldResume, 200],
      ['s1, the pending upload', s1, pending, 200],
      ['s1, the resume sent to Y', s1, sentToY, 200],
    ];
    const seen = [];
    for (const [label, who, path] of cases) seen.push([label, await status(path, who)]);
    expect(seen).toEqual(cases.map(([label, , , expected]) => [label, expected]));

    // Hiding the profile closes the talent pool's view; the company applied to keeps it (SPEC §2.4).
    expect((await get('/user/profile-off', s1.headers)).json().data.seeking_job).toBe(0);
    expect(await status(newResume, z)).toBe(404);
    expect(await status(s1.photo, z)).toBe(404);
    expect(await status(newResume, x)).toBe(200);
  });
});

describe('Profile.pdf', () => {
  it('downloads the caller’s own profile as Profile.pdf; another user id is 403', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    const res = await get(`/download-profile/${s.user.id}`, s.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Profile.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await seekerWithProfile(t.app);
    expect((await get(`/download-profile/${s.user.id}`, other.headers)).statusCode).toBe(403);
    const none = await seeker(t.app);
    expect((await get(`/download-profile/${none.user.id}`, none.headers)).statusCode).toBe(404);
  });
});

describe('account deletion (POST job-seeker/delete-account)', () => {
  it('needs the password; then the profile is deleted, the sessions end and the files are removed', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    await upload(
      `/user/profileImg/${(await get('/job-seeker/profile', s.headers)).json().data.id}`,
      s.headers,
      'picture',
      PNG_1PX,
      { _method: 'put' },
      'image/png',
    );
    const up = (
      await upload('/document-upload', s.headers, 'file', pdfFile(), {}, 'application/pdf', 'c.pdf')
    ).json().data.data;
    await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/documents',
      headers: s.headers,
      payload: { type: 'cert', file_url: up.uri },
    });
    expect(await fileRows(s.user.id)).toBe(2);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/delete-account',
      headers: s.headers,
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/delete-account',
      headers: s.headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);

    expect((await get('/user/profile', s.headers)).statusCode).toBe(401);
    await expect(login(t.app, s.user.email)).rejects.toThrow();
    expect(await fileRows(s.user.id)).toBe(0);
    expect((await storedFiles(t.dataDir)).some((f) => f.startsWith(up.uri))).toBe(false);
    const [profile] = await t.app.db
      .select()
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, s.user.id));
    expect(profile?.deletedAt).not.toBeNull();
    expect(profile?.seekingJob).toBe(false);
  });

  it('is refused to employers (they use employ/delete-account)', async () => {
    const e = await buildEmployer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-seeker/delete-account',
      headers: bearer(await tokenFor(t.app, e.user.id)),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});
