import type { Config } from '../../config';
import type { OwnCompany } from '@portal/shared/schemas/companies';
import { fileUrl } from '../../lib/file-urls';
import { flag } from '../../lib/flag';
import { isoDate } from '../../lib/iso-date';
import type { CompanyRow } from './repository';

/**
 * The employer's own company as the employer calls answer it (SPEC §3 Company). File fields are
 * absolute URLs or null (DESIGN §4).
 */
export function presentCompany(row: CompanyRow, config: Pick<Config, 'appUrl'>): OwnCompany {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    size: row.size,
    sector: row.sector,
    process: row.process,
    email: row.email,
    address: row.address,
    location: row.location,
    hr_email: row.hrEmail,
    hr_phone: row.hrPhone,
    phone: row.phone,
    website: row.website,
    introduction: row.introduction,
    why_work_with_us: row.whyWorkWithUs,
    founded_on: row.foundedOn,
    contact: row.contact,
    designation: row.designation,
    logo: fileUrl(config, row.logo),
    sub_companies: row.subCompanies,
    is_verified: flag(row.isVerified),
    created_at: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
  };
}
