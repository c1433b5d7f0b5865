import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

const fontsOf = (pdf: Buffer) => poppler(pdf, 'pdffonts', []);
const textOf = (pdf: Buffer) => poppler(pdf, 'pdftotext', ['-enc', 'UTF-8']);

describe('the cover letter PDF of a letter in Dhivehi', () => {
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
  it('embeds Noto Sans Thaana for the introduction and a job title in Thaana', async () => {
    const input: ProfilePdfInput = {
      profile: {
        id: 1,
        user_id: 7,
        name: 'Aishath Shifa',
        email: 'shifa@example.mv',
        phone: '+960 777 1234',
        gender: 'Female',
        nationality: 'Maldivian',
        dob: '1995-03-12',
        employment_status: 'Employed',
        qualification: 'A Level',
        experience: '5 to 10 years',
        address: 'Hithadhoo, Addu City',
        home_island: 'Hithadhoo, Addu City',
        willing_to_relocate: true,
        picture: null,
        seeking_job: 1,
        updated_at: '2025-01-10T08:00:00.000Z',
      },
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
      qualification: [],
      skill: [],
      language: [{ id: 1, job_seeker_profile_id: 1, language: 'ދިވެހި', level: 'Native' }],
      completeness: 80,
      photo: null,
      siteName: 'Jobs Maldives',
      generatedAt: new Date('2026-11-20T10:00:00Z'),
    };
    const pdf = await renderProfilePdf(input);
    expect(fontsOf(pdf)).toMatch(/NotoSansThaana-Regular/);
    const text = textOf(pdf);
    expect(text).toMatch(/[\u0780-\u07BF]/);
    expect(text).toContain('I speak English too.');
  });
});
