import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@portal/shared/lang';
import type { AdminInvoiceFilter } from '@portal/shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { companies, files, invoices, packages, subscriptions, users } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect & { packageName: string };

/** An invoice with what every view of it needs: its plan's name and price, the slip's type. */
export const invoiceColumns = {
  id: invoices.id,
  companyId: invoices.companyId,
  packageId: invoices.packageId,
  package: invoices.package,
  packageName: packages.name,
  pricePerUnitMinor: packages.pricePerUnitMinor,
  noOfJobs: invoices.noOfJobs,
  tin: invoices.tin,
  amountMinor: invoices.amountMinor,
  currency: invoices.currency,
  slip: invoices.slip,
  slipType: files.contentType,
  slipUploadedAt: invoices.slipUploadedAt,
  slipRejectedReason: invoices.slipRejectedReason,
  paidAt: invoices.paidAt,
  paidBy: invoices.paidBy,
  bmlTransactionId: invoices.bmlTransactionId,
  bmlPaymentUrl: invoices.bmlPaymentUrl,
  bmlState: invoices.bmlState,
  refundedAt: invoices.refundedAt,
  cancelledAt: invoices.cancelledAt,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

export interface InvoiceRecord {
  id: number;
  companyId: number;
  packageId: number;
  package: number;
  packageName: string;
  pricePerUnitMinor: number;
  noOfJobs: number;
  tin: string | null;
  amountMinor: number;
  currency: number;
  slip: string | null;
  slipType: string | null;
  slipUploadedAt: string | null;
  slipRejectedReason: string | null;
  paidAt: string | null;
  paidBy: 'card' | 'slip' | null;
  bmlTransactionId: string | null;
  bmlPaymentUrl: string | null;
  bmlState: string | null;
  refundedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const invoiceSelect = (db: DbOrTx) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(packages, eq(packages.id, invoices.packageId))
    .leftJoin(files, eq(files.key, invoices.slip));

/** The two plans of a sector: annual first, then pay-per-job (DESIGN §4 `packages`). */
export function findSectorPackages(db: DbOrTx, sector: 'private' | 'tourism'): Promise<PackageRow[]> {
  return db.select().from(packages).where(eq(packages.sector, sector)).orderBy(asc(packages.type));
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRecord | null> {
  const [row] = await invoiceSelect(db).where(eq(invoices.id, id)).limit(1);
  return (row as InvoiceRecord | undefined) ?? null;
}

/** A company's invoices, newest first (the history table). */
export async function listCompanyInvoices(db: DbOrTx, companyId: number): Promise<InvoiceRecord[]> {
  return (await invoiceSelect(db)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))) as InvoiceRecord[];
}

export async function insertInvoice(
  db: DbOrTx,
  values: typeof invoices.$inferInsert,
): Promise<number | null> {
  // The partial unique index allows one open invoice per company: a second one is refused here.
  const [row] = await db.insert(invoices).values(values).onConflictDoNothing().returning({ id: invoices.id });
  return row?.id ?? null;
}

/**
 * The invoice while it can still be paid one way: unpaid, not cancelled, no card transaction open on it.
 * Every write that depends on that names it in its WHERE, so two requests at once cannot both pass.
 */
const payable = (id: number) =>
  and(
    eq(invoices.id, id),
    isNull(invoices.paidAt),
    isNull(invoices.cancelledAt),
    isNull(invoices.bmlTransactionId),
  );

/** Changes an open invoice that has no slip yet; false when there is none such. */
export async function changeOpenInvoice(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof invoices.$inferInsert,
    'packageId' | 'package' | 'noOfJobs' | 'tin' | 'amountMinor' | 'currency'
  >,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(payable(id), isNull(invoices.slip)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Links a slip to an unpaid invoice; the previous slip's key (to forget), or undefined when not linked. */
export async function linkSlip(
  db: DbOrTx,
  id: number,
  key: string,
): Promise<{ previous: string | null } | undefined> {
  const [before] = await db.select({ slip: invoices.slip }).from(invoices).where(payable(id)).for('update');
  if (!before) return undefined;
  const now = new Date().toISOString();
  await db
    .update(invoices)
    .set({ slip: key, slipUploadedAt: now, slipRejectedReason: null, updatedAt: now })
    .where(eq(invoices.id, id));
  return { previous: before.slip };
}

/**
 * Marks an invoice paid by its slip, once: null when it was already paid (or cancelled, or missing, or a
 * card transaction is open on it: paid one way, it cannot be paid the other).
 */
export async function markPaid(db: DbOrTx, id: number, at: string): Promise<{ companyId: number } | null> {
  const [row] = await db
    .update(invoices)
    .set({ paidAt: at, paidBy: 'slip', updatedAt: at })
    .where(payable(id))
    .returning({ companyId: invoices.companyId });
  return row ?? null;
}

/** Marks an invoice paid by its card transaction `transactionId`, once: null when not (any more) so. */
export async function markPaidByCard(
  db: DbOrTx,
  id: number,
  transactionId: string,
  at: string,
): Promise<{ companyId: number } | null> {
  const [row] = await db
    .update(invoices)
    .set({ paidAt: at, paidBy: 'card', bmlState: 'CONFIRMED', updatedAt: at })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.bmlTransactionId, transactionId),
        isNull(invoices.paidAt),
        isNull(invoices.cancelledAt),
        isNull(invoices.slip),
      ),
    )
    .returning({ companyId: invoices.companyId });
  return row ?? null;
}

