import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/files';
import { renderProfilePdf, type ProfilePdfInput } from './profile-pdf';

// Profile.pdf: a real PDF, read back with poppler's pdftotext.

const profile: ProfilePdfInput['profile'] = {
  id: 1,
  user_id: 7,
  name: 'Aishath Shifana Ibrahim',
  email: 'shifana@example.mv',
  phone: '+960 777 1234',
  gender: 'Female',
  nationality: 'Maldivian',
  dob: '1995-03-12',
  employment_status: 'Employed',
  qualification: "Bachelor's degree",
  experience: '5 to 10 years',
  address: 'Malé',
  picture: '/api/v1/files/abc',
  seeking_job: 1,
  updated_at: '2025-01-10T08:00:00.000Z',
};

const base = (): ProfilePdfInput => ({
  profile,
  resume: null,
  experience: [],
  qualification: [],
  skill: [],
  language: [],
  completeness: 20,
  photo: null,
  siteName: 'Jobs Maldives',
  generatedAt: new Date('2025-06-01T10:00:00Z'),
});

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
    // No languages: that section says so.
    expect(text).toMatch(/Languages\s+Nothing to show/);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Generated on 1 June 2025');
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
});
