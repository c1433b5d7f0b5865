import { createPdfDocument } from './printable';
import { bottomMargin, footerLineHeight, footerTop, PDF_STYLE } from './style';

// The one way the server renders a PDF (issue 26, point 4; decision 0036). A document describes its
// content on a pdfkit document; this module creates that document (every text through printable()),
// applies the house style (page size, margins, the accent bar, the footer on every page) and collects
// the bytes. A throw while describing, or an 'error' from pdfkit's stream, rejects the promise: a
// failing PDF is the route's 500 through the error handler, never a request left hanging.

export type PdfDocument = PDFKit.PDFDocument;

export interface PageNumber {
  number: number;
  count: number;
}

export interface PortalPdfOptions {
  /** The document's title in its properties (what a PDF viewer's title bar shows). */
  title: string;
  /** The portal's name (config.appName), the document's author and creator. */
  siteName: string;
  subject?: string;
  /** The footer's lines on each page, centred under a rule; the same number of lines on every page. */
  footer: (page: PageNumber) => readonly string[];
}

/** A portal document in the house style: A4, the accent bar on top and the footer on every page. */
export function renderPdf(describe: (doc: PdfDocument) => void, options: PortalPdfOptions): Promise<Buffer> {
  const lines = options.footer({ number: 1, count: 1 }).length;
  const { margin, size } = PDF_STYLE.page;
  const doc = createPdfDocument({
    size,
    margins: { top: margin, left: margin, right: margin, bottom: bottomMargin(lines) },
    // Kept in memory until the end, so the footer can say "Page n of m".
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.siteName,
      Creator: options.siteName,
      ...(options.subject ? { Subject: options.subject } : {}),
    },
  });
  return collect(doc, () => {
    describe(doc);
    decoratePages(doc, options.footer);
  });
}

/**
 * A document that is not the portal's own (the demo's bank slip and job adverts, which imitate other
 * senders): no house style, but the same printable text and the same errors.
 */
export function renderPlainPdf(
  describe: (doc: PdfDocument) => void,
  options: Pick<PDFKit.PDFDocumentOptions, 'size' | 'margin'>,
): Promise<Buffer> {
  const doc = createPdfDocument(options);
  return collect(doc, () => describe(doc));
}

/** The bytes of `doc` once `write` has described it; rejects on a throw in `write` or a stream error. */
function collect(doc: PdfDocument, write: () => void): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      write();
      doc.end();
    } catch (error) {
      reject(error);
      // Stop the stream: nothing more is read from a half-written document.
      doc.destroy();
    }
  });
}

/** The accent bar and the footer on every page, once all pages are known. */
function decoratePages(doc: PdfDocument, footer: PortalPdfOptions['footer']) {
  const { colour, font, size, accentBar } = PDF_STYLE;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const lines = footer({ number: i - range.start + 1, count: range.count });
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    // Drawn last, so it lies over a document's own header band.
    doc.rect(0, 0, doc.page.width, accentBar).fill(colour.accent);
    const y = doc.page.height - footerTop(lines.length);
    // Written inside the bottom margin on purpose: without this pdfkit would start another page.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(1)
      .strokeColor(colour.line)
      .stroke();
    doc.fillColor(colour.muted).font(font.regular).fontSize(size.footer);
    lines.forEach((line, n) =>
      doc.text(line, left, y + 10 + n * footerLineHeight, { width, align: 'center', lineBreak: false }),
    );
  }
}
