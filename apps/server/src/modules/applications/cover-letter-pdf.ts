import { createPdfDocument, printable } from '../../lib/pdf-text';
import { formatDisplayDate } from '@portal/shared/rules/dates';

// The cover letter of an application as a PDF (SPEC §7.4 employ/download-application; issue 11), in the
// portal's document style (the colours of billing/pdf.ts and seekers/profile-pdf.ts).

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b7285';

export interface CoverLetterInput {
  siteName: string;
  applicant: { name: string; email: string; phone: string | null; address: string | null };
  job: { title: string; company: string };
  coverNote: string;
  appliedAt: string;
}

export function renderCoverLetterPdf(input: CoverLetterInput): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Cover letter — ${input.applicant.name}`,
      Author: input.siteName,
      Creator: input.siteName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 112;

  doc.rect(0, 0, doc.page.width, 6).fill(ACCENT);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(input.applicant.name, 56, 48, { width });
  const contact = [input.applicant.email, input.applicant.phone, input.applicant.address]
    .filter(Boolean)
    .join('  ·  ');
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(contact, { width });
  doc.moveDown(1.5);
  doc.fillColor(MUTED).fontSize(10).text(formatDisplayDate(input.appliedAt), { width });
  doc.moveDown(0.5);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(input.job.company, { width });
  doc.font('Helvetica').text(`Application for the post of ${input.job.title}`, { width });
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica').fontSize(11);
  // Paragraphs are split on blank lines of the printable text: a letter stored with CR or CRLF breaks
  // (before issue 25) reads as one sent today with LF.
  for (const paragraph of printable(input.coverNote).split(/\n\s*\n/)) {
    doc.text(paragraph.trim(), { width, align: 'left', lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.page.margins.bottom = 0; // the footer sits in the margin: no new page for it
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(`Sent through ${input.siteName}`, 56, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}
