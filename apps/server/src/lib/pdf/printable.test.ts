import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printable } from './printable';

// Issue 25, point 1: what a PDF may print. The cover letter's own test reads a real PDF back.

describe('printable', () => {
  it.each([
    ['CRLF, as browsers send line breaks', 'Kind regards,\r\nAishath', 'Kind regards,\nAishath'],
    ['a lone CR', 'one\rtwo', 'one\ntwo'],
    ['line and paragraph separators', 'one\u2028two\u2029three', 'one\ntwo\nthree'],
    ['tab and line feed kept as layout', 'a\tb\nc', 'a\tb\nc'],
    ['C0 controls', 'a\u0000b\u0007c\u000bd\u000ce\u001bf', 'abcdef'],
    ['DEL and C1 controls', 'a\u007fb\u0085c\u009fd', 'abcd'],
    ['invisible format characters', 'zero\u200bwidth\u200e\ufeff soft\u00adhyphen', 'zerowidth softhyphen'],
    ['letters and signs of every kind kept', 'Malé — “quoted” € 1,000 ✓', 'Malé — “quoted” € 1,000 ✓'],
  ])('%s', (_case, input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});

describe('every PDF module', () => {
  it('gets its document from lib/pdf/render.ts, so every text it prints is printable', () => {
    const src = path.join(import.meta.dirname, '..', '..');
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const read = (f: string) => fs.readFileSync(path.join(src, f), 'utf8');
    const outside = files.filter((f) => !f.startsWith(path.join('lib', 'pdf') + path.sep));
    const ownDocument = outside.filter((f) =>
      /from 'pdfkit'|new PDFDocument\b|createPdfDocument\(/.test(read(f)),
    );
    expect(ownDocument).toEqual([]);
    expect(outside.filter((f) => /\brender(Plain)?Pdf\(/.test(read(f))).sort()).toEqual(
      [
        'modules/applications/cover-letter-pdf.ts',
        'modules/billing/pdf.ts',
        'modules/job-form/application-form-pdf.ts',
        'modules/seekers/profile-pdf.ts',
        'seed/demo-job-files.ts',
        'seed/demo-payment.ts',
      ].map((f) => path.join(...f.split('/'))),
    );
  });
});