/**
 * Opens a card transaction on an unpaid invoice without a slip or another open transaction (the freeze
 * starts here): false when the invoice is no longer such.
 */
export async function openCardTransaction(
  db: DbOrTx,
  id: number,
  transaction: { id: string; url: string; state: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  const rows = await db
    .update(invoices)
    .set({
      bmlTransactionId: transaction.id,
      bmlPaymentUrl: transaction.url,
      bmlState: transaction.state,
      updatedAt: now,
    })
    .where(and(payable(id), isNull(invoices.slip)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/**
 * Records the bank's state of the invoice's open transaction; a cancelled one is let go, so the invoice
 * can be changed, paid by slip or by a new card transaction. True when the row changed.
 */
export async function recordCardState(
  db: DbOrTx,
  id: number,
  transactionId: string,
  state: string,
): Promise<boolean> {
  const release = state === 'CANCELLED';
  const rows = await db
    .update(invoices)
    .set({
      bmlState: state,
      ...(release ? { bmlTransactionId: null, bmlPaymentUrl: null } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.bmlTransactionId, transactionId),
        // Only an unpaid invoice lets its transaction go; a paid one keeps it (the operators' record).
        release ? isNull(invoices.paidAt) : undefined,
        sql`${invoices.bmlState} is distinct from ${state}`,
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Marks a paid invoice refunded, once: false when it is unpaid or already refunded. */
export async function markRefunded(db: DbOrTx, id: number, at: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ refundedAt: at, updatedAt: at })
    .where(and(eq(invoices.id, id), isNotNull(invoices.paidAt), isNull(invoices.refundedAt)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Ends the subscription an invoice paid for, now (a plan that had not started yet ends before it starts). */
export async function endInvoiceSubscription(db: DbOrTx, invoiceId: number, at: string) {
  const rows = await db
    .update(subscriptions)
    .set({
      startsAt: sql`least(${subscriptions.startsAt}, ${at}::timestamptz - interval '1 second')`,
      expiresAt: sql`least(${subscriptions.expiresAt}, ${at}::timestamptz)`,
    })
    .where(eq(subscriptions.invoiceId, invoiceId))
    .returning({ id: subscriptions.id });
  return rows[0]?.id ?? null;
}

/** Sends a slip back: the invoice is pending again without it. The slip's key, or null when none. */
export async function unlinkSlip(db: DbOrTx, id: number, reason: string): Promise<string | null> {
  const [before] = await db
    .select({ slip: invoices.slip })
    .from(invoices)
    .where(and(eq(invoices.id, id), isNull(invoices.paidAt), isNotNull(invoices.slip)))
    .for('update');
  if (!before?.slip) return null;
  const now = new Date().toISOString();
  await db
    .update(invoices)
    .set({ slip: null, slipUploadedAt: null, slipRejectedReason: reason, updatedAt: now })
    .where(eq(invoices.id, id));
  return before.slip;
}

/** A company's subscriptions with their plan's name. */
export async function listSubscriptions(db: DbOrTx, companyId: number): Promise<SubscriptionRow[]> {
  const rows = await db
    .select({ sub: subscriptions, packageName: packages.name })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.companyId, companyId));
  return rows.map((r) => ({ ...r.sub, packageName: r.packageName }));
}

/**
 * Locks the company's row for the rest of the transaction: two payments of one company confirmed at
 * once then read each other's subscriptions (a renewal starts at the expiry the other one set).
 */
export async function lockCompany(db: DbOrTx, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

/** The caller's company (billing needs its id, sector and contact facts). */
export async function findCompanyByOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: companies.id, sector: companies.sector })
    .from(companies)
    .where(and(eq(companies.userId, userId), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findPackage(db: DbOrTx, type: number, sector: 'private' | 'tourism') {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.type, type), eq(packages.sector, sector)))
    .limit(1);
  return row ?? null;
}

/**
 * Who an invoice is for: the company's name, address, emails and phone, and the language its account
 * reads the portal's mails in (issue 31: the billing mails to the owner are written in it).
 */
export async function findInvoiceCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      userId: companies.userId,
      name: companies.name,
      address: companies.address,
      email: companies.email,
      phone: companies.phone,
      ownerEmail: users.email,
      ownerLang: users.lang,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

// The operators' filter, one definition with the web's (packages/shared).
export type { AdminInvoiceFilter };

function adminFilter(status: AdminInvoiceFilter): SQL | undefined {
  if (status === 'awaiting') return and(isNull(invoices.paidAt), isNotNull(invoices.slipUploadedAt));
  if (status === 'pending')
    return and(isNull(invoices.paidAt), isNull(invoices.slipUploadedAt), isNull(invoices.cancelledAt));
  if (status === 'paid') return isNotNull(invoices.paidAt);
  return undefined;
}

/** The operators' queue: slips waiting oldest first; other lists newest first. */
export async function listInvoicesForAdmin(
  db: DbOrTx,
  opts: { status: AdminInvoiceFilter; limit: number; offset: number },
) {
  const where = adminFilter(opts.status);
  const order =
    opts.status === 'awaiting'
      ? [asc(invoices.slipUploadedAt), asc(invoices.id)]
      : [desc(invoices.createdAt), desc(invoices.id)];
  const rows = await db
    .select({ ...invoiceColumns, companyName: companies.name, companyEmail: companies.email })
    .from(invoices)
    .innerJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(files, eq(files.key, invoices.slip))
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  return {
    rows: rows as (InvoiceRecord & { companyName: string; companyEmail: string | null })[],
    total: total?.n ?? 0,
  };
}

export async function countAwaitingInvoices(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(adminFilter('awaiting'));
  return row?.n ?? 0;
}

/**
 * The operators (role 3) a mail about a payment goes to, each with their account's language (issue 31):
 * an operator whose account reads Dhivehi gets it in Dhivehi, as the employers do. With no operator
 * account, the support address, in English: it is no account, so it has no language of its own.
 */
export async function operatorRecipients(
  db: DbOrTx,
  supportEmail: string,
): Promise<{ to: string; lang: Lang }[]> {
  const rows = await db
    .select({ to: users.email, lang: users.lang })
    .from(users)
    .where(and(eq(users.role, 3), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(20);
  return rows.length > 0 ? rows : [{ to: supportEmail, lang: 'en' }];
}

/**
 * Takes one posting from a pay-per-job subscription, if it has one left (the row is locked and the
 * CHECK jobs_used <= jobs_total holds the line too): true when taken.
 */
export async function takePosting(db: DbOrTx, subscriptionId: number): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ jobsUsed: sql`${subscriptions.jobsUsed} + 1` })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        sql`${subscriptions.jobsTotal} is not null and ${subscriptions.jobsUsed} < ${subscriptions.jobsTotal}`,
        sql`${subscriptions.startsAt} <= now() and ${subscriptions.expiresAt} > now()`,
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The invoice a BML Connect transaction was opened for (the transaction id is unique to one invoice). */
export async function findInvoiceByTransaction(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bmlTransactionId, transactionId))
    .limit(1);
  return row?.id ?? null;
}
