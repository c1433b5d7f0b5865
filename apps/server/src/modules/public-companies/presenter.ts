import { isJobOpen } from '@portal/shared/rules/jobs';
import type {
  CompanyJobItem,
  EmployerListItem,
  EmployerProfileResponse,
  EmployersResponse,
  PublicCompanyProfile,
} from '@portal/shared/schemas/companies';
import type { Config } from '../../config';
import { fileUrl } from '../../lib/file-urls';
import { flag } from '../../lib/flag';
import { isoDate } from '../../lib/iso-date';
import type { CompanyJobRow, CompanyProfileRow, EmployerRow } from './repository';
import type { EmployerProfile, Page } from './service';

type UrlConfig = Pick<Config, 'appUrl'>;

export function presentEmployerListItem(row: EmployerRow, config: UrlConfig): EmployerListItem {
  return {
    id: row.id,
    name: row.name,
    logo: fileUrl(config, row.logo),
    is_verified: flag(row.isVerified),
    sector: row.sector,
    open_jobs: row.openJobs ?? 0,
  };
}

/** The filter-employers body without status and message. */
export function presentEmployers(
  page: Page<EmployerRow> & { letters: string[] },
  config: UrlConfig,
): Omit<EmployersResponse, 'status' | 'message'> {
  return {
    letters: page.letters,
    data: page.rows.map((row) => presentEmployerListItem(row, config)),
    total: page.total,
    per_page: page.perPage,
    current_page: page.page,
    last_page: page.lastPage,
  };
}

export function presentPublicCompanyProfile(row: CompanyProfileRow, config: UrlConfig): PublicCompanyProfile {
  return {
    id: row.id,
    name: row.name,
    logo: fileUrl(config, row.logo),
    is_verified: flag(row.isVerified),
    size: row.size,
    sector: row.sector,
    process: row.process,
    address: row.address,
    location: row.location,
    hr_email: row.hrEmail,
    hr_phone: row.hrPhone,
    website: row.website,
    introduction: row.introduction,
    why_work_with_us: row.whyWorkWithUs,
    founded_on: row.foundedOn,
    sub_companies: (row.subCompanies ?? [])
      .filter((s) => s && typeof s.name === 'string' && s.name.trim() !== '')
      .map((s) => ({ name: s.name })),
    created_at: isoDate(row.createdAt),
  };
}

export function presentCompanyJob(row: CompanyJobRow, now: Date = new Date()): CompanyJobItem {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    type: row.type,
    salary_range: row.salaryRange,
    created_at: isoDate(row.createdAt),
    expired_at: isoDate(row.expiredAt),
    active: flag(row.active),
    is_open: isJobOpen({ approved: row.approved, active: flag(row.active), expired_at: row.expiredAt }, now),
  };
}

/** The employers/{id} `data`: profile, totalOpenJob, jobsData. */
export function presentEmployerProfile(
  { profile, jobs }: EmployerProfile,
  config: UrlConfig,
  now: Date = new Date(),
): EmployerProfileResponse['data'] {
  return {
    profile: presentPublicCompanyProfile(profile, config),
    totalOpenJob: profile.openJobs,
    jobsData: {
      data: jobs.rows.map((row) => presentCompanyJob(row, now)),
      total: jobs.total,
      per_page: jobs.perPage,
      current_page: jobs.page,
      last_page: jobs.lastPage,
      job_total: jobs.total,
    },
  };
}
