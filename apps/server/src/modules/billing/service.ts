import { FILE_LIMITS, PACKAGE_TYPES, PAGE_SIZES, ROLES } from '@portal/shared/constants';
import { canUseTalentPool } from '@portal/shared/rules/entitlement';
import { MESSAGES } from '@portal/shared/messages';
import {
  activationFor,
  activeAnnual,
  canChangeInvoice,
  invoiceTotalMinor,
  payPerJobLeft,
  planSectorFor,
} from '@portal/shared/rules/billing';
import type { InvoiceInput } from '@portal/shared/schemas/billing';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { DbDeps, ServiceDeps } from '../../lib/deps';
import { offsetOf, pageOf } from '../../lib/page';
import { enqueueMail } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { invoiceTarget, recordAdminAction } from '../audit/service';
import { discardStored, forgetFile, openFile, recordFile, storeUpload } from '../files/service';
import { invoiceIssuedMail, paymentConfirmedMail, slipReceivedMail, slipRejectedMail } from './mails';
import { renderInvoicePdf, renderReceiptPdf, type BillingDocument } from './pdf';
import { canManageInvoice, canReadSlip, isOwnCompanyId, type Actor } from './policy';
import { presentAdminInvoice, presentInvoice, presentPackage } from './presenter';
import {
  changeOpenInvoice,
  countAwaitingInvoices,
  findCompanyByOwner,
  findInvoice,
  findInvoiceCompany,
  findPackage,
  findSectorPackages,
  insertInvoice,
  insertSubscription,
  linkSlip,
  listAdminEmails,
  listCompanyInvoices,
  listInvoicesForAdmin,
  listSubscriptions,
  lockCompany,
  markPaid,
  takePosting,
  unlinkSlip,
  type AdminInvoiceFilter,
  type InvoiceRecord,
} from './repository';
import { formatDisplayDate } from '@portal/shared/rules/dates';

// Invoices, slips and subscriptions (SPEC §2.4 Subscriptions, §4 Subscription; DESIGN §4). One verb per
// use case; ownership is decided by policy.ts; mails are queued with the change (plugins/outbox.ts).

export const OPEN_INVOICE_EXISTS =
  'You already have an invoice waiting for payment. Use Change Package to change it.';
export const SLIP_ALREADY_LINKED = 'The payment slip is linked: this invoice can no longer be changed.';
export const INVOICE_ALREADY_PAID = 'This invoice is already paid.';
export const NO_SLIP_TO_REJECT = 'This invoice has no payment slip to send back.';
export const NO_COMPANY = 'Please complete your company profile first.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'storage' | 'outbox'>;

/** The employer as the policy sees them: with their company. */
async function employerActor(db: ServiceDeps['db'], user: AuthUser) {
  const company = await findCompanyByOwner(db, user.id);
  const actor: Actor = { id: user.id, role: user.role, companyId: company?.id ?? null };
  return { actor, company };
}

/** An invoice the caller may manage: 404 when there is none, 403 'Access Deny' for another company's. */
async function ownInvoice(db: ServiceDeps['db'], user: AuthUser, invoiceId: number) {
  const { actor } = await employerActor(db, user);
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  if (!canManageInvoice(actor, invoice)) throw forbidden(MESSAGES.accessDeny);
  return invoice;
}

