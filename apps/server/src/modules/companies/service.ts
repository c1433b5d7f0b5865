import { MESSAGES } from '@portal/shared/messages';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { CreateCompanyInput } from '@portal/shared/schemas/accounts';
import { findCompanyNameByUserId, insertCompany, type CompanyRow } from './repository';

/** 409 text for a second company of the same employer (the spec gives none). */
export const COMPANY_EXISTS_MESSAGE = 'You already have a company profile.';

/**
 * The employer's company, right after registration (SPEC §7.1 POST employ/companies).
 * One company per employer; `user_id`, when sent, must be the caller.
 */
export async function createCompany(
  db: DbOrTx,
  opts: { user: AuthUser; input: CreateCompanyInput },
): Promise<CompanyRow> {
  const { user, input } = opts;
  if (input.user_id !== undefined && input.user_id !== user.id) throw forbidden(MESSAGES.accessDeny);
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
export function findCompanySummary(db: DbOrTx, userId: number): Promise<{ id: number; name: string } | null> {
  return findCompanyNameByUserId(db, userId);
}
