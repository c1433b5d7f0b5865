import { z } from 'zod';
import { LANGUAGE_LEVELS, TEXT_LIMITS } from '../constants';
import { maldivesDay } from '../rules/dates';
import {
  choiceField,
  emailField,
  envelopeWith,
  fileField,
  idField,
  multilineText,
  optionalMultilineText,
  optionalText,
  pageQuery,
  pathId,
  phoneField,
  required,
  requiredMultilineText,
  requiredText,
  text,
} from './common';

// The jobseeker's calls (SPEC §2.5, §3, §4, §5, §7.3; issue 10). Field names are the spec's, on the wire
// as in the requests. `user_id`, `job_seeker_profile_id` and `resume_id` in a body, when sent, must be the
// caller's own (DESIGN §4): the server acts for the token's user only.

/** Lookup-backed fields: the lookup key each one is checked against on the server (LOOKUPS.md). */
export const PROFILE_LOOKUPS = {
  gender: 'gender',
  nationality: 'nationality',
  employment_status: 'rate_employer_role',
  qualification: 'qualifications',
  experience: 'experience',
} as const;

/** The places a preference may hold at once (issue 28: repeated `preferred_location`). */
export const MAX_PREFERRED_PLACES = 10;

/** Lookup-backed fields of a preference; its places are read as places (issue 28, decision 0049). */
export const PREFERENCE_LOOKUPS = {
  work_sector: 'work_sectors',
  work_category: 'work_categories',
  salary_range: 'salary_range',
  job_type: 'job_types',
} as const;

/** An optional owner id a client may send; checked against the caller by the server. */
const ownerId = idField('profile').optional();

/** A calendar date (YYYY-MM-DD; a longer ISO string is cut to its date). */
export const isoDate = (label: string) =>
  text(label, required(label))
    .trim()
    .min(1, required(label))
    .transform((v) => v.slice(0, 10))
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `The ${label} is not a valid date.`,
    });

/** POST job-seeker/profile and POST job-seeker/profile-update/{id}: SPEC §5 Basic info, all required. */
export const basicInfoRequest = z.object({
  user_id: ownerId,
  name: requiredText('name'),
  phone: phoneField('mobile'),
  gender: requiredText('gender'),
  nationality: requiredText('nationality'),
  dob: isoDate('date of birth').refine((v) => v < maldivesDay(), {
    message: 'The date of birth must be a date before today.',
  }),
  employment_status: requiredText('employment status'),
  qualification: requiredText('highest qualification'),
  experience: requiredText('total work experience'),
  /** A place (issue 28): readable, or one of the old list's values (mapped). */
  address: requiredText('present location'),
  /**
   * Where the seeker lives (issue 28): an island with its atoll, readable ("Thulhaadhoo, Baa"). Optional:
   * absent keeps the saved one, empty clears it.
   */
  home_island: z
    .union([text('home island').trim().max(200), z.null()])
    .optional()
    .transform((v) => (v === null ? '' : v)),
  /** "Willing to relocate" (issue 28): absent keeps the saved answer (false for a new profile). */
  willing_to_relocate: z
    .union([z.boolean(), z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true')),
});
export type BasicInfoInput = z.infer<typeof basicInfoRequest>;

export const seekerProfile = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  nationality: z.string(),
  dob: z.string(),
  employment_status: z.string(),
  qualification: z.string(),
  experience: z.string(),
  address: z.string(),
  /** An island with its atoll, readable ("Thulhaadhoo, Baa"), or null (issue 28). */
  home_island: z.string().nullable(),
  willing_to_relocate: z.boolean(),
  /** An API path serving the photo to those allowed to see it (with their token), or null. */
  picture: z.string().nullable(),
  seeking_job: z.number(),
  updated_at: z.string(),
});
export type SeekerProfile = z.infer<typeof seekerProfile>;

export const seekerProfileResponse = envelopeWith({ data: seekerProfile });

/** POST user/profileImg/{id} (PUT by method override): the photo as a multipart part. */
export const profilePictureRequest = z.object({ user_id: ownerId, picture: fileField('picture') });
export const profilePictureResponse = envelopeWith({ data: z.object({ picture: z.string().nullable() }) });

// ---- Resume: introduction and own resume PDF ----

export const resumeRecord = z.object({
  id: z.number(),
  job_seeker_profile_id: z.number(),
  introduction: z.string().nullable(),
  /** An API path serving the resume PDF to its owner (and later to employers), or null. */
  resume: z.string().nullable(),
  resume_name: z.string().nullable(),
});
export type ResumeRecord = z.infer<typeof resumeRecord>;
export const resumeResponse = envelopeWith({ data: resumeRecord });

const introduction = multilineText('introduction')
  .trim()
  .max(
    TEXT_LIMITS.introduction,
    `The introduction may not be greater than ${TEXT_LIMITS.introduction} characters.`,
  );

/** POST job-seeker/resumes and PUT job-seeker/resumes/{id}: the introduction, or the resume file. */
export const resumeWriteRequest = z.object({
  job_seeker_profile_id: ownerId,
  introduction: introduction.optional(),
  resume: fileField('resume'),
});
/** POST job-seeker/resume-update/{id}: the resume file. */
export const resumeFileRequest = z.object({ job_seeker_profile_id: ownerId, resume: fileField('resume') });

