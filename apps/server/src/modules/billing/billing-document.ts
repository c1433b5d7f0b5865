import type { ServiceDeps } from '../../lib/deps';
import type { BillingDocument } from './pdf';
import { findInvoiceCompany, type InvoiceRecord } from './repository';

/** What Invoice.pdf and Receipt.pdf print of an invoice: its lines and the company billed. */
export async function billingDocumentOf(
  db: ServiceDeps['db'],
  invoice: InvoiceRecord,
): Promise<BillingDocument> {
  const company = await findInvoiceCompany(db, invoice.companyId);
  return {
    id: invoice.id,
    packageType: invoice.package,
    packageName: invoice.packageName,
    noOfJobs: invoice.noOfJobs,
    pricePerUnitMinor: invoice.pricePerUnitMinor,
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    tin: invoice.tin,
    createdAt: invoice.createdAt,
    paidAt: invoice.paidAt,
    company: {
      name: company?.name ?? '',
      address: company?.address ?? null,
      email: company?.email ?? company?.ownerEmail ?? null,
      phone: company?.phone ?? null,
    },
  };
}
