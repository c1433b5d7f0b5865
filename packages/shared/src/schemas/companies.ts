import { z } from 'zod';
import { envelopeWith, paginated, text } from './common';
import { publicPageQuery } from './jobs';

/** GET filter-employers?search=&sort=&page= ; sort is an A–Z letter (first letter of the name). */
export const employersQuery = z.object({
  page: publicPageQuery,
  search: text('search')
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: text('sort')
    .trim()
    .optional()
    .transform((v) => (v && /^[A-Za-z]$/.test(v) ? v.toUpperCase() : undefined)),
});
export type EmployersQuery = z.infer<typeof employersQuery>;

/** GET employers/{id}?page= : the page of the company's jobs. */
export const companyJobsQuery = z.object({ page: publicPageQuery });
export type CompanyJobsQuery = z.infer<typeof companyJobsQuery>;

const fileUrl = z.string().nullable().describe('Absolute URL of the file, or null');
const isoDate = z.string().describe('ISO 8601 date-time');

export const employerListItem = z.object({
  id: z.number(),
  name: z.string(),
  logo: fileUrl,
  is_verified: z.number(),
  sector: z.string().nullable(),
  /** Open jobs of the company right now. */
  open_jobs: z.number(),
});
export type EmployerListItem = z.infer<typeof employerListItem>;

/** GET filter-employers → { status, message, data, total, per_page, current_page, last_page }. */
export const employersResponse = envelopeWith({
  ...paginated(employerListItem).shape,
  /** The A–Z letters that have at least one listed employer (the others are shown disabled). */
  letters: z.array(z.string()),
});
export type EmployersResponse = z.infer<typeof employersResponse>;

export const subCompany = z.object({ name: z.string() });
export type SubCompany = z.infer<typeof subCompany>;

/**
 * The public employer profile. Only what the public page shows: no owner, no login email, no contact
 * person or their mobile number.
 */
export const publicCompanyProfile = z.object({
  id: z.number(),
  name: z.string(),
  logo: fileUrl,
  is_verified: z.number(),
  size: z.string().nullable(),
  sector: z.string().nullable(),
  /** Average application processing time. */
  process: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  hr_email: z.string().nullable(),
  hr_phone: z.string().nullable(),
  website: z.string().nullable(),
  /** Our Story. */
  introduction: z.string().nullable(),
  /** Staff Benefits. */
  why_work_with_us: z.string().nullable(),
  /** YYYY-MM-DD. */
  founded_on: z.string().nullable(),
  sub_companies: z.array(subCompany),
  /** 'On the product since {year}'. */
  created_at: isoDate,
});
export type PublicCompanyProfile = z.infer<typeof publicCompanyProfile>;

/** A job on the public employer profile: published jobs, open or not ('Expired' / 'Closing on {date}'). */
export const companyJobItem = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  salary_range: z.string(),
  created_at: isoDate,
  expired_at: isoDate,
  active: z.number(),
  is_open: z.boolean(),
});
export type CompanyJobItem = z.infer<typeof companyJobItem>;

/** GET employers/{id} → { status, message, data: { profile, totalOpenJob, jobsData } }. */
export const employerProfileResponse = envelopeWith({
  data: z.object({
    profile: publicCompanyProfile,
    totalOpenJob: z.number(),
    jobsData: paginated(companyJobItem).extend({
      /** The number of the company's published jobs (= total; kept for the clients that read it). */
      job_total: z.number(),
    }),
  }),
});
export type EmployerProfileResponse = z.infer<typeof employerProfileResponse>;

/** The employer's own company as the employer calls answer it (SPEC §3 Company). */
export const ownCompany = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  size: z.string().nullable(),
  sector: z.string().nullable(),
  process: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  hr_email: z.string().nullable(),
  hr_phone: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  introduction: z.string().nullable(),
  why_work_with_us: z.string().nullable(),
  founded_on: z.string().nullable(),
  contact: z.string().nullable(),
  designation: z.string().nullable(),
  logo: fileUrl,
  sub_companies: z.array(subCompany),
  is_verified: z.number(),
  created_at: isoDate.nullable(),
  updated_at: isoDate.nullable(),
});
export type OwnCompany = z.infer<typeof ownCompany>;

/** POST employ/companies → 201 { status, message, data }. */
export const createCompanyResponse = envelopeWith({ data: ownCompany });
export type CreateCompanyResponse = z.infer<typeof createCompanyResponse>;