// ---- Work experience ----

const flag01 = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .nullable()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const experienceRequest = z
  .object({
    resume_id: ownerId,
    employer: requiredText('company name'),
    job_category: requiredText('job category'),
    job_title: requiredText('job title'),
    year_from: isoDate('start date'),
    year_to: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate('end date').optional()),
    current: flag01,
    referee_name: requiredText('referee name'),
    referee_contact: emailField('referee email'),
    referee_phone: phoneField('referee phone'),
    work_summary: requiredMultilineText('work summary', TEXT_LIMITS.introduction),
    responsibilities: optionalMultilineText('responsibilities', TEXT_LIMITS.introduction),
  })
  .superRefine((v, ctx) => {
    if (!v.current && !v.year_to)
      ctx.addIssue({ code: 'custom', path: ['year_to'], message: required('end date') });
    if (!v.current && v.year_to && v.year_to < v.year_from)
      ctx.addIssue({
        code: 'custom',
        path: ['year_to'],
        message: 'The end date must be after the start date.',
      });
  })
  // SPEC §4 Experience: 'current' drops the end date.
  .transform((v) => ({ ...v, year_to: v.current ? null : (v.year_to ?? null) }));
export type ExperienceInput = z.infer<typeof experienceRequest>;

export const experienceRecord = z.object({
  id: z.number(),
  resume_id: z.number(),
  employer: z.string(),
  job_category: z.string(),
  job_title: z.string(),
  year_from: z.string(),
  year_to: z.string().nullable(),
  current: z.number(),
  referee_name: z.string(),
  referee_contact: z.string(),
  referee_phone: z.string(),
  work_summary: z.string(),
  responsibilities: z.string().nullable(),
});
export type ExperienceRecord = z.infer<typeof experienceRecord>;
export const experienceResponse = envelopeWith({ data: experienceRecord });
export const experiencesResponse = envelopeWith({ data: z.array(experienceRecord) });

// ---- Education ----

export const FIRST_GRADUATION_YEAR = 2000;
/** SPEC §5 Education: graduation years 2000 to the current year, newest first. */
export function graduationYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_GRADUATION_YEAR; y--) years.push(y);
  return years;
}

export const qualificationRequest = z.object({
  resume_id: ownerId,
  level: requiredText('level'),
  institute: requiredText('institute'),
  course_name: requiredText('course name'),
  year: z.coerce
    .number({ error: required('graduation year') })
    .int(required('graduation year'))
    .refine((y) => y >= FIRST_GRADUATION_YEAR && y <= new Date().getFullYear(), {
      message: `The graduation year must be between ${FIRST_GRADUATION_YEAR} and this year.`,
    }),
});
export type QualificationInput = z.infer<typeof qualificationRequest>;

export const qualificationRecord = z.object({
  id: z.number(),
  resume_id: z.number(),
  level: z.string(),
  institute: z.string(),
  course_name: z.string(),
  year: z.number(),
});
export type QualificationRecord = z.infer<typeof qualificationRecord>;
export const qualificationResponse = envelopeWith({ data: qualificationRecord });
export const qualificationsResponse = envelopeWith({ data: z.array(qualificationRecord) });

// ---- Skills and languages ----

export const skillRequest = z.object({
  job_seeker_profile_id: ownerId,
  title: requiredText('title', 100),
  level: z.coerce
    .number({ error: 'The level must be between 1 and 5.' })
    .int('The level must be between 1 and 5.')
    .min(1, 'The level must be between 1 and 5.')
    .max(5, 'The level must be between 1 and 5.'),
});
export type SkillInput = z.infer<typeof skillRequest>;
export const skillRecord = z.object({
  id: z.number(),
  job_seeker_profile_id: z.number(),
  title: z.string(),
  level: z.number(),
});
export type SkillRecord = z.infer<typeof skillRecord>;
export const skillResponse = envelopeWith({ data: skillRecord });
export const skillsResponse = envelopeWith({ data: z.array(skillRecord) });

export const languageRequest = z.object({
  job_seeker_profile_id: ownerId,
  language: requiredText('language', 100),
  level: choiceField('level', LANGUAGE_LEVELS),
});
export type LanguageInput = z.infer<typeof languageRequest>;
export const languageRecord = z.object({
  id: z.number(),
  job_seeker_profile_id: z.number(),
  language: z.string(),
  level: z.string(),
});
export type LanguageRecord = z.infer<typeof languageRecord>;
export const languageResponse = envelopeWith({ data: languageRecord });
export const languagesResponse = envelopeWith({ data: z.array(languageRecord) });

// ---- Preference and job alerts ----

