import { z } from 'zod';
import { JOB_FORM_BRANCHES, JOB_FORM_SLOTS, REQUIRED_JOB_FORM_SLOTS } from '../rules/job-form';
import { emailField, envelopeWith, fileField, pageQuery, pathId, phoneField, requiredText } from './common';

// The one-off bank job form (SPEC §2.3, §3, §5, §7.2; DESIGN §4): the vacancy, the per-slot uploads,
// the submission, and the operators' list of submissions.

export { JOB_FORM_BRANCHES, JOB_FORM_SLOTS, JOB_FORM_SLOT_LABELS } from '../rules/job-form';

// ---- GET job-form: the vacancy ----

export const jobFormVacancy = z.object({
  title: z.string(),
  employer: z.string(),
  location: z.string(),
  employment_type: z.string(),
  age_min: z.number(),
  age_max: z.number(),
  salary: z.string(),
  summary: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  documents: z.array(z.string()),
  /** When applications close (ISO timestamp). */
  closes_at: z.string(),
  /** False once `closes_at` has passed: the page shows a closed notice instead of the form. */
  open: z.boolean(),
  branches: z.array(z.enum(JOB_FORM_BRANCHES)),
});
export type JobFormVacancy = z.infer<typeof jobFormVacancy>;
export const jobFormVacancyResponse = envelopeWith({ data: jobFormVacancy });

// ---- POST job-form/upload ----

export const jobFormUploadRequest = z.object({ file: fileField('file') });
export const jobFormUploadedFile = z.object({ original: z.string(), uri: z.string() });
export type JobFormUploadedFile = z.infer<typeof jobFormUploadedFile>;
export const jobFormUploadResponse = envelopeWith({ data: z.object({ data: jobFormUploadedFile }) });

// ---- POST job-form ----

/** A slot's file object: `{original, uri}`, sent JSON-encoded (multipart, the spec's client) or as is. */
const fileRef = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.object(
      {
        original: requiredText(`${label} file name`),
        uri: requiredText(`${label} file`, 100),
      },
      { error: `The ${label} must be an uploaded file.` },
    ),
  );

/**
 * The submission as the server reads it once every required field is present and the box is ticked
 * (the service checks those two first, for the spec's messages).
 */
export const jobFormSubmission = z.object({
  name: requiredText('full name'),
  phone: phoneField('mobile number'),
  email: emailField('email'),
  pref_branch: z.enum(JOB_FORM_BRANCHES, { error: 'The preferred branch must be one of the branches.' }),
  application: fileRef('application form'),
  id_card: fileRef('national ID card'),
  education_cert: fileRef('educational certificates'),
  resume: fileRef('CV'),
  reference: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    fileRef('reference letters').optional(),
  ),
});
export type JobFormSubmission = z.infer<typeof jobFormSubmission>;

const slotDoc = (label: string) =>
  z
    .unknown()
    .optional()
    .describe(`${label}: the JSON-encoded {original, uri} answered by job-form/upload (or the object)`);

/**
 * The body as it arrives (JSON, urlencoded or multipart text fields): every field may be missing here so
 * that the service answers with the spec's messages ('Please complete all required fields', 'Please
 * confirm checkbox'), then checks each field with `jobFormSubmission`.
 */
export const jobFormRequest = z.object({
  name: z.unknown().optional().describe('Full name (required)'),
  phone: z.unknown().optional().describe('Mobile number (required)'),
  email: z.unknown().optional().describe('Email (required)'),
  pref_branch: z
    .unknown()
    .optional()
    .describe(`Preferred branch (required): ${JOB_FORM_BRANCHES.join(', ')}`),
  ...Object.fromEntries(
    JOB_FORM_SLOTS.map((s) => [
      s,
      slotDoc((REQUIRED_JOB_FORM_SLOTS as readonly string[]).includes(s) ? s : `${s} (optional)`),
    ]),
  ),
  confirm: z.unknown().optional().describe('1 when the confirmation box is ticked (required)'),
});

export const jobFormSubmitResponse = envelopeWith({ data: z.object({ id: z.number() }) });

// ---- Operators: GET admin/job-form, admin/job-form/{id}, admin/job-form/{id}/files/{slot} ----

export const adminJobFormQuery = z.object({
  branch: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(JOB_FORM_BRANCHES, { error: 'The branch must be one of the branches.' }).optional(),
  ),
  page: pageQuery,
});
export type AdminJobFormQuery = z.infer<typeof adminJobFormQuery>;

export const jobFormSubmissionItem = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pref_branch: z.string(),
  created_at: z.string(),
  file_count: z.number(),
});
export type JobFormSubmissionItem = z.infer<typeof jobFormSubmissionItem>;

export const adminJobFormListResponse = envelopeWith({
  data: z.array(jobFormSubmissionItem),
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  last_page: z.number(),
});
export type AdminJobFormListResponse = z.infer<typeof adminJobFormListResponse>;

export const jobFormSubmissionFile = z.object({
  slot: z.enum(JOB_FORM_SLOTS),
  label: z.string(),
  original: z.string(),
  size: z.number(),
  /** The operators' download path (with the token; never a public URL). */
  url: z.string(),
});
export const jobFormSubmissionDetail = jobFormSubmissionItem.omit({ file_count: true }).extend({
  files: z.array(jobFormSubmissionFile),
});
export type JobFormSubmissionDetail = z.infer<typeof jobFormSubmissionDetail>;
export const adminJobFormDetailResponse = envelopeWith({ data: jobFormSubmissionDetail });

export const jobFormFileParams = z.object({
  id: pathId,
  slot: z.enum(JOB_FORM_SLOTS),
});
