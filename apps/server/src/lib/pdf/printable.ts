import PDFDocument from 'pdfkit';
import { normaliseLineEndings } from '@portal/shared/rules/line-endings';
import { installBidiText } from './bidi-text';

// Every text a PDF prints goes through printable() (issue 25, point 1): pdfkit draws whatever code point
// it is given, and a control character becomes a glyph of the font's encoding ("Kind regards,Ð" where a
// browser's CRLF left its CR). Input is normalised to LF, but a PDF also prints stored rows, names and
// addresses from older clients or other paths: the documents refuse them themselves.

/**
 * Control characters (C0 and C1) other than the tab and the line feed, which pdfkit lays out, and the
 * invisible format characters (zero-width spaces, direction marks, BOM, soft hyphen), which the PDFs'
 * standard fonts cannot print either.
 */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|\p{Cf}/gu;

/** The text as a PDF may print it: line breaks as LF (CR, CRLF, U+2028/2029), nothing unprintable. */
export function printable(text: string): string {
  return normaliseLineEndings(text)
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(UNPRINTABLE, '');
}

/** What pdfkit accepts as a text (it prints `${value}` of anything else but null). */
const printableValue = <T>(value: T): T => (typeof value === 'string' ? (printable(value) as T) : value);

/**
 * A pdfkit document whose text(), widthOfString() and heightOfString() take their text through
 * printable(), so no call in a PDF module can print an unprintable character, and what is measured is
 * what is printed; a text holding Thaana is then laid out by bidi-text.ts. Only render.ts creates documents, here; the PDF modules get theirs from renderPdf().
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const info =
    options.info && Object.fromEntries(Object.entries(options.info).map(([k, v]) => [k, printableValue(v)]));
  const doc = new PDFDocument({ ...options, info });
  // Thaana is laid out right to left in its own font (bidi-text.ts), on the printable text.
  installBidiText(doc, doc.text.bind(doc), doc.widthOfString.bind(doc), doc.heightOfString.bind(doc));
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((value: string, ...rest: unknown[]) =>
    (text as (...args: unknown[]) => PDFKit.PDFDocument)(printableValue(value), ...rest)) as typeof doc.text;
  doc.widthOfString = (value, options) => widthOfString(printableValue(value), options);
  doc.heightOfString = (value, options) => heightOfString(printableValue(value), options);
  return doc;
}
