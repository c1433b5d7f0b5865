import { MESSAGES } from '@portal/shared/messages';
import type { CreateCompanyInput } from '@portal/shared/schemas/accounts';
import { conflict, forbidden } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { canCreateCompanyFor } from './policy';
import { findCompanyNameByUserId, insertCompany, type CompanyRow } from './repository';

/** 409 text for a second company of the same employer (the spec gives none). */
export const COMPANY_EXISTS_MESSAGE = 'You already have a company profile.';

/**
 * The employer's company, right after registration (SPEC §7.1 POST employ/companies).
 * One company per employer; `user_id`, when sent, must be the caller (policy.ts).
 */
export async function createCompany(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; input: CreateCompanyInput },
): Promise<CompanyRow> {
  const { user, input } = opts;
  if (!canCreateCompanyFor(user, input.user_id)) throw forbidden(MESSAGES.accessDeny);
  const company = await insertCompany(db, {
    userId: user.id,
    name: input.name,
    email: input.email,
    address: input.address,
    contact: input.contact,
    designation: input.designation,
    phone: input.phone,
    hrPhone: input.hr_phone,
    size: input.size,
    sector: input.sector,
  });
  if (!company) throw conflict(COMPANY_EXISTS_MESSAGE);
  return company;
}

/** The id and name of a user's company, or null (used by GET profile). */
export function findCompanySummary(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { userId: number },
): Promise<{ id: number; name: string } | null> {
  return findCompanyNameByUserId(db, opts.userId);
}
