import { isJobOpen, requiredItemLabels } from '@portal/shared/rules/jobs';
import type {
  AtollOpenJobs,
  PublicJobRow,
  PublicJobView,
  PublicJobsResponse,
} from '@portal/shared/schemas/jobs';
import type { Config } from '../../config';
import { fileUrl } from '../../lib/file-urls';
import { flag } from '../../lib/flag';
import { isoDate } from '../../lib/iso-date';
import { sanitizeJobHtml } from '../../lib/job-html';
import { placeOfColumns } from '../places/service';
import type { AtollCountRow } from './place-counts-repository';
import type { JobWithCompany, OpenJobRow, PublicJobsPage } from './repository';

type UrlConfig = Pick<Config, 'appUrl'>;

export function presentPublicJobRow(row: OpenJobRow, config: UrlConfig): PublicJobRow {
  return {
    id: row.id,
    title: row.title,
    name: row.companyName,
    company_id: row.companyId,
    is_verified: flag(row.isVerified),
    logo: fileUrl(config, row.logo),
    salary_range: row.salaryRange,
    location: row.location,
    place: placeOfColumns(row),
    sector: row.sector,
    category: row.category,
    type: row.type,
    created_at: isoDate(row.createdAt),
    expired_at: isoDate(row.expiredAt),
  };
}

/** `count` and `jobs` of the allJobs/filter body. */
export function presentPublicJobs(
  page: PublicJobsPage,
  config: UrlConfig,
): Pick<PublicJobsResponse, 'count' | 'jobs'> {
  return {
    count: page.open,
    jobs: {
      data: page.rows.map((row) => presentPublicJobRow(row, config)),
      total: page.total,
      per_page: page.perPage,
      current_page: page.page,
      last_page: page.lastPage,
    },
  };
}

/** Every field of SPEC §3 Job; files as absolute URLs; required_items JSON-encoded labels (DESIGN §4). */
export function presentPublicJob(
  { job, company }: JobWithCompany,
  config: UrlConfig,
  now: Date = new Date(),
): PublicJobView {
  return {
    id: job.id,
    title: job.title,
    description: sanitizeJobHtml(job.description),
    sector: job.sector,
    category: job.category,
    type: job.type,
    ref_no: job.refNo,
    positions: job.positions,
    salary_range: job.salaryRange,
    location: job.location,
    place: placeOfColumns(job),
    qualification: job.qualification,
    experience: job.experience,
    company_id: job.companyId,
    company_name: job.companyName,
    name: job.companyName || company.name,
    logo: fileUrl(config, company.logo),
    is_verified: flag(company.isVerified),
    created_at: isoDate(job.createdAt),
    expired_at: isoDate(job.expiredAt),
    interview_starts_on: isoDate(job.interviewStartsOn),
    approved: job.approved,
    active: flag(job.active),
    attachment: fileUrl(config, job.attachment),
    application_form: fileUrl(config, job.applicationForm),
    req_email: job.reqEmail,
    prevent_online_application: flag(job.preventOnlineApplication),
    prevent_international_applicants: flag(job.preventInternationalApplicants),
    required_items: JSON.stringify(requiredItemLabels(job.requiredItems)),
    is_open: isJobOpen({ approved: job.approved, active: flag(job.active), expired_at: job.expiredAt }, now),
  };
}

/** An atoll's open jobs as allJobs/place-counts answers it. */
export function presentAtollCount(row: AtollCountRow): AtollOpenJobs {
  return {
    code: row.code,
    name: row.name,
    centre: { lat: row.centreLat, lng: row.centreLon },
    open_jobs: row.openJobs,
  };
}
