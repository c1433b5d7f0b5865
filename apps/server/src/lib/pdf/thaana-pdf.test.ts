import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfProfile, profilePdfInput } from '../../../test/profile-pdf-fixture';
import { renderCoverLetterPdf } from '../../modules/applications/cover-letter-pdf';
import { renderProfilePdf, type ProfilePdfInput } from '../../modules/seekers/profile-pdf';

// Dhivehi in the PDFs (issue 31, decision 0055): a text holding Thaana is drawn in the embedded Noto Sans
// Thaana, each line in visual order; English stays in the standard font. Read back with poppler; a
// copy of each PDF is kept in PDF_SHOTS_DIR when it is set, to look at (pdftoppm -png).

const LETTER = [
  'ޖަނާބު އެޗްއާރު މެނޭޖަރ،',
  '',
  'އަޅުގަނޑު މި ސިޓީ ލިޔަނީ ކައުންސިލްގެ ކްލާރކްގެ މަޤާމަށް އެދިގެންނެވެ. އަޅުގަނޑަށް ދިހަ އަހަރުގެ ތަޖުރިބާ ލިބިފައިވޭ.',
  '',
  'I also write English: 10 years in Addu City.',
].join('\n');

/** The PDF in a temporary file, a poppler tool run on it. */
function poppler(pdf: Buffer, tool: string, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thaana-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    if (process.env.PDF_SHOTS_DIR)
      fs.copyFileSync(file, path.join(process.env.PDF_SHOTS_DIR, `${tool}-${pdf.length}.pdf`));
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

afterEach(() => vi.restoreAllMocks());

const fontsOf = (pdf: Buffer) => poppler(pdf, 'pdffonts', []);
const textOf = (pdf: Buffer) => poppler(pdf, 'pdftotext', ['-enc', 'UTF-8']);

describe('the cover letter PDF of a letter in Dhivehi', () => {
  it('keeps every letter of a Thaana word wider than a line: it is cut onto the next lines', async () => {
    // 300 letters, each with its fili: far wider than the page (about 100 fit on a line).
    const word = 'ދި'.repeat(300);
    const pdf = await renderCoverLetterPdf({
      siteName: 'Jobs Maldives',
      applicant: { name: 'A', email: 'a@example.mv', phone: null, address: null },
      job: { title: 'Clerk', company: 'Addu City Council' },
      coverNote: `ކުރު ބަސް ${word} ނިމުނީ`,
      appliedAt: '2026-11-20T10:00:00Z',
    });
    const thaana = textOf(pdf).match(/[\u0780-\u07BF]/g) ?? [];
    // Drawn on one line, the word ran off the page and only its first line's worth was in the PDF.
    expect(thaana.length).toBe(word.length + 'ކުރުބަސްނިމުނީ'.length);
  });

  it('embeds Noto Sans Thaana and draws the English line in Helvetica', async () => {
    const pdf = await renderCoverLetterPdf({
      siteName: 'Jobs Maldives',
      applicant: { name: 'އާމިނަތު ޝިފާ', email: 'shifa@example.mv', phone: null, address: null },
      job: { title: 'ކައުންސިލްގެ ކްލާރކް', company: 'Addu City Council' },
      coverNote: LETTER,
      appliedAt: '2026-11-20T10:00:00Z',
    });
    const fonts = fontsOf(pdf);
    expect(fonts).toMatch(/NotoSansThaana-Regular/);
    expect(fonts).toMatch(/NotoSansThaana-Bold/);
    expect(fonts).toMatch(/Helvetica/);
    const text = textOf(pdf);
    expect(text).toContain('I also write English: 10 years in Addu City.');
    // pdftotext cannot read right-to-left runs with their fili back in order; bidi-text.test.ts pins the
    // order and the rendered pages were looked at (decision 0055).
    expect(text).toMatch(/[\u0780-\u07BF]/);
  });

  it('draws an English letter without the Thaana font', async () => {
    const pdf = await renderCoverLetterPdf({
      siteName: 'Jobs Maldives',
      applicant: { name: 'Aishath Shifa', email: 'shifa@example.mv', phone: null, address: null },
      job: { title: 'Clerk', company: 'Addu City Council' },
      coverNote: 'Dear Sir,\n\nI would like to apply.',
      appliedAt: '2026-11-20T10:00:00Z',
    });
    expect(fontsOf(pdf)).not.toMatch(/Thaana/);
  });
});

describe('Profile.pdf with Dhivehi texts', () => {
  /** A profile in both languages: a Dhivehi introduction, job and employer, and a language in Thaana. */
  const dhivehiProfile = (): ProfilePdfInput =>
    profilePdfInput({
      profile: pdfProfile({ name: 'Aishath Shifa', picture: null }),
      resume: {
        id: 3,
        job_seeker_profile_id: 1,
        introduction:
          'އަޅުގަނޑަކީ ކައުންސިލް އިދާރާގައި ފަސް އަހަރު ވަޒީފާ އަދާކޮށްފައިވާ މީހެކެވެ. ރައްޔިތުންނަށް ޚިދުމަތް ދިނުމަކީ އަޅުގަނޑު ލޯބިވާ ކަމެކެވެ.\nI speak English too.',
        resume: null,
        resume_name: null,
      },
      experience: [
        {
          id: 1,
          resume_id: 3,
          employer: 'އައްޑޫ ސިޓީ ކައުންސިލް',
          job_category: 'Administration',
          job_title: 'އިދާރީ އެސިސްޓެންޓް',
          year_from: '2020-01-01',
          year_to: null,
          current: 1,
          referee_name: 'Ahmed Naseem',
          referee_contact: 'naseem@example.mv',
          referee_phone: '+960 760 0000',
          work_summary: 'ސިޓީތައް ރަޖިސްޓްރީކޮށް ފައިލްކުރުން.',
          responsibilities: null,
        },
      ],
      language: [
        // Thaana in the middle of an English row, and a row whose first words are Thaana.
        { id: 1, job_seeker_profile_id: 1, language: 'Dhivehi (ދިވެހި ބަސް)', level: 'Native' },
        { id: 2, job_seeker_profile_id: 1, language: 'ދިވެހި', level: 'Fluent' },
      ],
      completeness: 80,
      generatedAt: new Date('2026-11-20T10:00:00Z'),
    });

  it('embeds Noto Sans Thaana for the introduction and a job title in Thaana', async () => {
    const pdf = await renderProfilePdf(dhivehiProfile());
    expect(fontsOf(pdf)).toMatch(/NotoSansThaana-Regular/);
    const text = textOf(pdf);
    expect(text).toMatch(/[\u0780-\u07BF]/);
    expect(text).toContain('I speak English too.');
  });

  it('draws a Languages row in visual order, its Thaana run in the Thaana font between the English', async () => {
    // Every run pdfkit is asked to draw, with its place and font (bidi-text.ts draws through it).
    const drawn: { text: string; x: number; y: number; font: string }[] = [];
    const draw = PDFDocument.prototype.text;
    vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
      this: PDFKit.PDFDocument & { _font: { name: string } },
      ...args: unknown[]
    ) {
      const [text, x, y] = args;
      if (typeof text === 'string' && typeof x === 'number' && typeof y === 'number')
        drawn.push({ text, x, y, font: this._font.name });
      return (draw as (...a: unknown[]) => PDFKit.PDFDocument).apply(this, args);
    });
    await renderProfilePdf(dhivehiProfile());
    // The languages are two a row: a line is the runs at its height in its half of the A4 page.
    const half = (x: number) => x < 595.28 / 2;
    /** The runs of the line holding `run`, left to right. */
    const lineOf = (run: string) => {
      const at = drawn.find((d) => d.text === run);
      return drawn
        .filter((d) => d.y === at?.y && half(d.x) === half(at.x))
        .sort((a, b) => a.x - b.x)
        .map((d) => [d.text, d.font.includes('Thaana') ? 'Thaana' : 'Latin']);
    };
    // An English line: the Thaana words stay in place, as one run fontkit lays right to left.
    expect(lineOf('Dhivehi (')).toEqual([
      ['Dhivehi (', 'Latin'],
      ['ދިވެހި ބަސް', 'Thaana'],
      [') — Native', 'Latin'],
    ]);
    // A right-to-left line (its first letters are Thaana): the language at the right, its level at the left.
    expect(lineOf('Fluent')).toEqual([
      ['Fluent', 'Latin'],
      [' — ', 'Latin'],
      ['ދިވެހި', 'Thaana'],
    ]);
  });
});
