import { PACKAGE_TYPES, ROLES } from '@portal/shared/constants';
import { activeAnnual, payPerJobLeft, subscriptionEntitlement } from '@portal/shared/rules/billing';
import { canUseTalentPool } from '@portal/shared/rules/entitlement';
import type { DbDeps } from '../../lib/deps';
import { findCompanyByOwner, listSubscriptions, takePosting } from './repository';

// What a company may do now with the subscriptions its paid invoices bought (SPEC §4 Subscription, Talent
// pool access; DESIGN §4; issue 9): which subscription a new post uses, the annual plan's extras and the
// talent pool's gate. Asked by the jobs, applications, seekers and talent-pool modules through service.ts.

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
  return subscriptionEntitlement(await listSubscriptions(db, companyId), now);
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
