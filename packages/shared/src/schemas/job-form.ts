import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  JOB_FORM_BRANCHES,
  JOB_FORM_SLOTS,
  REQUIRED_JOB_FORM_SLOTS,
  type JobFormSlot,
} from '../rules/job-form';
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
 * (`parseJobFormSubmission` checks those two first, for the spec's messages).
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

/** A text field as it arrives: a string (empty when left blank), null from a JSON client, or absent. */
const textAsSent = (label: string, doc: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .nullish()
    .describe(doc);

/** A slot as it arrives: the `{original, uri}` of job-form/upload, its JSON text, '' or null when empty. */
const slotAsSent = (slot: JobFormSlot, label: string) =>
  z
    .union([z.string(), jobFormUploadedFile, z.null()], { error: `The ${label} must be an uploaded file.` })
    .optional()
    .describe(
      `${(REQUIRED_JOB_FORM_SLOTS as readonly string[]).includes(slot) ? slot : `${slot} (optional)`}: ` +
        'the JSON-encoded {original, uri} answered by job-form/upload (or the object)',
    );

/**
 * The body as it arrives (JSON, urlencoded or multipart text fields), typed but with every field optional:
 * a field left out, blank or null must reach `parseJobFormSubmission` (rules/job-form-submission.ts), which
 * answers with the spec's messages in its order ('Please complete all required fields', then 'Please
 * confirm checkbox', then each field). Only a value of the wrong type (a number for the name, an array, an
 * object that is no file reference) is refused here, with 422.
 */
export const jobFormRequest = z.object({
  name: textAsSent('full name', 'Full name (required)'),
  phone: textAsSent('mobile number', 'Mobile number (required)'),
  email: textAsSent('email', 'Email (required)'),
  pref_branch: textAsSent('preferred branch', `Preferred branch (required): ${JOB_FORM_BRANCHES.join(', ')}`),
  application: slotAsSent('application', 'application form'),
  id_card: slotAsSent('id_card', 'national ID card'),
  education_cert: slotAsSent('education_cert', 'educational certificates'),
  resume: slotAsSent('resume', 'CV'),
  reference: slotAsSent('reference', 'reference letters'),
  /** Ticked as the forms send it: 1, true, '1', 'true' or 'on'; anything else is not ticked. */
  confirm: z
    .union([z.string(), z.number(), z.boolean()], { error: MESSAGES.bankFormCheckbox })
    .nullish()
    .describe('1 when the confirmation box is ticked (required)'),
});
/** What a client sends (the web builds its multipart body from it). */
export type JobFormRequest = z.input<typeof jobFormRequest>;
/** What the server reads once the body passed the route's validation. */
export type JobFormRequestBody = z.output<typeof jobFormRequest>;

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
