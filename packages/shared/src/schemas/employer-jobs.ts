import { z } from 'zod';
import { POSITIONS, REQUIRED_ITEMS, type RequiredItemKey } from '../constants';
import type { RequiredItemFlags } from '../rules/jobs';
import {
  choiceField,
  envelopeWith,
  fileField,
  flag,
  idField,
  optionalEmail,
  optionalText,
  pageQuery,
  paginated,
  requiredMultilineText,
  requiredText,
  text,
} from './common';
import { stageCounts } from './applications';
import { publicJobView } from './jobs';

// The employer's job calls (SPEC §2.4, §5 Job form, §7.4 POST jobs, POST jobs/{id} with _method=put,
// employ/jobs, employ/force-close/{id}; issue 9).

const MAX_DESCRIPTION = 20_000;

/** A date-time as forms send it ('2026-12-01T17:00', ISO, or a date): an ISO string, or the field's message. */
const dateTime = (label: string) =>
  text(label)
    .trim()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), `The ${label} is not a valid date.`)
    .transform((v) => (v ? new Date(v).toISOString() : ''));

/**
 * The six required items (SPEC §2.4) as the spec's client sends them — a JSON object of booleans, or a
 * list of keys or labels — always stored as flags.
 */
const requiredItems = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return {};
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      return v;
    },
    z.union([z.record(z.string(), z.unknown()), z.array(z.string())], {
      error: 'The required items are invalid.',
    }),
  )
  .transform((value): RequiredItemFlags => {
    const flags: RequiredItemFlags = {};
    for (const item of REQUIRED_ITEMS) {
      const on = Array.isArray(value)
        ? value.includes(item.key) || value.includes(item.label)
        : value[item.key] === true ||
          value[item.key] === 1 ||
          value[item.key] === '1' ||
          value[item.key] === 'true';
      if (on) flags[item.key as RequiredItemKey] = true;
    }
    return flags;
  });

/** POST jobs and POST jobs/{id} (PUT): the fields of SPEC §5, the files as multipart parts. */
export const jobWriteRequest = z.object({
  title: requiredText('title'),
  expired_at: dateTime('due date').refine((v) => v !== '', 'The due date field is required.'),
  description: requiredMultilineText('description', MAX_DESCRIPTION),
  sector: requiredText('sector'),
  category: requiredText('category'),
  type: requiredText('type'),
  positions: choiceField('positions', POSITIONS),
  qualification: requiredText('qualification'),
  experience: requiredText('experience'),
  salary_range: requiredText('salary range'),
  location: requiredText('location'),
  interview_starts_on: z
    .preprocess((v) => (v === null || v === undefined ? '' : v), dateTime('interview date'))
    .transform((v) => v || null),
  req_email: optionalEmail('HR email'),
  ref_no: optionalText('reference number', 50),
  prevent_online_application: flag,
  prevent_international_applicants: flag,
  required_items: requiredItems,
  /** The hiring company: the main company's name (default) or one of its sub companies. */
  company_name: optionalText('company', 255),
  /** The subscription to use; the server chooses when absent and refuses another company's. */
  subs_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('subscription').optional()),
  /** Repost: the job this one copies (its files are kept unless new ones are sent). */
  repost_of: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('job').optional()),
  attachment: fileField('Job advert (PDF, at most 5 MB)'),
  application_form: fileField('Application form (PDF, DOC or DOCX, at most 5 MB)'),
});
export type JobWriteRequest = z.input<typeof jobWriteRequest>;
export type JobWriteInput = z.output<typeof jobWriteRequest>;

/** The employer's own view of a job: the public view plus its state, views and applications. */
export const employerJobView = publicJobView.extend({
  subs_id: z.number().nullable(),
  /** When the operators approved it (a pay-per-job job's 20 days run from then), or null. */
  approved_at: z.string().describe('ISO 8601 date-time').nullable(),
  state: z.enum(['pending', 'rejected', 'published', 'expired', 'closed']),
  reject_reason: z.string().nullable(),
  views: z.number(),
  /** SPEC §3: the job plus an applications array (ids and states, not profiles). */
  applications: z.array(z.object({ id: z.number(), status: z.number().nullable(), is_favorite: z.number() })),
});
export type EmployerJobView = z.infer<typeof employerJobView>;

export const employerJobResponse = envelopeWith({ data: employerJobView });
export type EmployerJobResponse = z.infer<typeof employerJobResponse>;

/** GET employ/jobs?page&search&status → { data, total, last }. */
export const employerJobsQuery = z.object({
  page: pageQuery,
  search: text('search')
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  status: z.coerce.number().int().catch(1).default(1),
});
export type EmployerJobsQuery = z.input<typeof employerJobsQuery>;

/** A row of the employer's /jobs list: the job and its applications per pipeline stage (issue 27). */
export const employerJobListRow = employerJobView.extend({ stage_counts: stageCounts });
export type EmployerJobListRow = z.infer<typeof employerJobListRow>;

export const employerJobsResponse = envelopeWith({
  data: z.array(employerJobListRow),
  total: z.number(),
  /** The last page. */
  last: z.number(),
});
export type EmployerJobsResponse = z.infer<typeof employerJobsResponse>;

// ── Operators: approval (DESIGN §4 admin/jobs) ────────────────────────────────────────────────────

export const ADMIN_JOB_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export const adminJobsQuery = z.object({
  status: z.enum(ADMIN_JOB_FILTERS).catch('pending').default('pending'),
  page: pageQuery,
});
export type AdminJobsQuery = z.input<typeof adminJobsQuery>;

export const adminJobItem = employerJobView.extend({
  company: z.object({ id: z.number(), name: z.string(), owner_email: z.string() }),
  /** The plan it was posted with (the subscription of `subs_id`); null when posted without one. */
  plan: z.enum(['annual', 'pay-per-job']).nullable(),
});
export type AdminJobItem = z.infer<typeof adminJobItem>;

export const adminJobsResponse = envelopeWith(paginated(adminJobItem).shape);
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;

export const rejectJobRequest = z.object({ reason: requiredMultilineText('reason', 500) });
export type RejectJobRequest = z.input<typeof rejectJobRequest>;

/** A job's deliveries to the partner site and social media (issue 9, DESIGN §6). */
export const jobDelivery = z.object({
  channel: z.string(),
  event: z.string().nullable(),
  status: z.enum(['pending', 'done', 'dead']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type JobDelivery = z.infer<typeof jobDelivery>;
export const jobDeliveriesResponse = envelopeWith({ data: z.array(jobDelivery) });
export const retryDeliveriesResponse = envelopeWith({ retried: z.number() });
