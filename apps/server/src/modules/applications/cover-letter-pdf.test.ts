import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { formData } from '../../../test/multipart';
import { seekerWithCompleteProfile } from '../../../test/seekers';
import { renderCoverLetterPdf } from './cover-letter-pdf';

// Issue 25, point 1: browsers send a textarea's line breaks as CRLF, and the CR printed as a stray glyph
// ("Kind regards,Ð") in every cover letter with a sign-off line. The letter is applied with as a browser
// sends it, downloaded by the employer and read back with poppler's pdftotext.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The cover letter as a browser's multipart form sends it: every line break a CRLF. */
const LETTER = [
  'Dear Hiring Manager,',
  '',
  'I would like to apply for the post of Boat Captain.',
  'I hold a master’s licence and have sailed these atolls for ten years.',
  '',
  'Kind regards,',
  'Aishath Shifa',
].join('\r\n');

/** Writes the PDF to a temporary folder, runs a poppler tool on it, and gives back what it printed. */
function withPdfFile<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cover-letter-'));
  try {
    const file = path.join(dir, 'Cover-letter.pdf');
    fs.writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (pdf: Buffer) =>
  withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));

/** The lines of the letter's text, without the blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Any character a PDF should never print: controls but the line feed and the tab, and the CR's glyph. */
// eslint-disable-next-line no-control-regex
const STRAY = /[\u0000-\u0008\u000B\u000D-\u001F\u007F-\u009F\u00D0\u0110]/;

describe('the cover letter PDF of a letter sent with CRLF line breaks', () => {
  it('prints every line of the letter and its sign-off, with no stray glyph', async () => {
    const e = await buildEmployer(t.app);
    const employer = bearer(await tokenFor(t.app, e.user.id));
    const job = await buildJob(t.app, e.company.id, { title: 'Boat Captain' });
    const seeker = await seekerWithCompleteProfile(t.app);

    const body = await formData({ job_id: String(job.id), cover_note: LETTER }, []);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: { ...seeker.headers, ...body.headers },
      payload: body.payload,
    });
    expect(applied.statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/employ/job-applications',
      headers: employer,
    });
    const id = list.json().data.find((r: { candidate_id: number }) => r.candidate_id === seeker.user.id).id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/employ/download-application/${id}`,
      headers: employer,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    const text = pdfText(download.rawPayload);
    expect(text).not.toMatch(STRAY);
    const lines = linesOf(text);
    for (const line of LETTER.split('\r\n').filter(Boolean)) expect(lines).toContain(line);
    // The sign-off: its two lines, one after the other, as written.
    expect(lines.lastIndexOf('Aishath Shifa')).toBe(lines.indexOf('Kind regards,') + 1);

    // Stored as the user wrote it, with one character per line break.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/employ/view-application-byjobid/${id}`,
      headers: employer,
    });
    expect(view.json().data.application.cover_note).toBe(LETTER.replaceAll('\r\n', '\n'));

    // Rendered to an image as a reader sees it (pdftoppm fails on a PDF it cannot draw). The images of a
    // run are kept when COVER_LETTER_PNG names a folder, to look at.
    const png = withPdfFile(download.rawPayload, (file, dir) => {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(dir, 'page')]);
      return fs.readFileSync(path.join(dir, 'page.png'));
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (process.env.COVER_LETTER_PNG)
      fs.writeFileSync(path.join(process.env.COVER_LETTER_PNG, 'cover-letter.png'), png);
  });
});

describe('a cover letter stored before line breaks were normalised', () => {
  it('prints CR, CRLF and control characters as nothing but its line breaks', async () => {
    const pdf = await renderCoverLetterPdf({
      siteName: 'Jobs Maldives',
      applicant: { name: 'Aishath\u0007 Shifa', email: 'shifa@example.mv', phone: null, address: 'Malé\r\n' },
      job: { title: 'Boat Captain', company: 'Sunset Reef' },
      coverNote: 'Dear Sir,\r\rI would like to apply.\u000b\r\n\r\nKind regards,\rAishath\u200b Shifa\u0000',
      appliedAt: '2026-11-20T08:00:00.000Z',
    });
    const text = pdfText(pdf);
    expect(text).not.toMatch(STRAY);
    expect(linesOf(text)).toEqual(
      expect.arrayContaining([
        'Aishath Shifa',
        'Dear Sir,',
        'I would like to apply.',
        'Kind regards,',
        'Aishath Shifa',
      ]),
    );
    const lines = linesOf(text);
    expect(lines.indexOf('Kind regards,')).toBeGreaterThan(lines.indexOf('I would like to apply.'));
    expect(lines[lines.indexOf('Kind regards,') + 1]).toBe('Aishath Shifa');
  });
});
