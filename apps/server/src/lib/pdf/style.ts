// The portal's document style (issue 26, point 4): every PDF the portal issues (Invoice.pdf, Receipt.pdf,
// Profile.pdf, the cover letter, the bank's application form) takes its colours, fonts, sizes and page
// margins from here, and renderPdf() draws the accent bar and the footer with them. The documents only
// describe their content.

export const PDF_STYLE = {
  colour: {
    /** Body text and values. */
    ink: '#1f2933',
    /** Labels, notes, dates and the footer. */
    muted: '#616e7c',
    /** The bar on top, headings and figures that matter. */
    accent: '#0b7285',
    /** Rules and boxes. */
    line: '#d9e2ec',
    /** Ruled lines to write on (the printed form): darker, to show on paper. */
    writingLine: '#9aa5b1',
    /** A header band or a table's head row. */
    band: '#f0f4f8',
    /** An unfilled level box (skills). */
    emptyBox: '#bcccdc',
    /** Paid, open to work. */
    positive: '#2b8a3e',
    white: '#ffffff',
  },
  /** pdfkit's standard fonts: no font file to ship. Thaana is drawn in Noto Sans Thaana (bidi-text.ts). */
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  size: {
    /** A person's or the portal's name at the top. */
    title: 20,
    /** A section heading. */
    heading: 13,
    /** A line that stands out from the body: a job title, a company. */
    lead: 11,
    body: 10,
    /** Notes, labels and contacts. */
    small: 9,
    footer: 8.5,
  },
  page: {
    size: 'A4',
    /** Top, left and right; the bottom margin is the footer's room (see footerTop). */
    margin: 50,
  },
  accentBar: 8,
} as const;

export type PdfStyle = typeof PDF_STYLE;

/** The footer's lines are 12 pt apart, the last one 28 pt above the page's edge. */
const FOOTER_LINE = 12;
const FOOTER_EDGE = 28;
/** Space kept between the content and the footer's rule. */
const FOOTER_GAP = 16;

/** How far above the page's bottom edge the footer's rule sits, for a footer of `lines` lines. */
export const footerTop = (lines: number) => FOOTER_EDGE + FOOTER_LINE * lines;

/** The bottom margin that keeps content clear of a footer of `lines` lines. */
export const bottomMargin = (lines: number) => footerTop(lines) + FOOTER_GAP;

export const footerLineHeight = FOOTER_LINE;
