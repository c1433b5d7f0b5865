import { printable } from '../../lib/pdf/printable';
import { renderPdf } from '../../lib/pdf/render';
import { PDF_STYLE } from '../../lib/pdf/style';
import { formatDisplayDate } from '@portal/shared/rules/dates';

// The cover letter of an application as a PDF (SPEC §7.4 employ/download-application; issue 11), in the
// portal's document style (lib/pdf: colours, fonts, the bar on top and the footer on every page).

const { colour, font, size } = PDF_STYLE;

export interface CoverLetterInput {
  siteName: string;
  applicant: { name: string; email: string; phone: string | null; address: string | null };
  job: { title: string; company: string };
  coverNote: string;
  appliedAt: string;
}

export function renderCoverLetterPdf(input: CoverLetterInput): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc
        .fillColor(colour.ink)
        .font(font.bold)
        .fontSize(size.title)
        .text(input.applicant.name, left, 48, { width });
      const contact = [input.applicant.email, input.applicant.phone, input.applicant.address]
        .filter(Boolean)
        .join('  ·  ');
      doc.fillColor(colour.muted).font(font.regular).fontSize(size.body).text(contact, { width });
      doc.moveDown(1.5);
      doc.text(formatDisplayDate(input.appliedAt), { width });
      doc.moveDown(0.5);
      doc.fillColor(colour.ink).font(font.bold).fontSize(size.lead).text(input.job.company, { width });
      doc.font(font.regular).text(`Application for the post of ${input.job.title}`, { width });
      doc.moveDown(1.2);
      // Paragraphs are split on blank lines of the printable text: a letter stored with CR or CRLF breaks
      // (before issue 25) reads as one sent today with LF.
      for (const paragraph of printable(input.coverNote).split(/\n\s*\n/)) {
        doc.text(paragraph.trim(), { width, align: 'left', lineGap: 2 });
        doc.moveDown(0.8);
      }
    },
    {
      title: `Cover letter — ${input.applicant.name}`,
      siteName: input.siteName,
      footer: () => [`Sent through ${input.siteName}`],
    },
  );
}
