import { renderPdf } from '../../lib/pdf/render';
import { PDF_STYLE } from '../../lib/pdf/style';
import { VACANCY } from './vacancy';
import { formatDisplayDate } from '@portal/shared/rules/dates';

// GET job-form/application-form: the blank application form that applicants print, fill in, sign and
// upload in the 'Application form' slot (in the portal's document style, lib/pdf).

const { colour, font, size } = PDF_STYLE;

export function renderApplicationFormPdf(opts: { siteName: string; closesAt: string }): Promise<Buffer> {
  const closes = formatDisplayDate(opts.closesAt);

  return renderPdf(
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc.fillColor(colour.ink).font(font.bold).fontSize(18).text(VACANCY.employer, left, 44, { width });
      doc.font(font.regular).fontSize(size.heading).text(`Application form — ${VACANCY.title}`, { width });
      doc
        .fillColor(colour.muted)
        .fontSize(size.small)
        .text(
          `Complete in block capitals, sign, scan as a PDF and upload it with your documents. Closing date: ${closes}.`,
          { width },
        );
      doc.moveDown(1.2);

      const section = (title: string) => {
        doc.moveDown(0.6);
        doc
          .fillColor(colour.accent)
          .font(font.bold)
          .fontSize(size.lead)
          .text(title.toUpperCase(), left, doc.y, { width });
        doc.moveDown(0.4);
      };
      /** A label and a ruled line to write on. */
      const field = (label: string, lines = 1) => {
        doc.fillColor(colour.ink).font(font.regular).fontSize(size.body).text(label, left, doc.y, { width });
        for (let i = 0; i < lines; i++) {
          const y = doc.y + 16;
          doc
            .moveTo(left, y)
            .lineTo(left + width, y)
            .lineWidth(0.6)
            .strokeColor(colour.writingLine)
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
        .fillColor(colour.ink)
        .font(font.regular)
        .fontSize(size.body)
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
        .strokeColor(colour.writingLine)
        .stroke();
      doc
        .moveTo(left + half + 40, y)
        .lineTo(left + width, y)
        .stroke();
      doc
        .fillColor(colour.muted)
        .fontSize(size.small)
        .text('Signature', left, y + 4, { width: half });
      doc.text('Date', left + half + 40, y + 4, { width: half });
    },
    {
      title: `Application form — ${VACANCY.title}, ${VACANCY.employer}`,
      siteName: opts.siteName,
      footer: () => [`${opts.siteName} · ${VACANCY.employer} · ${VACANCY.title}`],
    },
  );
}
