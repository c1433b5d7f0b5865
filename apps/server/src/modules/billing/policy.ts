import { ROLES } from '@portal/shared/constants';

// Who may do what with invoices, slips and receipts (docs/decisions/0013): one pure function per
// question, used by the billing service and tested as a table (policy.test.ts).

export interface Actor {
  id: number;
  role: number;
  /** The actor's company, for employers (null when they have none). */
  companyId: number | null;
}

/** An employer reads and changes only the invoices of their own company. */
export function canManageInvoice(actor: Actor, invoice: { companyId: number }): boolean {
  return actor.role === ROLES.employer && actor.companyId !== null && actor.companyId === invoice.companyId;
}

/** A slip is a personal file: its company and the operators read it, nobody else. */
export function canReadSlip(actor: Actor, invoice: { companyId: number }): boolean {
  return actor.role === ROLES.admin || canManageInvoice(actor, invoice);
}

/** A `company_id` in a request body, when sent, must be the caller's own company. */
export function isOwnCompanyId(actor: Actor, requested: number | undefined): boolean {
  return requested === undefined || (actor.companyId !== null && requested === actor.companyId);
}
