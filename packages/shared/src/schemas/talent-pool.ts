import { z } from 'zod';
import { AGE_BANDS } from '../rules/talent-pool';
import { envelopeWith, pageQuery } from './common';
import { placeFilters } from './jobs';
import { documentRecord, fullProfile, preferenceRecord } from './seekers';

// The talent pool and the candidate profile views (SPEC §2.3, §2.4, §3, §7.2, §7.4; issue 12).

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

/**
 * GET employ/talent-pool?gender&name&qualification&experience&nationality&age&sector&type&category&location&relocate&page
 * `location` repeated (issue 28): any of the places, an atoll taking in its islands, matched against the
 * seekers' preferred places and home island; `relocate=1` only seekers willing to relocate.
 */
export const talentPoolQuery = z.object({
  gender: optionalFilter,
  name: optionalFilter,
  qualification: optionalFilter,
  experience: optionalFilter,
  nationality: optionalFilter,
  /** lt25, 25-35 or gt35; anything else is no filter. */
  age: z.enum(AGE_BANDS).optional().catch(undefined),
  /** The seekers' preferences: work sector, job type, work category, preferred location. */
  sector: optionalFilter,
  type: optionalFilter,
  category: optionalFilter,
  location: placeFilters,
  /** 1 (or true): only seekers willing to relocate; anything else is no filter. */
  relocate: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  page: pageQuery.optional(),
});
export type TalentPoolQuery = z.infer<typeof talentPoolQuery>;
/** The filter keys, in the order the panel shows them (web) and the URL carries them. */
export const TALENT_POOL_FILTERS = [
  'name',
  'gender',
  'nationality',
  'age',
  'qualification',
  'experience',
  'sector',
  'category',
  'type',
  'location',
  'relocate',
] as const;
export type TalentPoolFilter = (typeof TALENT_POOL_FILTERS)[number];

/** SPEC §3 Talent pool item: a jobseeker card. `id` is the seeker's user id (employ/user-profile/{id}). */
export const talentPoolItem = z.object({
  id: z.number(),
  name: z.string().nullable(),
  /** An API path serving the photo to the subscriber (with the token), or null. */
  picture: z.string().nullable(),
  qualification: z.string().nullable(),
  experience: z.string().nullable(),
  /** The job title of the experience marked current, else of the latest one; null without experience. */
  current_job: z.string().nullable(),
});
export type TalentPoolItem = z.infer<typeof talentPoolItem>;

/** GET employ/talent-pool: one page (20) of cards and the total (DESIGN §4: `{status, message, data, total}`). */
export const talentPoolResponse = envelopeWith({ data: z.array(talentPoolItem), total: z.number() });
export type TalentPoolResponse = z.infer<typeof talentPoolResponse>;

/**
 * GET employ/user-profile/{id} and GET user-profile/{id}: the profile as employers see it — the parts of
 * the seeker's own profile page, the preferences, and the documents as download paths.
 */
export const candidateProfile = fullProfile
  .pick({ profile: true, resume: true, experience: true, qualification: true, skill: true, language: true })
  .extend({
    preference: preferenceRecord
      .pick({
        preferred_location: true,
        preferred_locations: true,
        work_sector: true,
        work_category: true,
        salary_range: true,
        job_type: true,
      })
      .nullable(),
    documents: z.object({ cert: documentRecord.nullable(), other: documentRecord.nullable() }),
  });
export type CandidateProfile = z.infer<typeof candidateProfile>;
export const candidateProfileResponse = envelopeWith({ data: candidateProfile });
