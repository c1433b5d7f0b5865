import type { PdfDocument } from '../../lib/pdf/render';
import { PDF_STYLE } from '../../lib/pdf/style';
import { VACANCY } from './vacancy';

// The blank application form's content, section by section (application-form-pdf.ts puts it together).
// Each step writes at the document's cursor, so the order of the calls is the order on the page.

const { colour, font, size } = PDF_STYLE;

/** The printable area's left edge and width, the same for every step. */
export interface FormArea {
  left: number;
  width: number;
}

export function formArea(doc: PdfDocument): FormArea {
  const left = doc.page.margins.left;
  return { left, width: doc.page.width - left - doc.page.margins.right };
}

/** The employer, the form's title and how to return it, with the closing date. */
export function writeFormHeading(doc: PdfDocument, { left, width }: FormArea, closes: string) {
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
}

/** A numbered section's title, in capitals. */
function writeSectionTitle(doc: PdfDocument, { left, width }: FormArea, title: string) {
  doc.moveDown(0.6);
  doc
    .fillColor(colour.accent)
    .font(font.bold)
    .fontSize(size.lead)
    .text(title.toUpperCase(), left, doc.y, { width });
  doc.moveDown(0.4);
}

/** A label and a ruled line (or several) to write on. */
function writeField(doc: PdfDocument, { left, width }: FormArea, label: string, lines = 1) {
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
}

/** A section of fields to fill in: each field a label, or a label and its number of lines. */
export function writeFieldSection(
  doc: PdfDocument,
  area: FormArea,
  title: string,
  fields: readonly (string | readonly [label: string, lines: number])[],
) {
  writeSectionTitle(doc, area, title);
  for (const f of fields) {
    if (typeof f === 'string') writeField(doc, area, f);
    else writeField(doc, area, f[0], f[1]);
  }
}

/** The declaration the applicant signs, with lines for the signature and the date. */
export function writeDeclaration(doc: PdfDocument, area: FormArea, title: string) {
  const { left, width } = area;
  writeSectionTitle(doc, area, title);
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
}
