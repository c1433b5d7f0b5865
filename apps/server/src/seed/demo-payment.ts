import { eq } from 'drizzle-orm';
import { renderPlainPdf } from '../lib/pdf/render';
import { CURRENCIES, PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/rules/billing';
import type { App } from '../app';
import { companies, files, invoices, packages, users } from '../db/schema';

// The demo's payment waiting for the operators (issue 8): a pay-per-job company bought three more job
// ads and linked its bank transfer slip, so that the console's queue is not empty after `npm start`.

function transferSlipPdf(opts: {
  from: string;
  amountMinor: number;
  reference: string;
  date: Date;
}): Promise<Buffer> {
  // A bank's slip, not the portal's document: no house style.
  return renderPlainPdf(
    (pdf) => {
      pdf.rect(0, 0, 420, 44).fill('#c92a2a');
      pdf
        .fillColor('#fff')
        .font('Helvetica-Bold')
        .fontSize(15)
        .text('Demo Bank · Fund Transfer Receipt', 28, 15);
      const lines: [string, string][] = [
        ['Date', opts.date.toUTCString().slice(0, 16)],
        ['From', opts.from],
        ['To', 'Maldives Job Portal Pvt Ltd'],
        ['Amount', formatMoney(opts.amountMinor, CURRENCIES.MVR)],
        ['Remarks', opts.reference],
        ['Status', 'SUCCESSFUL'],
      ];
      let y = 66;
      for (const [label, value] of lines) {
        pdf.fillColor('#555').font('Helvetica').fontSize(10).text(label, 28, y);
        pdf.fillColor('#111').font('Helvetica-Bold').text(value, 130, y, { width: 260 });
        y += 30;
      }
    },
    { size: [420, 300], margin: 28 },
  );
}

export async function seedPendingPayment(app: App, companyEmail: string, now: number): Promise<void> {
  const [company] = await app.db
    .select({ id: companies.id, name: companies.name, userId: companies.userId, sector: companies.sector })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, companyEmail));
  if (!company) return;
  const [pkg] = await app.db.select().from(packages).where(eq(packages.code, 'payper-tourism'));
  if (!pkg) return;
  const units = 3;
  const created = new Date(now - 26 * 60 * 60 * 1000);
  const linked = new Date(now - 5 * 60 * 60 * 1000);
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      companyId: company.id,
      packageId: pkg.id,
      package: PACKAGE_TYPES.payPerJob,
      noOfJobs: units,
      amountMinor: pkg.pricePerUnitMinor * units,
      currency: CURRENCIES.MVR,
      createdAt: created.toISOString(),
      updatedAt: linked.toISOString(),
    })
    .returning({ id: invoices.id });
  const slip = await transferSlipPdf({
    from: company.name,
    amountMinor: pkg.pricePerUnitMinor * units,
    reference: `INV-${invoice!.id}`,
    date: linked,
  });
  const key = await app.storage.put(slip, { extension: 'pdf', contentType: 'application/pdf' });
  await app.db.transaction(async (tx) => {
    await tx.insert(files).values({
      key,
      originalName: 'transfer-receipt.pdf',
      contentType: 'application/pdf',
      size: slip.length,
      ownerUserId: company.userId,
    });
    await tx
      .update(invoices)
      .set({ slip: key, slipUploadedAt: linked.toISOString() })
      .where(eq(invoices.id, invoice!.id));
  });
}
