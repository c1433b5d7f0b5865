import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, buildTestApp, TEST_BANK, type TestContext } from '../../../test/helpers';
import { buildEmployer, tokenFor } from '../../../test/factories';
import { renderInvoicePdf, renderReceiptPdf, type BillingDocument } from './pdf';

// Invoice.pdf and Receipt.pdf read back as text with poppler's pdftotext (issue 25, point 8): the
// portal's public address (never a loopback one), the seller's tax number and the due date.

/** The PDF's text line by line as laid out (a label beside its value), spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const doc: BillingDocument = {
  id: 41,
  packageType: 2,
  packageName: 'Private Sector',
  noOfJobs: 2,
  pricePerUnitMinor: 50_000,
  amountMinor: 100_000,
  currency: 1,
  tin: '1001234GST501',
  // 25 Nov 2026, 20:00 in Malé: the Maldives' date, not UTC's, counts.
  createdAt: '2026-11-25T15:00:00.000Z',
  paidAt: null,
  company: { name: 'Sunset Reef', address: 'Malé', email: 'hr@sunsetreef.mv', phone: null },
};

const publicConfig = (env: Record<string, string> = {}) =>
  loadConfig({ APP_URL: 'https://jobs.example.mv', ...TEST_BANK, ...env });

describe('Invoice.pdf and Receipt.pdf', () => {
  it("show the portal's public address, the seller's tax number and the due date 14 days on", async () => {
    const config = publicConfig({ BUSINESS_TIN: '1009876GST501' });
    const invoice = pdfText(await renderInvoicePdf(config, doc));
    expect(invoice).toContain('https://jobs.example.mv');
    expect(invoice).toContain('TIN: 1009876GST501');
    expect(invoice).toContain('Issued on: 25 Nov 2026');
    expect(invoice).toContain('Due date: 09 Dec 2026');
    // The buyer's own TIN stays under "Billed to".
    expect(invoice).toContain('TIN: 1001234GST501');

    const receipt = pdfText(await renderReceiptPdf(config, { ...doc, paidAt: '2026-11-27T06:00:00.000Z' }));
    expect(receipt).toContain('https://jobs.example.mv');
    expect(receipt).toContain('TIN: 1009876GST501');
    expect(receipt).toContain('Paid on: 27 Nov 2026');
    expect(receipt).not.toContain('Due date');
  });

  it('count INVOICE_DUE_DAYS from the issue date, and leave the TIN line out when BUSINESS_TIN is unset', async () => {
    const text = pdfText(await renderInvoicePdf(publicConfig({ INVOICE_DUE_DAYS: '30' }), doc));
    expect(text).toContain('Due date: 25 Dec 2026');
    expect(text.match(/TIN:/g)).toHaveLength(1);
    expect(text).toContain('TIN: 1001234GST501');
  });

  it('never print a loopback address (a developer portal without APP_URL)', async () => {
    const config = loadConfig({ PORT: '3391' });
    expect(config.appUrl).toBe('http://localhost:3391');
    for (const pdf of [
      await renderInvoicePdf(config, doc),
      await renderReceiptPdf(config, { ...doc, paidAt: '2026-11-27T06:00:00.000Z' }),
    ]) {
      const text = pdfText(pdf);
      expect(text).not.toContain('localhost');
      expect(text).toContain('Sunset Reef');
    }
  });
});

describe('GET employ/gen-pdf/{id} on a public APP_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'https://jobs.example.mv', BUSINESS_TIN: '1009876GST501' });
  });
  afterAll(() => t.close());

  it("prints the configured address and the seller's tax number", async () => {
    const e = await buildEmployer(t.app);
    const token = await tokenFor(t.app, e.user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/employ/invoice',
      headers: bearer(token),
      payload: { company_id: e.company.id, package: 2, no_of_jobs: 1 },
    });
    expect(created.statusCode).toBe(201);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/employ/gen-pdf/${created.json().data.id}`,
      headers: { ...bearer(token), host: 'internal-node-7:3000' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('https://jobs.example.mv');
    expect(text).not.toContain('internal-node-7');
    expect(text).toContain('TIN: 1009876GST501');
    expect(text).toMatch(/Due date: \d{2} [A-Z][a-z]{2} \d{4}/);
  });
});