async function documentOf(db: ServiceDeps['db'], invoice: InvoiceRecord): Promise<BillingDocument> {
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
    const pdf = await renderInvoicePdf(config, await documentOf(tx, invoice));
    const to = (await findInvoiceCompany(tx, company.id))!;
    await enqueueMail(
      tx,
      invoiceIssuedMail(config, { to: to.ownerEmail, invoice, pdf }),
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
  const values = await priceInvoice(db, company?.sector ?? null, opts.input);
  const changed = await db.transaction(async (tx) => {
    // Conditional: a slip linked meanwhile (or a payment confirmed) wins over the change.
    if (!(await changeOpenInvoice(tx, invoice.id, values))) throw conflict(SLIP_ALREADY_LINKED);
    return (await findInvoice(tx, invoice.id))!;
  });
  return presentInvoice(changed, config);
}

/**
 * POST employ/upload-slip: links a payment slip (JPEG, PNG or PDF by content, checked as it arrived)
 * to an unpaid invoice of the caller's company, and tells the operators.
 */
export async function attachSlip(
  deps: Deps,
  opts: { user: AuthUser; invoiceId: number; upload: UploadedFile },
) {
  const { db, config } = deps;
  const invoice = await ownInvoice(db, opts.user, opts.invoiceId);
  if (invoice.paidAt) throw conflict(INVOICE_ALREADY_PAID);
  const key = await storeUpload(deps, { upload: opts.upload });
  let replaced: string | null = null;
  let attached: InvoiceRecord;
  try {
    attached = await db.transaction(async (tx) => {
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      const linked = await linkSlip(tx, invoice.id, key);
      if (!linked) throw conflict(INVOICE_ALREADY_PAID);
      replaced = linked.previous;
      if (replaced) await forgetFile({ db: tx }, { key: replaced });
      const company = (await findInvoiceCompany(tx, invoice.companyId))!;
      const operators = await listAdminEmails(tx);
      for (const to of operators.length > 0 ? operators : [config.supportEmail]) {
        await enqueueMail(
          tx,
          slipReceivedMail(config, { to, invoice, companyName: company.name }),
          `slip-received:${invoice.id}:${key}:${to}`,
        );
      }
      return (await findInvoice(tx, invoice.id))!;
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  if (replaced) await discardStored(deps, { key: replaced });
  deps.outbox.nudge();
  return presentInvoice(attached, config);
}

/** GET employ/gen-pdf/{id}: Invoice.pdf of one of the caller's invoices. */
export async function invoicePdf(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await ownInvoice(deps.db, opts.user, opts.invoiceId);
  return renderInvoicePdf(deps.config, await documentOf(deps.db, invoice));
}

/** GET employ/receipt/{id}: Receipt.pdf of a paid invoice; 'Data not found!' before it is paid. */
export async function receiptPdf(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await ownInvoice(deps.db, opts.user, opts.invoiceId);
  if (!invoice.paidAt) throw notFound(MESSAGES.dataNotFound);
  const doc = await documentOf(deps.db, invoice);
  return renderReceiptPdf(deps.config, { ...doc, paidAt: invoice.paidAt });
}

/** The slip of an invoice, for its company or the operators (a personal file: never public). */
export async function openSlip(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await findInvoice(deps.db, opts.invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  const { actor } = await employerActor(deps.db, opts.user);
  if (!canReadSlip(actor, invoice)) throw forbidden(MESSAGES.accessDeny);
  if (!invoice.slip) throw notFound(MESSAGES.dataNotFound);
  const file = await openFile(deps, { key: invoice.slip });
  const extension =
    file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
  return { file, filename: `Slip-INV-${invoice.id}.${extension}` };
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

/**
 * POST admin/invoices/{id}/confirm-payment: marks the invoice paid and activates its subscription
 * (shared rules/billing.ts activationFor), once — a second confirmation is a 409 and activates nothing
 * (the UPDATE … WHERE paid_at IS NULL and the unique subscriptions.invoice_id both say so).
 */
export async function confirmPayment(deps: Deps, opts: { admin: AuthUser; invoiceId: number }) {
  const { db, config } = deps;
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, opts.invoiceId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    await lockCompany(tx, existing.companyId);
    const paid = await markPaid(tx, existing.id, now.toISOString());
    if (!paid) throw conflict(INVOICE_ALREADY_PAID);
    const subs = await listSubscriptions(tx, existing.companyId);
    const annual = activeAnnual(subs, now);
    const activation = activationFor({
      packageType: existing.package,
      noOfJobs: existing.noOfJobs,
      confirmedAt: now,
      currentAnnualExpiresAt: annual?.expiresAt ?? null,
    });
    const subscription = await insertSubscription(tx, {
      companyId: existing.companyId,
      packageId: existing.packageId,
      invoiceId: existing.id,
      type: existing.package,
      startsAt: activation.startsAt.toISOString(),
      expiresAt: activation.expiresAt.toISOString(),
      jobsTotal: activation.jobsTotal,
    });
    const company = (await findInvoiceCompany(tx, existing.companyId))!;
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'invoice.confirm-payment',
        target: invoiceTarget({ id: existing.id, companyName: company.name }),
        detail: { company_id: existing.companyId, subscription_id: subscription.id },
      },
    );
    const invoice = (await findInvoice(tx, existing.id))!;
    const doc = await documentOf(tx, invoice);
    const receipt = await renderReceiptPdf(config, { ...doc, paidAt: invoice.paidAt! });
    const until = formatDisplayDate(activation.expiresAt);
    const summary =
      invoice.package === PACKAGE_TYPES.annual
        ? `Your annual subscription is active until ${until}: post as many jobs as you need and search the talent pool.`
        : `You can now post ${invoice.noOfJobs} job ad${invoice.noOfJobs === 1 ? '' : 's'} (usable until ${until}); each stays live up to 20 days.`;
    await enqueueMail(
      tx,
      paymentConfirmedMail(config, { to: company.ownerEmail, invoice, summary, receipt }),
      `payment-confirmed:${invoice.id}`,
    );
    return { invoice, subscription };
  });
  deps.outbox.nudge();
  return {
    data: presentInvoice(result.invoice, config, 'admin'),
    subscription: {
      id: result.subscription.id,
      type: result.subscription.type,
      starts_at: new Date(result.subscription.startsAt).toISOString(),
      expires_at: new Date(result.subscription.expiresAt).toISOString(),
      jobs_total: result.subscription.jobsTotal,
    },
  };
}

/** POST admin/invoices/{id}/reject-slip: the invoice is pending again without its slip; the employer is told why. */
export async function rejectSlip(deps: Deps, opts: { admin: AuthUser; invoiceId: number; reason: string }) {
  const { db, config } = deps;
  const { slip: removed, invoice } = await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, opts.invoiceId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    if (existing.paidAt) throw conflict(INVOICE_ALREADY_PAID);
    const slip = await unlinkSlip(tx, existing.id, opts.reason);
    if (!slip) throw conflict(NO_SLIP_TO_REJECT);
    await forgetFile({ db: tx }, { key: slip });
    const company = (await findInvoiceCompany(tx, existing.companyId))!;
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'invoice.reject-slip',
        target: invoiceTarget({ id: existing.id, companyName: company.name }),
        detail: { company_id: existing.companyId, reason: opts.reason },
      },
    );
    await enqueueMail(
      tx,
      slipRejectedMail(config, { to: company.ownerEmail, invoice: existing, reason: opts.reason }),
      `slip-rejected:${existing.id}:${slip}`,
    );
    return { slip, invoice: (await findInvoice(tx, existing.id))! };
  });
  await discardStored(deps, { key: removed });
  deps.outbox.nudge();
  return presentInvoice(invoice, config, 'admin');
}

