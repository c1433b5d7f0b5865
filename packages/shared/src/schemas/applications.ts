import { z } from 'zod';
import { REQUIRED_ITEMS, TEXT_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { MAX_BULK_STAGE_IDS, SEEKER_STAGES, STAGES } from '../rules/pipeline';
import { applicationNote, ratingState } from './application-notes';
import { applicationMessage } from './candidate-messages';
import { envelopeWith, idField, MAX_ID, multilineText, pageQuery, pathId, required, text } from './common';
import {
  documentRecord,
  experienceRecord,
  languageRecord,
  qualificationRecord,
  seekerProfile,
  skillRecord,
  resumeRecord,
} from './seekers';

// Applying and managing applications (SPEC §2.3–§2.5, §3 Application, §4, §5 Application, §7.3, §7.4;
// issue 11). On the wire SPEC's fields keep their meaning: `status` null = applied, `is_favorite` 1 =
// shortlisted; `viewed_at` is added (the employer opened it).

/** A file slot sent as a multipart part, or as the JSON `{original, uri}` of `document-upload`. */
const uploadedRef = z
  .preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.unknown())
  .optional()
  .describe('a file part, or the JSON-encoded {original, uri} of document-upload');

/** The job's required items attached: `[{item, original, uri}]` (item = a REQUIRED_ITEMS label). */
const attachedDocuments = z
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
    z
      .array(
        z.object({
          // The name shown to the employer: a file name's length at most (issue 24, point 6).
          original: text('document name').max(
            255,
            'The document name may not be greater than 255 characters.',
          ),
          uri: text('document file').max(255, 'The file is invalid. Please upload it again.'),
          item: z.enum(REQUIRED_ITEMS.map((i) => i.label) as [string, ...string[]], {
            error: 'The selected document item is invalid.',
          }),
        }),
        { error: 'The documents are invalid.' },
      )
      .max(REQUIRED_ITEMS.length, 'Too many documents.'),
  )
  .optional();

/** POST job/application (multipart or JSON). */
export const applyRequest = z.object({
  candidate_id: idField('candidate').optional(),
  job_id: idField('job'),
  email: z.string().optional(),
  cover_note: multilineText('cover letter', required('cover letter'))
    .trim()
    .min(1, required('cover letter'))
    .max(
      TEXT_LIMITS.coverLetter,
      `The cover letter may not be greater than ${TEXT_LIMITS.coverLetter} characters.`,
    ),
  custom_resume: uploadedRef,
  application_form: uploadedRef,
  documents: attachedDocuments,
});
export type ApplyInput = z.infer<typeof applyRequest>;

/** The seeker's side of an application (GET user/applications-usr). */
export const seekerApplication = z.object({
  id: z.number(),
  job_id: z.number(),
  company_id: z.number(),
  title: z.string(),
  name: z.string(),
  is_verified: z.number(),
  location: z.string(),
  expired_at: z.string(),
  cover_note: z.string(),
  status: z.number().nullable(),
  is_favorite: z.number(),
  viewed_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * Issue 27: the pipeline's stage as the seeker may see it, and when it last changed (null: never). The
   * server always sends both; optional in the type so that answers built before issue 27 (the web's
   * fixtures) still type-check.
   */
  stage: z.enum(SEEKER_STAGES).optional(),
  stage_changed_at: z.string().nullable().optional(),
  /**
   * Issue 27 (point 4): the company's messages about this application, newest first (never its notes or
   * ratings). Always sent; optional in the type as `stage` is.
   */
  messages: z.array(applicationMessage).optional(),
});
export type SeekerApplication = z.infer<typeof seekerApplication>;
export const seekerApplicationResponse = envelopeWith({ data: seekerApplication });
export const seekerApplicationsResponse = envelopeWith({
  data: z.array(seekerApplication),
  total: z.number(),
});

/** SPEC §7.4 employ/job-applications: sort 3 All, 0 Applied, 1 Shortlisted. */
export const APPLICATION_SORTS = [
  { value: '3', label: 'All' },
  { value: '0', label: 'Applied' },
  { value: '1', label: 'Shortlisted' },
] as const;

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

export const employerApplicationsQuery = z.object({
  sort: z.enum(['3', '0', '1']).optional().catch(undefined),
  page: pageQuery.optional(),
  /**
   * An addition to SPEC §7.4 (issue 25, point 3): only the applications to this job of the company. A
   * malformed id is a 422; another company's job matches none of the caller's rows. Empty means any job.
   */
  job: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'The selected job is invalid.' })
      .int('The selected job is invalid.')
      .min(1, 'The selected job is invalid.')
      .max(MAX_ID, 'The selected job is invalid.')
      .optional(),
  ),
  gender: optionalFilter,
  nationality: optionalFilter,
  qualification: optionalFilter,
  experience: optionalFilter,
  /** Issue 27: only the applications at this pipeline stage; an unknown stage is a 422. */
  stage: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(STAGES, { error: 'The selected stage is invalid.' }).optional(),
  ),
});
export type EmployerApplicationsQuery = z.infer<typeof employerApplicationsQuery>;

