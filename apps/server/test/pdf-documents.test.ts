import PDFDocument from 'pdfkit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { loadConfig } from '../src/config';
import { renderCoverLetterPdf } from '../src/modules/applications/cover-letter-pdf';
import { renderInvoicePdf, renderReceiptPdf, type BillingDocument } from '../src/modules/billing/pdf';
import { renderApplicationFormPdf } from '../src/modules/job-form/application-form-pdf';
import { renderProfilePdf } from '../src/modules/seekers/profile-pdf';
import { buildTestApp, TEST_BANK, type TestContext } from './helpers';
import { profilePdfInput } from './profile-pdf-fixture';

// Issue 26, point 4: every PDF the portal renders goes through lib/pdf/render.ts, so a pdfkit failure
// rejects instead of leaving the request pending forever (the cover letter and the bank's application
// form used to listen for 'end' only), and the route answers the error handler's 500.

/** The promise, or a rejection naming the hang when it has not settled within `ms`. */
function settledWithin<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

const writeFailed = new Error('write failed');

/** pdfkit's output stream fails as the document is finished (as a full disk or a broken image would). */
function failPdfOutput() {
  vi.spyOn(PDFDocument.prototype, 'end').mockImplementation(function (this: PDFKit.PDFDocument) {
    this.destroy(writeFailed);
    return this;
  });
}
afterEach(() => vi.restoreAllMocks());

const config = loadConfig({ APP_URL: 'https://jobs.example.mv', ...TEST_BANK });
const invoice: BillingDocument = {
  id: 41,
  packageType: 2,
  packageName: 'Private Sector',
  noOfJobs: 2,
  pricePerUnitMinor: 50_000,
  amountMinor: 100_000,
  currency: 1,
  tin: null,
  createdAt: '2026-11-25T15:00:00.000Z',
  paidAt: '2026-11-27T06:00:00.000Z',
  company: { name: 'Sunset Reef', address: 'Malé', email: 'hr@sunsetreef.mv', phone: null },
};
const documents: [string, () => Promise<Buffer>][] = [
  ['Invoice.pdf', () => renderInvoicePdf(config, invoice)],
  ['Receipt.pdf', () => renderReceiptPdf(config, { ...invoice, paidAt: '2026-11-27T06:00:00.000Z' })],
  ['Profile.pdf', () => renderProfilePdf(profilePdfInput({ completeness: 40 }))],
  [
    'the cover letter',
    () =>
      renderCoverLetterPdf({
        siteName: 'Jobs Maldives',
        applicant: { name: 'Aishath Shifa', email: 'shifa@example.mv', phone: null, address: null },
        job: { title: 'Boat Captain', company: 'Sunset Reef' },
        coverNote: 'Dear Sir,\n\nI would like to apply.',
        appliedAt: '2026-11-20T08:00:00.000Z',
      }),
  ],
  [
    "the bank's application form",
    () => renderApplicationFormPdf({ siteName: 'Jobs Maldives', closesAt: '2026-12-15T18:00:00.000Z' }),
  ],
];

describe('a PDF that pdfkit fails to write', () => {
  it.each(documents)('%s rejects with the error instead of staying pending', async (_name, render) => {
    await expect(settledWithin(render())).resolves.toBeInstanceOf(Buffer);
    failPdfOutput();
    await expect(settledWithin(render())).rejects.toBe(writeFailed);
  });

  describe('downloaded', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it("answers the error handler's 500, not a request left open", async () => {
      failPdfOutput();
      const res = await settledWithin(t.app.inject({ method: 'GET', url: '/api/job-form/application-form' }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 500,
        code: expect.any(String),
        message_key: 'server_error',
        message: MESSAGES.serverError,
      });
    });
  });
});
