import { z } from 'zod';
import type { JobSearch } from '../job-search';
import { PLACE_KINDS } from '../rules/places';
import { envelopeWith, pageQuery, paginated, text } from './common';

/**
 * `page` of the public lists: common's pageQuery (unreadable → 1, capped at MAX_PAGE), so a visitor's
 * query string never earns a 422 and never a deep OFFSET.
 */
export const publicPageQuery = pageQuery;

const filterValue = text('filter')
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** The most places one list may ask for at once (`?location=Baa&location=Lhaviyani…`). */
export const MAX_PLACE_FILTERS = 30;

/**
 * One or more readable places (issue 28): `location` repeated, any of them matching, an atoll taking in
 * its islands and resorts. Always a list once parsed (empty: no place asked for).
 */
const placeValue = text('filter').trim().max(200);
export const placeFilters = z
  .union([placeValue, z.array(placeValue)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((p) => p !== ''))
  // Counted after the union, not by the array's .max(): a union that fails answers only "Invalid input".
  .refine((list) => list.length <= MAX_PLACE_FILTERS, {
    message: `Ask for ${MAX_PLACE_FILTERS} locations at most.`,
  })
  .describe(
    `A place as people read it (Baa; Thulhaadhoo, Baa); repeat the parameter for several (${MAX_PLACE_FILTERS} at most).`,
  );

/** GET allJobs/filter (SPEC §7.2) plus the keyword `q`. Unknown values simply match nothing. */
export const publicJobsQuery = z.object({
  page: publicPageQuery,
  sector: filterValue,
  category: filterValue,
  type: filterValue,
  salary: filterValue,
  location: placeFilters,
  q: filterValue,
});
export type PublicJobsQuery = z.infer<typeof publicJobsQuery>;

/**
 * GET allJobs/place-counts: the list's other filters, not its places and page. Each atoll's count is
 * what choosing that atoll would add to the list as filtered now (facet counts); a `location` sent is
 * ignored, so that choosing one atoll does not zero the others.
 */
export const placeCountsQuery = publicJobsQuery.omit({ page: true, location: true });
export type PlaceCountsQuery = z.infer<typeof placeCountsQuery>;

export {
  JOB_FILTER_KEYS,
  JOB_SINGLE_FILTER_KEYS,
  placeCountSearch,
  type JobFilterKey,
  type JobSearch,
} from '../job-search';
// A JobSearch is a valid allJobs/filter query.
const _jobSearchIsAQuery = (search: JobSearch): z.input<typeof publicJobsQuery> => search;

/**
 * An id in the path of a public call. Anything that is not a positive 32-bit integer becomes null, which
 * the service answers with 404 (a visitor's broken link is "not found", not a validation error).
 */
export const publicIdParams = z.object({
  id: z
    .string()
    .transform((v) => (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null)),
});
export type PublicIdParams = z.infer<typeof publicIdParams>;

const isoDate = z.string().describe('ISO 8601 date-time');
const fileUrl = z.string().nullable().describe('Absolute URL of the file, or null');

/** A job's place: its kind, the atoll's letter code, the island's or the resort's name. */
export const place = z.object({
  kind: z.enum(PLACE_KINDS),
  atoll: z.string().optional(),
  island: z.string().optional(),
  resort: z.string().optional(),
});

/** A row of the public list (DESIGN §4). `name` is the company name as posted on the job. */
export const publicJobRow = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  company_id: z.number(),
  is_verified: z.number(),
  logo: fileUrl,
  salary_range: z.string(),
  /** The place as people read it: `Thulhaadhoo, Baa`, `Soneva Fushi (resort), Baa`, `Malé City`. */
  location: z.string(),
  /** The structured place beside it (issue 28); optional for clients' fixtures written before it. */
  place: place.optional(),
  sector: z.string(),
  category: z.string(),
  type: z.string(),
  created_at: isoDate,
  expired_at: isoDate,
});
export type PublicJobRow = z.infer<typeof publicJobRow>;

/** GET allJobs/filter → { status, message, count, jobs: { data, total, per_page, current_page, last_page } }. */
export const publicJobsResponse = envelopeWith({
  /** The number of open jobs, whatever the filters. */
  count: z.number(),
  jobs: paginated(publicJobRow),
});
export type PublicJobsResponse = z.infer<typeof publicJobsResponse>;

/** GET jobView/{id}: every field of SPEC §3 Job as the public detail reads it. */
export const publicJobView = publicJobRow.extend({
  description: z.string(),
  company_name: z.string(),
  ref_no: z.string().nullable(),
  positions: z.string(),
  qualification: z.string(),
  experience: z.string(),
  interview_starts_on: isoDate.nullable(),
  approved: z.number(),
  active: z.number(),
  attachment: fileUrl,
  application_form: fileUrl,
  req_email: z.string().nullable(),
  prevent_online_application: z.number(),
  prevent_international_applicants: z.number(),
  /** JSON-encoded array of labels, e.g. "[\"Photograph\"]". */
  required_items: z.string(),
  is_open: z.boolean(),
});
export type PublicJobView = z.infer<typeof publicJobView>;

export const jobViewResponse = envelopeWith({ data: publicJobView });
export type JobViewResponse = z.infer<typeof jobViewResponse>;

/** An atoll (Malé City among them) with its open jobs: its islands', its resorts' and its own. */
export const atollOpenJobs = z.object({
  /** The letter code (`B`), as a job's `place.atoll`. */
  code: z.string(),
  name: z.string(),
  /** An approximate centre (degrees), for a schematic map; not for navigation. */
  centre: z.object({ lat: z.number(), lng: z.number() }),
  open_jobs: z.number(),
});
export type AtollOpenJobs = z.infer<typeof atollOpenJobs>;

/** GET allJobs/place-counts → { status, message, data: every atoll, north to south }. */
export const placeCountsResponse = envelopeWith({ data: z.array(atollOpenJobs) });
export type PlaceCountsResponse = z.infer<typeof placeCountsResponse>;

/** GET homedash: jobs ever published (the web adds POSTED_JOBS_OFFSET), open jobs, jobseekers. */
export const homeStatsResponse = envelopeWith({
  posted: z.number(),
  open: z.number(),
  seekers: z.number(),
});
export type HomeStats = z.infer<typeof homeStatsResponse>;

/** A small HTML page answered instead of JSON (the job alert mails' unsubscribe link, issue 10). */
export const htmlPage = z.string().describe('text/html');
