import { MESSAGES } from '@portal/shared/messages';
import { forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { canManageInvoice, type Actor } from './policy';
import { findCompanyByOwner, findInvoice } from './repository';

// Who is asking about an invoice: the invoice and payment services both start here, so that ownership is
// decided the same way (by policy.ts) for every employer call.

/** The employer as the policy sees them: with their company. */
export async function employerActor(db: ServiceDeps['db'], user: AuthUser) {
  const company = await findCompanyByOwner(db, user.id);
  const actor: Actor = { id: user.id, role: user.role, companyId: company?.id ?? null };
  return { actor, company };
}

/** An invoice the caller may manage: 404 when there is none, 403 'Access Deny' for another company's. */
export async function ownInvoice(db: ServiceDeps['db'], user: AuthUser, invoiceId: number) {
  const { actor } = await employerActor(db, user);
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  if (!canManageInvoice(actor, invoice)) throw forbidden(MESSAGES.accessDeny);
  return invoice;
}
