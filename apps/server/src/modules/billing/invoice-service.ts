import { PACKAGE_TYPES, PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import {
  activeAnnual,
  canChangeInvoice,
  invoiceTotalMinor,
  payPerJobLeft,
  planSectorFor,
} from '@portal/shared/rules/billing';
import type { InvoiceInput } from '@portal/shared/schemas/billing';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf, pageOf } from '../../lib/page';
import { enqueueMail } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/auth';
import { billingDocumentOf } from './billing-document';
import { invoiceIssuedMail } from './mails';
import { employerActor, ownInvoice } from './own-invoice';
import { renderInvoicePdf } from './pdf';
import { isOwnCompanyId } from './policy';
import { presentAdminInvoice, presentInvoice, presentPackage } from './presenter';
import {
  changeOpenInvoice,
  findInvoice,
  findInvoiceCompany,
  findPackage,
  findSectorPackages,
  insertInvoice,
  listCompanyInvoices,
  listInvoicesForAdmin,
  listSubscriptions,
  type AdminInvoiceFilter,
} from './repository';

// Invoices (SPEC §2.4 Subscriptions, §4 Subscription; DESIGN §4): the company's billing page, choosing a
// package (issue, change), Invoice.pdf and the operators' lists. Paying them is payment-service.ts; what
// a paid invoice lets the company do is entitlement-service.ts. Ownership is decided by policy.ts; mails
// are queued with the change (plugins/outbox.ts).

export const OPEN_INVOICE_EXISTS =
  'You already have an invoice waiting for payment. Use Change Package to change it.';
/** An open card transaction freezes the invoice (issue 29): paid one way, it cannot be paid another. */
export const CARD_PAYMENT_OPEN =
  'A card payment is open on this invoice: finish it on the bank’s page, or cancel it there, first.';
export const SLIP_ALREADY_LINKED = 'The payment slip is linked: this invoice can no longer be changed.';
export const NO_COMPANY = 'Please complete your company profile first.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'storage' | 'outbox'>;

/** The company's billing as GET employ/company shows it (DESIGN §4). */
export async function getBillingOverview(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { companyId: number; sector: string | null; now?: Date },
) {
  const now = opts.now ?? new Date();
  const [subs, invoices, plans] = await Promise.all([
    listSubscriptions(db, opts.companyId),
    listCompanyInvoices(db, opts.companyId),
    findSectorPackages(db, planSectorFor(opts.sector)),
  ]);
  const annual = activeAnnual(subs, now);
  const payper = payPerJobLeft(subs, now);
  const nameOf = (id: number) => subs.find((s) => s.id === id)?.packageName ?? '';
  const pending = invoices.find((i) => !i.paidAt && !i.cancelledAt) ?? null;
  return {
    annual: annual
      ? { id: annual.id, package: nameOf(annual.id), expiry_date: annual.expiresAt.toISOString() }
      : null,
    payper: payper ? { id: payper.id, package: nameOf(payper.id), jobs_left: payper.jobsLeft } : null,
    invoice_pending: pending ? presentInvoice(pending, config) : null,
    invoice: invoices.map((i) => presentInvoice(i, config)),
    packages: plans.map(presentPackage),
  };
}

/** The plan an invoice buys, from the company's sector; 422-style refusal when the type is unknown. */
async function priceInvoice(db: ServiceDeps['db'], sector: string | null, input: InvoiceInput) {
  const plan = await findPackage(db, input.package, planSectorFor(sector));
  if (!plan) throw notFound(MESSAGES.dataNotFound);
  const noOfJobs = input.package === PACKAGE_TYPES.annual ? 1 : input.no_of_jobs;
  return {
    packageId: plan.id,
    package: plan.type,
    noOfJobs,
    tin: input.tin,
    amountMinor: invoiceTotalMinor(plan.type, noOfJobs, plan.pricePerUnitMinor),
    currency: plan.currency,
  };
}

/** POST employ/invoice: a new invoice for the caller's company, mailed with its PDF. */
export async function issueInvoice(deps: Deps, opts: { user: AuthUser; input: InvoiceInput }) {
  const { db, config } = deps;
  const { actor, company } = await employerActor(db, opts.user);
  if (!company) throw forbidden(NO_COMPANY);
  if (!isOwnCompanyId(actor, opts.input.company_id)) throw forbidden(MESSAGES.accessDeny);
  const values = await priceInvoice(db, company.sector, opts.input);
  const issued = await db.transaction(async (tx) => {
    const created = await insertInvoice(tx, { companyId: company.id, ...values });
    if (created === null) throw conflict(OPEN_INVOICE_EXISTS);
    const invoice = (await findInvoice(tx, created))!;
    const pdf = await renderInvoicePdf(config, await billingDocumentOf(tx, invoice));
    const to = (await findInvoiceCompany(tx, company.id))!;
    await enqueueMail(
      tx,
      invoiceIssuedMail(config, { to: to.ownerEmail, lang: to.ownerLang, invoice, pdf }),
      `invoice-issued:${created}`,
    );
    return invoice;
  });
  deps.outbox.nudge();
  return presentInvoice(issued, config);
}

/** PUT employ/invoice/{id} ('Change Package'): only the pending invoice, and only before a slip is linked. */
export async function changeInvoice(
  deps: Deps,
  opts: { user: AuthUser; invoiceId: number; input: InvoiceInput },
) {
  const { db, config } = deps;
  const { actor, company } = await employerActor(db, opts.user);
  if (!isOwnCompanyId(actor, opts.input.company_id)) throw forbidden(MESSAGES.accessDeny);
  const invoice = await ownInvoice(db, opts.user, opts.invoiceId);
  if (invoice.paidAt || invoice.cancelledAt) throw notFound(MESSAGES.dataNotFound);
  if (!canChangeInvoice({ paid_at: invoice.paidAt, slip_uploaded_at: invoice.slipUploadedAt })) {
    throw conflict(SLIP_ALREADY_LINKED);
  }
  if (invoice.bmlTransactionId) throw conflict(CARD_PAYMENT_OPEN);
  const values = await priceInvoice(db, company?.sector ?? null, opts.input);
  const changed = await db.transaction(async (tx) => {
    // Conditional: a slip linked meanwhile (or a payment confirmed) wins over the change.
    if (!(await changeOpenInvoice(tx, invoice.id, values))) throw conflict(SLIP_ALREADY_LINKED);
    return (await findInvoice(tx, invoice.id))!;
  });
  return presentInvoice(changed, config);
}

/** GET employ/gen-pdf/{id}: Invoice.pdf of one of the caller's invoices. */
export async function invoicePdf(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await ownInvoice(deps.db, opts.user, opts.invoiceId);
  return renderInvoicePdf(deps.config, await billingDocumentOf(deps.db, invoice));
}

// ── Operators ─────────────────────────────────────────────────────────────────────────────────────

/** GET admin/invoices?status: the payments queue (slips waiting, oldest first) and the other lists. */
export async function listInvoicesForOperators(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { status: AdminInvoiceFilter; page: number },
) {
  const perPage = PAGE_SIZES.employerJobs;
  const { rows, total } = await listInvoicesForAdmin(db, {
    status: opts.status,
    limit: perPage,
    offset: offsetOf(opts.page, perPage),
  });
  return pageOf(
    rows.map((r) => presentAdminInvoice(r, config)),
    { total, page: opts.page, perPage },
  );
}
