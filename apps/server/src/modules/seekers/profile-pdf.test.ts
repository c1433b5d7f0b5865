import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/files';
import { pdfProfile, profilePdfInput } from '../../../test/profile-pdf-fixture';
import { renderProfilePdf, type ProfilePdfInput } from './profile-pdf';

// Profile.pdf: a real PDF, read back with poppler's pdftotext.

const profile = pdfProfile();
const base = (): ProfilePdfInput => profilePdfInput();

function full(): ProfilePdfInput {
  const introduction = Array.from(
    { length: 12 },
    (_, i) =>
      `Paragraph ${i + 1}: I have worked across resort operations, front office and guest relations in the Maldives, ` +
      'leading small teams, training new staff and keeping guests happy during the busy season.',
  ).join('\n');
  return {
    ...base(),
    resume: { id: 3, job_seeker_profile_id: 1, introduction, resume: null, resume_name: null },
    experience: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      resume_id: 3,
      employer: `Island Resort ${i + 1}`,
      job_category: 'Hospitality',
      job_title: i === 11 ? 'Guest Relations Manager' : `Front Office Associate ${i + 1}`,
      year_from: `${2010 + i}-03-01`,
      year_to: i === 11 ? null : `${2011 + i}-08-01`,
      current: i === 11 ? 1 : 0,
      referee_name: 'Ahmed Naseem',
      referee_contact: 'naseem@example.mv',
      referee_phone: '+960 760 0000',
      work_summary:
        'Welcomed guests, handled check-in and check-out, arranged excursions and transfers, and resolved ' +
        'complaints quickly. Coordinated with housekeeping and the spa to prepare villas for VIP arrivals.',
      responsibilities: null,
    })),
    qualification: [
      {
        id: 1,
        resume_id: 3,
        level: "Bachelor's degree",
        institute: 'Maldives National University',
        course_name: 'Tourism Management',
        year: 2017,
      },
    ],
    skill: [
      { id: 1, job_seeker_profile_id: 1, title: 'Customer service', level: 5 },
      { id: 2, job_seeker_profile_id: 1, title: 'Opera PMS', level: 3 },
    ],
    language: [],
    completeness: 80,
    photo: { data: PNG_1PX, contentType: 'image/png' },
  };
}

