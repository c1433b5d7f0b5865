import { ROLES } from '@portal/shared/constants';

// Who may do what with a company (docs/decisions/0013-modules-services-policies.md): one function per
// question, pure, used by the companies service and tested as a table (policy.test.ts).

export interface Actor {
  id: number;
  role: number;
}

/**
 * POST employ/companies: an employer creates their own company. `user_id` is optional in the request;
 * when sent it must be the caller (nobody creates a company for someone else).
 */
export function canCreateCompanyFor(actor: Actor, requestedUserId: number | undefined): boolean {
  return actor.role === ROLES.employer && (requestedUserId === undefined || requestedUserId === actor.id);
}

/**
 * PUT employ/companies/{id} and the logo: only the company's owner, and a `user_id` in the body, when
 * sent, must be the caller.
 */
export function canEditCompany(
  actor: Actor,
  company: { userId: number },
  requestedUserId: number | undefined,
): boolean {
  return (
    actor.role === ROLES.employer &&
    company.userId === actor.id &&
    (requestedUserId === undefined || requestedUserId === actor.id)
  );
}

/**
 * A company name as names are compared for impersonation (issue 24, point 9): case, spacing, width forms
 * and invisible characters aside, so that 'Sun  Island resort' and 'SUN ISLAND RESORT' are one name.
 */
export function companyNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The sub-company names of a save that may not be another company's name: the added and renamed ones
 * (their position in the list, for the field error, and their key). A name the company already had is
 * kept as it is, even if another company took it since: the employer's established sub-company is not
 * taken away by a later sign-up. Repeating the company's own names is the employer's business.
 */
export function subCompanyNamesToCheck(
  current: { name: string }[],
  proposed: { name: string }[],
): { index: number; key: string }[] {
  const kept = new Set(current.map((s) => companyNameKey(s.name)));
  return proposed
    .map((s, index) => ({ index, key: companyNameKey(s.name) }))
    .filter((s) => s.key !== '' && !kept.has(s.key));
}
