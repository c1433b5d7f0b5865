import { createPdfDocument } from '../../lib/pdf-text';
import { VACANCY } from './vacancy';
import { formatDisplayDate } from '@portal/shared/rules/dates';

// GET job-form/application-form: the blank application form that applicants print, fill in, sign and
// upload in the 'Application form' slot (in the portal's document style, as applications/cover-letter-pdf.ts).

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b7285';
const LINE = '#9aa5b1';

export function renderApplicationFormPdf(opts: { siteName: string; closesAt: string }): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Application form — ${VACANCY.title}, ${VACANCY.employer}`,
      Author: opts.siteName,
      Creator: opts.siteName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 56;
  const width = doc.page.width - 112;
  const closes = formatDisplayDate(opts.closesAt);

  doc.rect(0, 0, doc.page.width, 6).fill(ACCENT);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(VACANCY.employer, left, 44, { width });
  doc.font('Helvetica').fontSize(13).text(`Application form — ${VACANCY.title}`, { width });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(
      `Complete in block capitals, sign, scan as a PDF and upload it with your documents. Closing date: ${closes}.`,
      { width },
    );
  doc.moveDown(1.2);

  const section = (title: string) => {
    doc.moveDown(0.6);
    doc
      .fillColor(ACCENT)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(title.toUpperCase(), left, doc.y, { width });
    doc.moveDown(0.4);
  };
  /** A label and a ruled line to write on. */
  const field = (label: string, lines = 1) => {
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(label, left, doc.y, { width });
    for (let i = 0; i < lines; i++) {
      const y = doc.y + 16;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor(LINE)
        .stroke();
      doc.y = y + 6;
    }
    doc.moveDown(0.4);
  };

  section('1. Personal details');
  field('Full name');
  field('National ID card number');
  field('Date of birth (DD MMM YYYY)');
  field('Permanent address (island / atoll, house name)');
  field('Present address');
  field('Mobile number and email');
  field(`Preferred branch (${VACANCY.branches.join(' / ')})`);

  section('2. Education');
  field('Highest qualification, school / institute and year');
  field('O’Level / A’Level subjects and grades', 2);

  section('3. Work experience (if any)');
  field('Employer, position and dates', 2);

  section('4. Declaration');
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(10)
    .text(
      'I confirm that the information given in this form and in the documents I submit is true and valid. ' +
        'I understand that false information may lead to my application being rejected or my employment ended.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown(2.2);
  const y = doc.y;
  const half = (width - 40) / 2;
  doc
    .moveTo(left, y)
    .lineTo(left + half, y)
    .strokeColor(LINE)
    .stroke();
  doc
    .moveTo(left + half + 40, y)
    .lineTo(left + width, y)
    .stroke();
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text('Signature', left, y + 4, { width: half });
  doc.text('Date', left + half + 40, y + 4, { width: half });

  doc.page.margins.bottom = 0;
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(`${opts.siteName} · ${VACANCY.employer} · ${VACANCY.title}`, left, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}