/** A row of the employer's applications list. `name` is null when the applicant deleted the account. */
export const employerApplication = z.object({
  id: z.number(),
  candidate_id: z.number(),
  job_id: z.number(),
  title: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  qualification: z.string().nullable(),
  experience: z.string().nullable(),
  picture: z.string().nullable(),
  status: z.number().nullable(),
  is_favorite: z.number(),
  viewed_at: z.string().nullable(),
  created_at: z.string(),
  /** Issue 27: the pipeline's stage (always sent; optional in the type as the seeker's `stage` is). */
  stage: z.enum(STAGES).optional(),
  /**
   * Issue 27, point 3: the company's private 1–5 rating (null: not rated). Always sent to the employer;
   * optional in the type as `stage` is. Never in a seeker's answer.
   */
  rating: z.number().nullable().optional(),
});
export type EmployerApplication = z.infer<typeof employerApplication>;
export const employerApplicationsResponse = envelopeWith({
  data: z.array(employerApplication),
  total: z.number(),
  last: z.number(),
});

/**
 * The path of employ/job-applications[/{jobId}]: both routes document `jobId` (the contract lists it on the
 * route without it too), so they share this schema.
 */
export const applicationsJobParams = z.object({ jobId: pathId.optional() });

export const shortlistResponse = envelopeWith({
  data: z.object({ id: z.number(), is_favorite: z.number() }),
});

// ── The hiring pipeline (issue 27, decision 0041) ───────────────────────────────────────────────────

const stageField = z.enum(STAGES, { error: 'The selected stage is invalid.' });

/** PUT employ/application/{id}/stage. */
export const stageRequest = z.object({ stage: stageField });
export type StageRequest = z.infer<typeof stageRequest>;

/** POST employ/applications/stage: application ids of the company (one foreign id: 403, nothing moves). */
export const bulkStageRequest = z.object({
  ids: z
    .array(
      z
        .number({ error: 'The selected application is invalid.' })
        .int('The selected application is invalid.')
        .min(1, 'The selected application is invalid.')
        .max(MAX_ID, 'The selected application is invalid.'),
      { error: 'The applications are required.' },
    )
    .min(1, 'The applications are required.')
    .max(MAX_BULK_STAGE_IDS, `At most ${MAX_BULK_STAGE_IDS} applications at a time.`),
  stage: stageField,
});
export type BulkStageRequest = z.infer<typeof bulkStageRequest>;

/** An application's stage after a change, with SPEC's shortlist flag that follows from it. */
export const stagedApplication = z.object({
  id: z.number(),
  stage: z.enum(STAGES),
  is_favorite: z.number(),
  stage_changed_at: z.string().nullable(),
});
export const stageResponse = envelopeWith({ data: stagedApplication });
export const bulkStageResponse = envelopeWith({ data: z.array(stagedApplication), changed: z.number() });

/**
 * POST employ/job/{jobId}/close-out (issue 27, point 6): the job's applicants still at an open stage are
 * now not selected; `changed` counts them (0 when none were left).
 */
export const closeOutResponse = envelopeWith({ changed: z.number() });

/** Applications of a job per stage (the employer's /jobs rows). */
export const stageCounts = z.object(
  Object.fromEntries(STAGES.map((s) => [s, z.number()])) as Record<(typeof STAGES)[number], z.ZodNumber>,
);
export type StageCounts = z.infer<typeof stageCounts>;

/** A file of an application, as the employer downloads it (an API path needing the token). */
export const applicationFile = z.object({ label: z.string(), name: z.string(), url: z.string() });

/** GET employ/view-application-byjobid/{applyId}: the candidate, the application and its documents. */
export const applicationView = z.object({
  profile: seekerProfile.nullable(),
  resume: resumeRecord.nullable(),
  experience: z.array(experienceRecord),
  qualification: z.array(qualificationRecord),
  skill: z.array(skillRecord),
  language: z.array(languageRecord),
  application: employerApplication.extend({ cover_note: z.string(), job_title: z.string() }),
  documents: z.object({
    cert: documentRecord.nullable(),
    other: documentRecord.nullable(),
    files: z.array(applicationFile),
  }),
  /**
   * Issue 27, point 3: the company's private notes (newest first) and rating with who set it. Always sent;
   * optional in the type so that answers built before them (the web's fixtures) still type-check.
   */
  notes: z.array(applicationNote).optional(),
  rating: ratingState.optional(),
  /** Issue 27, point 4: the company's messages to the candidate about it, newest first. Optional as above. */
  messages: z.array(applicationMessage).optional(),
});
export type ApplicationView = z.infer<typeof applicationView>;
export const applicationViewResponse = envelopeWith({ data: applicationView });

/** GET download-profile/{userId}. */
export const profilePdfParams = z.object({ userId: pathId });

/** A generated PDF (the cover letter, Profile.pdf): the body is the file. */
export const pdfDownload = z.unknown().describe('application/pdf');

export const APPLY_MESSAGES = {
  applied: 'Application submitted successfully.',
  closed: 'This job is no longer open for applications.',
  noOnline: 'This job does not take online applications.',
  formRequired: MESSAGES.applicationFormRequired,
} as const;