export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** POST job-seeker/preference and PUT job-seeker/preference/{id}. */
export const preferenceRequest = z.object({
  id: idField('id').optional(),
  user_id: ownerId,
  /**
   * One or more places (issue 28): `preferred_location` repeated (or a list), each a readable place or an
   * old value; an atoll takes in its islands. The first is SPEC's one preferred location.
   */
  preferred_location: z
    .union([text('preferred location'), z.array(text('preferred location'))], {
      error: required('preferred location'),
    })
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).map((p) => p.trim()).filter(Boolean))])
    .refine((v) => v.length > 0, { message: required('preferred location') })
    .refine((v) => v.length <= MAX_PREFERRED_PLACES, {
      message: `Choose ${MAX_PREFERRED_PLACES} preferred locations at most.`,
    })
    .refine((v) => v.every((p) => p.length <= 200), {
      message: 'A preferred location may not be greater than 200 characters.',
    }),
  work_sector: requiredText('work sector'),
  work_category: requiredText('work category'),
  salary_range: requiredText('salary range'),
  job_type: requiredText('job type'),
  /** Job alerts (issue 10): instant, daily or off; kept as it was when not sent. */
  alert_frequency: z
    .enum(ALERT_FREQUENCIES, { error: 'The selected alert frequency is invalid.' })
    .optional(),
});
export type PreferenceInput = z.infer<typeof preferenceRequest>;

export const preferenceRecord = z.object({
  id: z.number(),
  user_id: z.number(),
  /** The first preferred place, readable (SPEC §3's one value; older clients read it). */
  preferred_location: z.string(),
  /** Every preferred place, readable, the first one first (issue 28). */
  preferred_locations: z.array(z.string()),
  work_sector: z.string(),
  work_category: z.string(),
  salary_range: z.string(),
  job_type: z.string(),
  alert_frequency: z.enum(ALERT_FREQUENCIES),
});
export type PreferenceRecord = z.infer<typeof preferenceRecord>;
export const preferenceResponse = envelopeWith({ data: preferenceRecord });

/** GET job-alerts/unsubscribe?token=: the one-click link of every alert mail (no login). */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(500) });

// ---- The whole profile ----

/** GET user/profile: everything the profile page shows (SPEC §7.3). */
export const fullProfile = z.object({
  profile: seekerProfile.nullable(),
  resume: resumeRecord.nullable(),
  experience: z.array(experienceRecord),
  qualification: z.array(qualificationRecord),
  skill: z.array(skillRecord),
  language: z.array(languageRecord),
  preference: preferenceRecord.nullable(),
  applied_count: z.number(),
  shortlist_count: z.number(),
  /** From the shared rule: 20 per part present (SPEC §4). */
  completeness: z.number(),
  /** How many employers opened the profile in the last 30 days (a count, never their names; issue 12). */
  profile_views: z.number(),
});
export type FullProfile = z.infer<typeof fullProfile>;
export const fullProfileResponse = envelopeWith({ data: fullProfile });

export const profileOffResponse = envelopeWith({ data: z.object({ seeking_job: z.number() }) });

// ---- Documents ----

export const DOCUMENT_TYPES = ['cert', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  cert: 'Certificates',
  other: 'Reference Letters',
};

/** POST document-upload → 202 `data.data = {original, uri}` (DESIGN §4). */
export const uploadedFile = z.object({ original: z.string(), uri: z.string() });
export type UploadedFileRef = z.infer<typeof uploadedFile>;
export const documentUploadRequest = z.object({ file: fileField('file') });
export const documentUploadResponse = envelopeWith({ data: z.object({ data: uploadedFile }) });

/** POST job-seeker/documents and POST job-seeker/documents/{id} (PUT): attach an uploaded file. */
export const documentWriteRequest = z.object({
  job_seeker_profile_id: ownerId,
  type: z.enum(DOCUMENT_TYPES, { error: 'The selected type is invalid.' }),
  file_url: requiredText('file', 200),
  file_name: optionalText('file name', 255),
});
export type DocumentWriteInput = z.infer<typeof documentWriteRequest>;

export const documentRecord = z.object({
  id: z.number(),
  job_seeker_profile_id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  /** An API path serving the PDF to those allowed (with their token). */
  file_url: z.string(),
  file_name: z.string(),
  updated_at: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecord>;
export const documentResponse = envelopeWith({ data: documentRecord });
export const documentsResponse = envelopeWith({
  data: z.object({ cert: documentRecord.nullable(), other: documentRecord.nullable() }),
});

// ---- Saved jobs ----

export const saveJobRequest = z.object({
  job_id: idField('job'),
});
export const jobIdParams = z.object({ jobId: pathId });

/** SPEC §3 Saved job, plus whether it has closed. */
export const savedJob = z.object({
  job_id: z.number(),
  title: z.string(),
  name: z.string(),
  company_id: z.number(),
  is_verified: z.number(),
  logo: z.string().nullable(),
  salary_range: z.string(),
  type: z.string(),
  location: z.string(),
  expired_at: z.string(),
  expired: z.boolean(),
  saved_at: z.string(),
});
export type SavedJob = z.infer<typeof savedJob>;
export const savedJobsQuery = z.object({ page: pageQuery.optional() });
export const savedJobsResponse = envelopeWith({ data: z.array(savedJob), total: z.number() });
/** GET job-seeker/saved-ids: the ids of every job the seeker saved (the list's save marks, one call). */
export const savedIdsResponse = envelopeWith({ data: z.array(z.number()) });
