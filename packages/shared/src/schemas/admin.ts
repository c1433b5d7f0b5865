import { z } from 'zod';
import type { ADMIN_INVOICE_FILTERS } from './billing';
import { ANYWHERE_TEXT, normalisePlaceName, OVERSEAS_TEXT, UNKNOWN_RESORT_TEXT } from '../rules/places';
import { envelopeWith, paginated, pageQuery, requiredText, text } from './common';
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

// ── Places (issue 28, decision 0050): the atolls and their islands, and the values kept without an atoll.

/** A name an island or an atoll can take: one place's name, never a readable place or a resort. */
const placeName = (label: string) =>
  requiredText(label, 100)
    .refine((v) => !/[,()]/.test(v), `The ${label} may not contain a comma or a parenthesis.`)
    .refine(
      (v) => !PLACE_WORDS.has(normalisePlaceName(v)),
      `The ${label} may not be "${ANYWHERE_TEXT}", "${OVERSEAS_TEXT}" or "${UNKNOWN_RESORT_TEXT}".`,
    );
const PLACE_WORDS = new Set([ANYWHERE_TEXT, OVERSEAS_TEXT, UNKNOWN_RESORT_TEXT].map(normalisePlaceName));

export const adminIsland = z.object({ id: z.number(), atoll: z.string(), name: z.string() });
export type AdminIsland = z.infer<typeof adminIsland>;

export const adminAtoll = z.object({
  code: z.string(),
  name: z.string(),
  official_name: z.string(),
  islands: z.array(adminIsland),
});
export type AdminAtoll = z.infer<typeof adminAtoll>;

/** A value kept without an atoll (an operator's own old value) and how many rows of each kind hold it. */
export const unplacedPlace = z.object({
  value: z.string(),
  jobs: z.number(),
  companies: z.number(),
  /** Seekers' profiles and preferences. */
  profiles: z.number(),
});
export type UnplacedPlace = z.infer<typeof unplacedPlace>;

/** GET admin/places. */
export const adminPlacesResponse = envelopeWith({
  data: z.object({ atolls: z.array(adminAtoll), unplaced: z.array(unplacedPlace) }),
});
export type AdminPlaces = z.infer<typeof adminPlacesResponse>['data'];

/** POST admin/places/islands: an island (or a ward) added to an atoll. */
export const addIslandRequest = z.object({
  atoll: requiredText('atoll', 10),
  name: placeName('island name'),
});
export type AddIslandRequest = z.input<typeof addIslandRequest>;

/** PUT admin/places/islands/{id}, PUT admin/places/atolls/{code}: the new name. */
export const renamePlaceRequest = z.object({ name: placeName('name') });
export type RenamePlaceRequest = z.input<typeof renamePlaceRequest>;

export const atollParams = z.object({
  code: text('atoll')
    .trim()
    .min(1)
    .max(10, 'The atoll may not be greater than 10 characters.')
    .describe('The atoll’s letter code (B for Baa)'),
});

export const adminIslandResponse = envelopeWith({ data: adminIsland });
export const adminAtollResponse = envelopeWith({ data: adminAtoll.omit({ islands: true }) });

/** POST admin/places/map: every row holding `value` (kept without an atoll) moves to the readable `place`. */
export const mapPlaceRequest = z.object({
  value: requiredText('value', 200),
  place: requiredText('place', 200),
});
export type MapPlaceRequest = z.input<typeof mapPlaceRequest>;

export const mapPlaceResponse = envelopeWith({ data: unplacedPlace.extend({ place: z.string() }) });
