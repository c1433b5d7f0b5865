import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { AdminCompanyItem } from '@portal/shared/schemas/admin';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf, pageOf } from '../../lib/page';
import { flag } from '../../lib/flag';
import { isoDate } from '../../lib/iso-date';
import type { AuthUser } from '../../plugins/auth';
import { companyTarget, recordAdminAction } from '../audit/service';
import { findCompanyForAdmin, listCompaniesForAdmin, updateCompany, type CompanyRow } from './repository';

// The operators' company calls (DESIGN §4): the list with search, and the public verified badge — a
// trust mark that gates nothing (a "verified employer" of SPEC §4/§6 is one whose email is verified).

function present(row: {
  company: CompanyRow;
  ownerEmail: string;
  ownerVerifiedAt: string | null;
}): AdminCompanyItem {
  return {
    id: row.company.id,
    name: row.company.name,
    email: row.company.email,
    owner_email: row.ownerEmail,
    sector: row.company.sector,
    is_verified: flag(row.company.isVerified),
    email_verified: row.ownerVerifiedAt !== null,
    created_at: isoDate(row.company.createdAt),
  };
}

export async function listCompaniesForOperators(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { search?: string; page: number },
) {
  const perPage = PAGE_SIZES.employers;
  const { rows, total } = await listCompaniesForAdmin(db, {
    search: opts.search,
    limit: perPage,
    offset: offsetOf(opts.page, perPage),
  });
  return pageOf(rows.map(present), { total, page: opts.page, perPage });
}

/** POST admin/companies/{id}/verify: grants (1) or takes away (0) the badge, recorded. */
export async function setCompanyBadge(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { admin: AuthUser; companyId: number; verified: 0 | 1 },
) {
  return db.transaction(async (tx) => {
    const existing = await findCompanyForAdmin(tx, opts.companyId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    await updateCompany(tx, existing.company.id, { isVerified: opts.verified === 1 });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: opts.verified === 1 ? 'company.verify' : 'company.unverify',
        target: companyTarget(existing.company),
        detail: { name: existing.company.name },
      },
    );
    return present((await findCompanyForAdmin(tx, existing.company.id))!);
  });
}
