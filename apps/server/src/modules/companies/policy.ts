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
