import { z } from 'zod';
import type { ADMIN_INVOICE_FILTERS } from './billing';
import { envelopeWith, paginated, pageQuery, text } from './common';
import type { ADMIN_JOB_FILTERS } from './employer-jobs';

// The operators' console (issue 8): the dashboard and the companies list. Invoices are in billing.ts,
// lookup values in lookups.ts.

/** The parts of the payments queue (GET admin/invoices `status`), as the server filters and the web offers. */
export type AdminInvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number];
/** The parts of the jobs queue (GET admin/jobs `status`). */
export type AdminJobFilter = (typeof ADMIN_JOB_FILTERS)[number];

export const adminAction = z.object({
  id: z.number(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().nullable(),
  /** What it acted on, named as it was at the time ("'Boat Captain' of Sunset Reef"). */
  target_label: z.string().nullable(),
  /** The entry in words: "Approved job 'Boat Captain' of Sunset Reef". */
  summary: z.string(),
  detail: z.record(z.string(), z.unknown()),
  admin_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAction = z.infer<typeof adminAction>;

/** GET admin/dashboard: what waits for the operators, and what they did last. */
export const adminDashboardResponse = envelopeWith({
  data: z.object({
    counts: z.object({
      payments_awaiting: z.number(),
      jobs_pending: z.number(),
      companies_unverified: z.number(),
    }),
    recent_actions: z.array(adminAction),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>['data'];

export const adminCompaniesQuery = z.object({
  search: text('search')
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  page: pageQuery,
});
export type AdminCompaniesQuery = z.input<typeof adminCompaniesQuery>;

export const adminCompanyItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  owner_email: z.string(),
  sector: z.string().nullable(),
  /** The public verified badge (a trust mark the operators grant). */
  is_verified: z.number(),
  /** Whether the owner verified the email (a "verified employer" of SPEC §4). */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminCompanyItem = z.infer<typeof adminCompanyItem>;

export const adminCompaniesResponse = envelopeWith(paginated(adminCompanyItem).shape);
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponse>;

/** POST admin/companies/{id}/verify: `verified` 1 grants the badge, 0 takes it away (default 1). */
export const verifyCompanyRequest = z.preprocess(
  (v) => v ?? {},
  z.object({
    verified: z
      .union([z.boolean(), z.number(), z.string()])
      .optional()
      .transform((v) => (v === undefined ? 1 : v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0)),
  }),
);
export const verifyCompanyResponse = envelopeWith({ data: adminCompanyItem });