/** Runs a poppler tool (pdftotext, pdfinfo) on the PDF and returns what it prints. */
function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-pdf-'));
  try {
    const file = path.join(dir, 'Profile.pdf');
    fs.writeFileSync(file, pdf);
    const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', file, '-'] : ['-enc', 'UTF-8', file];
    return execFileSync(tool, args, { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf);

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

describe('renderProfilePdf', () => {
  it('renders a full profile over several pages, with every section', async () => {
    const pdf = await renderProfilePdf(full());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    // The photo is drawn as an image.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');

    const raw = pdfText(pdf);
    // pdftotext separates pages with form feeds.
    expect(raw.split('\f').filter((p) => p.trim()).length).toBe(pages);
    // Words as read, whatever the line breaks.
    const text = raw.replace(/\s+/g, ' ');
    expect(text).toContain('Aishath Shifana Ibrahim');
    expect(text).toContain('Guest Relations Manager');
    expect(text).toContain('Front Office Associate 1 ');
    expect(text).toContain('Customer service');
    expect(text).toContain('3/5');
    expect(text).toContain('12 March 1995');
    expect(text).toContain('Mar 2021 – Present');
    expect(text).toContain('Paragraph 12');
    expect(text).toContain('Tourism Management');
    // Issue 28: the home island and willingness to relocate are among the facts.
    expect(text).toContain('Thulhaadhoo, Baa');
    expect(text).toContain('WILLING TO RELOCATE');
    expect(text).toMatch(/\bYes\b/);
    // No languages: that section says so.
    expect(text).toMatch(/Languages\s+Nothing to show/);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Generated on 01 Jun 2025');
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Title:\s+Aishath Shifana Ibrahim — Profile$/m);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pages}$`, 'm'));
  });

  it('renders a profile with only the basic info on one page', async () => {
    const pdf = await renderProfilePdf(base());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Aishath Shifana Ibrahim');
    expect(text).toContain('Malé');
    expect(text.match(/Nothing to show/g)).toHaveLength(5);
    expect(text).toContain('Page 1 of 1');
  });

  it('shows the initials instead of a photo pdfkit cannot draw (WebP)', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF\x1a\0\0\0WEBPVP8L', 'latin1'), Buffer.alloc(16)]);
    const pdf = await renderProfilePdf({ ...base(), photo: { data: webp, contentType: 'image/webp' } });
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(pdf)).toContain('AI');
  });

  // issue 25, point 8: the demo's complete profile spilled a second page holding only the Languages
  // heading and its one row.
  describe('keeps each heading with its content, and a complete profile on one page', () => {
    const HEADINGS = ['About me', 'Work experience', 'Education', 'Skills', 'Languages'];
    const referee = {
      referee_name: 'Ahmed Naseem',
      referee_contact: 'hr@sunisland.example.mv',
      referee_phone: '+960 7770001',
    };

    /** The demo jobseeker's profile (seed/demo-seeker.ts), with `extraSkills` more skills. */
    function demo(extraSkills = 0): ProfilePdfInput {
      const skills: [string, number][] = [
        ['Communication', 5],
        ['Problem-solving', 4],
        ['Time management', 4],
        ['Ability to work under pressure', 4],
        ['Computer Skills', 3],
        ['Opera PMS', 4],
        ...Array.from({ length: extraSkills }, (_, i): [string, number] => [`Extra skill ${i + 1}`, 2]),
      ];
      return {
        ...base(),
        profile: { ...profile, name: 'Aishath Shifa', address: "Male'", experience: '6 - 10 years' },
        resume: {
          id: 3,
          job_seeker_profile_id: 1,
          introduction:
            'Friendly and organised front office professional with six years in Maldivian resorts. ' +
            'I enjoy welcoming guests, solving problems quickly and training new colleagues. ' +
            'Looking for a supervisor role in a resort or city hotel.',
          resume: null,
          resume_name: null,
        },
        experience: [
          {
            id: 1,
            resume_id: 3,
            employer: 'Coral Atoll Resort',
            job_category: 'Front Office',
            job_title: 'Front Office Supervisor',
            year_from: '2022-09-01',
            year_to: null,
            current: 1,
            ...referee,
            work_summary:
              'Lead a team of eight agents; arrivals, departures, upselling and guest complaints.',
            responsibilities: null,
          },
          {
            id: 2,
            resume_id: 3,
            employer: 'Sun Island Resort & Spa',
            job_category: 'Front Office',
            job_title: 'Front Office Agent',
            year_from: '2019-03-01',
            year_to: '2022-08-31',
            current: 0,
            ...referee,
            work_summary: 'Check-in and check-out, reservations, night audit, guest relations.',
            responsibilities: null,
          },
        ],
        qualification: [
          {
            id: 1,
            resume_id: 3,
            institute: 'Maldives National University',
            year: 2018,
            level: 'Diploma',
            course_name: 'Diploma in Hospitality Management',
          },
          {
            id: 2,
            resume_id: 3,
            institute: 'Aminiya School',
            year: 2014,
            level: 'A Level',
            course_name: 'A Level (Business, English)',
          },
        ],
        skill: skills.map(([title, level], i) => ({ id: i + 1, job_seeker_profile_id: 1, title, level })),
        language: [
          { id: 1, job_seeker_profile_id: 1, language: 'Dhivehi', level: 'Native/Bilingual' },
          { id: 2, job_seeker_profile_id: 1, language: 'English', level: 'Fluent' },
        ],
        completeness: 100,
        photo: { data: PNG_1PX, contentType: 'image/png' },
      };
    }

    /** Each page's lines as laid out, without the footer. */
    const pagesOf = (pdf: Buffer) =>
      poppler('pdftotext', pdf)
        .split('\f')
        .filter((page) => page.trim())
        .map((page) =>
          page
            .split('\n')
            .map((line) => line.replace(/\s+/g, ' ').trim())
            .filter((line) => line && !line.startsWith('Generated on')),
        );
    const pagesInfo = (pdf: Buffer) => Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', pdf))?.[1]);

    it("puts the demo's complete profile on one page, Languages included", async () => {
      const pdf = await renderProfilePdf(demo());
      expect(pagesInfo(pdf)).toBe(1);
      const [page] = pagesOf(pdf);
      expect(page).toContain('Languages');
      expect(page!.join(' ')).toContain('Dhivehi — Native/Bilingual');
    });

    it('moves a heading that reaches the foot of a page to the next, with its first entry', async () => {
      let moved = 0;
      // More skills push Languages down, to the foot of page 1 and past it.
      for (let extra = 0; extra <= 12; extra += 2) {
        const pdf = await renderProfilePdf(demo(extra));
        const pages = pagesOf(pdf);
        expect(pages.length, `${extra} more skills`).toBe(pagesInfo(pdf));
        pages.forEach((lines, n) => {
          // No page ends with a heading.
          expect(HEADINGS, `page ${n + 1} with ${extra} more skills`).not.toContain(lines[lines.length - 1]);
        });
        const at = pages.findIndex((lines) => lines.includes('Languages'));
        const lines = pages[at]!;
        // The heading and its first row share a page.
        expect(lines[lines.indexOf('Languages') + 1], `${extra} more skills`).toMatch(
          /^Dhivehi — Native\/Bilingual/,
        );
        if (at > 0 && lines[0] === 'Languages') moved++;
      }
      // The sizes above do put Languages at the top of a new page at least once.
      expect(moved).toBeGreaterThan(0);
    });
  });
});
