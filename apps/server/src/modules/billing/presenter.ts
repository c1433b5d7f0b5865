import type { AdminInvoiceItem, InvoiceView, PackageView } from '@portal/shared/schemas/billing';
import { invoiceRef, invoiceStatus } from '@portal/shared/rules/billing';
import type { Config } from '../../config';
import { isoDate } from '../../lib/iso-date';
import type { InvoiceRecord, PackageRow } from './repository';

const major = (minor: number) => minor / 100;

/** Where the slip of an invoice is read: the company's own route, or the operators'. */
export function slipUrl(config: Pick<Config, 'appUrl'>, invoiceId: number, audience: 'employer' | 'admin') {
  return audience === 'admin'
    ? `${config.appUrl}/api/admin/invoices/${invoiceId}/slip`
    : `${config.appUrl}/api/employ/invoice/${invoiceId}/slip`;
}

export function presentInvoice(
  row: InvoiceRecord,
  config: Pick<Config, 'appUrl' | 'bmlConnect'>,
  audience: 'employer' | 'admin' = 'employer',
): InvoiceView {
  const view = {
    paid_at: isoDate(row.paidAt),
    slip_uploaded_at: isoDate(row.slipUploadedAt),
    cancelled_at: isoDate(row.cancelledAt),
  };
  return {
    id: row.id,
    ref: invoiceRef(row.id),
    package: row.package,
    package_name: row.packageName,
    no_of_jobs: row.noOfJobs,
    tin: row.tin,
    amount: major(row.amountMinor),
    amount_minor: row.amountMinor,
    price_per_unit: major(row.pricePerUnitMinor),
    currency: row.currency,
    status: invoiceStatus(view),
    slip: row.slip ? slipUrl(config, row.id, audience) : null,
    slip_uploaded_at: view.slip_uploaded_at,
    slip_rejected_reason: row.slipRejectedReason,
    created_at: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
    paid_at: view.paid_at,
    paid_by: row.paidBy,
    bml_transaction_id: row.bmlTransactionId,
    card_state: row.bmlState,
    can_pay_by_card: canPayByCard(row, config),
    refunded_at: isoDate(row.refundedAt),
  };
}

/** 'Pay by card' is offered on an unpaid, open invoice without a slip, when card payments are configured. */
export function canPayByCard(row: InvoiceRecord, config: Pick<Config, 'bmlConnect'>): boolean {
  return config.bmlConnect !== null && !row.paidAt && !row.cancelledAt && !row.slip;
}

export function presentAdminInvoice(
  row: InvoiceRecord & { companyName: string; companyEmail: string | null },
  config: Pick<Config, 'appUrl' | 'bmlConnect'>,
): AdminInvoiceItem {
  return {
    ...presentInvoice(row, config, 'admin'),
    company: { id: row.companyId, name: row.companyName, email: row.companyEmail },
    slip_type: row.slip ? row.slipType : null,
  };
}

export function presentPackage(row: PackageRow): PackageView {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    sector: row.sector,
    price_per_unit: major(row.pricePerUnitMinor),
    price_per_unit_minor: row.pricePerUnitMinor,
    currency: row.currency,
    duration_days: row.durationDays,
    features: row.features,
  };
}
