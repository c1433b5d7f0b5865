import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPdf, renderPlainPdf } from './render';
import { PDF_STYLE } from './style';

// Issue 26, point 4: one PDF layer. A document that fails to render rejects (the route answers 500)
// instead of leaving the request hanging, and the house style (the bar on top, the footer) is applied by
// the layer on every page. The documents themselves: apps/server/test/pdf-documents.test.ts.

/** The promise, or a rejection naming the hang when it has not settled within `ms`. */
function settledWithin<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

/** Runs a poppler tool on the PDF and gives back what it printed. */
function poppler(pdf: Buffer, run: (file: string, dir: string) => Buffer | string): Buffer | string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pageText = (pdf: Buffer, page: number) =>
  poppler(pdf, (file) =>
    execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    }),
  ) as string;

/** The colour of the pixel at (x, y) of a page drawn at 72 dpi, as #rrggbb. */
function pixel(pdf: Buffer, page: number, x: number, y: number): string {
  const ppm = poppler(pdf, (file) =>
    execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '72', '-singlefile', file], {
      maxBuffer: 16 << 20,
    }),
  ) as Buffer;
  // Binary PPM: "P6\n<width> <height>\n255\n" and then RGB triplets.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('not a PPM');
  const offset = header[0].length + (y * Number(header[1]) + x) * 3;
  return `#${[...ppm.subarray(offset, offset + 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const options = {
  title: 'Test document',
  siteName: 'Jobs Maldives',
  footer: (page: { number: number; count: number }) => [
    `Jobs Maldives · Page ${page.number} of ${page.count}`,
  ],
};

describe('renderPdf', () => {
  it('rejects with the error a document throws while describing its content', async () => {
    const broken = new Error('no such photo');
    const render = renderPdf((doc) => {
      doc.text('A first line');
      throw broken;
    }, options);
    await expect(settledWithin(render)).rejects.toBe(broken);
  });

  it("rejects when pdfkit's output stream fails", async () => {
    const failed = new Error('write failed');
    await expect(settledWithin(renderPdf((doc) => doc.destroy(failed), options))).rejects.toBe(failed);
    await expect(
      settledWithin(renderPlainPdf((doc) => doc.destroy(failed), { size: 'A4', margin: 50 })),
    ).rejects.toBe(failed);
  });

  it('puts the accent bar and the footer on every page, once', async () => {
    const pdf = await renderPdf((doc) => {
      doc.text('First page');
      doc.addPage().text('Second page');
      doc.addPage().text('Third page');
    }, options);
    for (const page of [1, 2, 3]) {
      const text = pageText(pdf, page);
      expect(text.match(/Jobs Maldives · Page \d of \d/g)).toEqual([`Jobs Maldives · Page ${page} of 3`]);
      expect(pixel(pdf, page, 100, 2)).toBe(PDF_STYLE.colour.accent);
    }
  });

  it('prints no control character a document is given', async () => {
    const pdf = await renderPdf((doc) => doc.text('Kind regards,\r\nAishath\u0007 Shifa'), options);
    expect(pageText(pdf, 1)).toContain('Kind regards,\nAishath Shifa');
  });
});
