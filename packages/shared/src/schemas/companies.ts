import { z } from 'zod';
import { COMPANY_SIZES, SECTORS, TEXT_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { annualSummary, companyTotals, invoiceView, packageView, payPerJobSummary } from './billing';
import {
  choiceField,
  envelopeWith,
  fileField,
  optionalEmail,
  optionalMultilineText,
  optionalPhone,
  optionalText,
  paginated,
  requiredText,
  text,
} from './common';
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

// ── The employer's own company (SPEC §2.4 Company profile, §5 Company, §7.4) ───────────────────────

const textLimit = (label: string, max: number) =>
  optionalMultilineText(label, max).refine((v) => v === null || v.length <= max, {
    message: `The ${label} may not be greater than ${max} characters.`,
  });

/** A website as people type it ('www.resort.mv' or a full URL): stored as an https URL. */
const website = z
  .preprocess((v) => (v === null ? undefined : v), text('website').trim().optional())
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine(
    // A scheme, a host with a dot and no spaces (shared code has no URL parser in every runtime).
    (v) =>
      v === null || (v.length <= 255 && /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(v)),
    'The website must be a valid URL.',
  );

/** 'YYYY', 'YYYY-MM-DD' or empty → 'YYYY-01-01' or null: the form picks a year, the wire keeps a date. */
const foundedOn = z
  .preprocess((v) => (v === null || v === undefined ? undefined : String(v)), z.string().optional())
  .transform((v) => (v ? v.trim() : null))
  .refine((v) => v === null || /^\d{4}(-\d{2}-\d{2})?$/.test(v), 'The founded year must be a year.')
  .transform((v) => (v ? `${v.slice(0, 4)}-01-01` : null))
  .refine(
    (v) => v === null || (Number(v.slice(0, 4)) >= 1800 && Number(v.slice(0, 4)) <= new Date().getFullYear()),
    'The founded year must be a past year.',
  );

/**
 * Sub companies: a list of `{name}` (JSON, or a JSON string in a form). Blank names are dropped; more than
 * four is 'Max 4 sub companies allowed' (SPEC §5).
 */
const subCompanies = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      return v;
    },
    z.array(
      z.object({
        name: text('sub company name')
          .trim()
          .max(255, 'The sub company name may not be greater than 255 characters.'),
      }),
      {
        error: 'The sub companies must be a list.',
      },
    ),
  )
  .transform((list) => list.filter((s) => s.name.length > 0).map((s) => ({ name: s.name })))
  .refine((list) => list.length <= TEXT_LIMITS.subCompanies, MESSAGES.maxSubCompanies);

/** POST employ/companies/{id} with `_method=put` (SPEC §7.4). The email is read-only: sent, never changed. */
export const updateCompanyRequest = z.object({
  user_id: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int()])
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  name: requiredText('company name'),
  website,
  size: choiceField('size', COMPANY_SIZES.map((s) => s.value) as [string, ...string[]]),
  sector: choiceField('sector', SECTORS),
  process: optionalText('process', 100),
  email: z.unknown().optional(),
  address: requiredText('address', 500),
  location: optionalText('location', 100),
  hr_email: optionalEmail('HR email'),
  hr_phone: optionalPhone('office number'),
  phone: optionalPhone('mobile number'),
  introduction: textLimit('story', TEXT_LIMITS.story),
  why_work_with_us: textLimit('staff benefits', TEXT_LIMITS.benefits),
  founded_on: foundedOn,
  contact: optionalText('contact person'),
  designation: optionalText('designation'),
  sub_companies: subCompanies,
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;
export type UpdateCompanyInput = z.output<typeof updateCompanyRequest>;

/** POST employ/companies/{id} → 201 { status, message, data } (SPEC §7.4: success is 201). */
export const updateCompanyResponse = createCompanyResponse;

/** POST employ/companiesImg/{id}: multipart `logo` (JPEG, PNG or WebP, ≤ 5 MB) and `user_id`. */
export const companyLogoRequest = z.object({
  logo: fileField('The logo (JPEG, PNG or WebP)'),
  user_id: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int()])
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
});
export const companyLogoResponse = envelopeWith({ data: z.object({ logo: fileUrl }) });
export type CompanyLogoResponse = z.infer<typeof companyLogoResponse>;

/** GET employ/company (DESIGN §4). */
export const companySummaryResponse = envelopeWith({
  data: z.object({
    company: ownCompany,
    annual: annualSummary.nullable(),
    payper: payPerJobSummary.nullable(),
    invoice_pending: invoiceView.nullable(),
    invoice: z.array(invoiceView),
    packages: z.array(packageView),
    totals: companyTotals,
  }),
});
export type CompanySummaryResponse = z.infer<typeof companySummaryResponse>;
export type CompanySummary = CompanySummaryResponse['data'];
