/** What a company's subscriptions allow (SPEC §6, §9). */
export interface CompanyEntitlementInput {
  emailVerified: boolean;
  annualExpiresAt: string | Date | null;
  payPerJobLeft: number;
}

export function hasActiveAnnual(annualExpiresAt: string | Date | null, now: Date = new Date()): boolean {
  return annualExpiresAt !== null && new Date(annualExpiresAt).getTime() > now.getTime();
}

/** Posting needs a verified email and an annual or pay-per-job subscription ('Subscriptions failed'). */
export function canPostJob(input: CompanyEntitlementInput, now: Date = new Date()): boolean {
  return input.emailVerified && (hasActiveAnnual(input.annualExpiresAt, now) || input.payPerJobLeft > 0);
}

/** Talent pool and candidate profiles: active annual subscription only; pay-per-job gives no access. */
export function canUseTalentPool(input: CompanyEntitlementInput, now: Date = new Date()): boolean {
  return hasActiveAnnual(input.annualExpiresAt, now);
}