/** The dashboard's count of slips waiting for the operators. */
export function countAwaitingPayments({ db }: Pick<ServiceDeps, 'db'>) {
  return countAwaitingInvoices(db);
}

/** The slip field of POST employ/upload-slip (SPEC §5: 'File Format Error'). */
export const SLIP_UPLOAD = { slip: { ...FILE_LIMITS.paymentSlip, typeMessage: MESSAGES.slipFormat } };

// ── Entitlement at posting (issue 9) ─────────────────────────────────────────────────────────────

export interface PostingChoice {
  subscriptionId: number;
  type: number;
}

/**
 * What a new post uses (DESIGN §4): the active annual plan first, else the oldest pay-per-job
 * subscription with postings left; null when there is neither ('Subscriptions failed'). A `subs_id` the
 * client names must be one of the company's usable subscriptions, else `'foreign'`.
 */
export async function choosePosting(
  { db }: DbDeps,
  opts: { companyId: number; requested?: number; now?: Date },
): Promise<PostingChoice | null | 'foreign'> {
  const now = opts.now ?? new Date();
  const subs = await listSubscriptions(db, opts.companyId);
  if (opts.requested !== undefined && !subs.some((s) => s.id === opts.requested)) return 'foreign';
  const annual = activeAnnual(subs, now);
  const payper = payPerJobLeft(subs, now);
  if (opts.requested !== undefined) {
    const chosen = subs.find((s) => s.id === opts.requested)!;
    if (chosen.type === PACKAGE_TYPES.annual && annual)
      return { subscriptionId: chosen.id, type: chosen.type };
    if (chosen.type === PACKAGE_TYPES.payPerJob && payper)
      return { subscriptionId: chosen.id, type: chosen.type };
    return null;
  }
  if (annual) return { subscriptionId: annual.id, type: PACKAGE_TYPES.annual };
  if (payper) return { subscriptionId: payper.id, type: PACKAGE_TYPES.payPerJob };
  return null;
}

/** Consumes one pay-per-job posting in the caller's transaction; false when none is left any more. */
export function consumePosting({ db }: DbDeps, { subscriptionId }: { subscriptionId: number }) {
  return takePosting(db, subscriptionId);
}

/** Whether the company has an active annual plan (the interview date is offered only then). */
export async function hasAnnualPlan(
  { db }: DbDeps,
  { companyId, now = new Date() }: { companyId: number; now?: Date },
) {
  return activeAnnual(await listSubscriptions(db, companyId), now) !== null;
}

/** What the shared canPostJob reads: the active annual plan's expiry and the pay-per-job postings left. */
export async function companyEntitlement(
  { db }: DbDeps,
  { companyId, now = new Date() }: { companyId: number; now?: Date },
) {
  const subs = await listSubscriptions(db, companyId);
  return {
    annualExpiresAt: activeAnnual(subs, now)?.expiresAt ?? null,
    payPerJobLeft: payPerJobLeft(subs, now)?.jobsLeft ?? 0,
  };
}

/**
 * The talent pool's gate (SPEC §4 Talent pool access, §6): an employer whose email is verified and whose
 * company has an active annual subscription. Answers the company id, or null without access
 * (pay-per-job, expired, none, unverified, not an employer).
 */
export async function talentPoolCompany(
  { db }: DbDeps,
  {
    user,
    now = new Date(),
  }: { user: { id: number; role: number; emailVerifiedAt: string | Date | null }; now?: Date },
): Promise<number | null> {
  if (user.role !== ROLES.employer || user.emailVerifiedAt === null) return null;
  const company = await findCompanyByOwner(db, user.id);
  if (!company) return null;
  const entitlement = await companyEntitlement({ db }, { companyId: company.id, now });
  return canUseTalentPool({ emailVerified: true, ...entitlement }, now) ? company.id : null;
}
