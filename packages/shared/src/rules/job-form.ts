// The bank job form (SPEC §2.3, §3, §5 "Bank job form"): which fields are required, in the order the
// form shows them, and the checkbox. Server and web apply the same rules.

export const JOB_FORM_BRANCHES = ["Male'", 'Hulhumale', 'Maamigili', 'Hithadhoo'] as const;
export type JobFormBranch = (typeof JOB_FORM_BRANCHES)[number];

/** The file slots, in the order of the form. */
export const JOB_FORM_SLOTS = ['application', 'id_card', 'education_cert', 'resume', 'reference'] as const;
export type JobFormSlot = (typeof JOB_FORM_SLOTS)[number];

export const JOB_FORM_SLOT_LABELS: Record<JobFormSlot, string> = {
  application: 'Application form',
  id_card: 'National ID card',
  education_cert: 'Educational certificates',
  resume: 'CV',
  reference: 'Reference letters (optional)',
};

/** The confirmation checkbox's label, word for word as SPEC §2.3 has it. */
export const JOB_FORM_CONFIRMATION = 'I confirm that the above information / documents are true and valid';

/** Every slot but the reference letters. */
export const REQUIRED_JOB_FORM_SLOTS = JOB_FORM_SLOTS.filter((s) => s !== 'reference');

export const JOB_FORM_TEXT_FIELDS = ['name', 'phone', 'email', 'pref_branch'] as const;

export const JOB_FORM_FIELD_LABELS: Record<(typeof JOB_FORM_TEXT_FIELDS)[number] | JobFormSlot, string> = {
  name: 'full name',
  phone: 'mobile number',
  email: 'email',
  pref_branch: 'preferred branch',
  ...JOB_FORM_SLOT_LABELS,
  reference: 'Reference letters',
};

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || v === '{}';

/** The required fields left empty, in the order of the form ([] when the form is complete). */
export function missingJobFormFields(values: Record<string, unknown>): string[] {
  return [...JOB_FORM_TEXT_FIELDS, ...REQUIRED_JOB_FORM_SLOTS].filter((f) => blank(values[f]));
}

/** Whether the confirmation checkbox was ticked (`confirm=1`, also true / '1' / 'on'). */
export function isJobFormConfirmed(value: unknown): boolean {
  return value === 1 || value === true || value === '1' || value === 'true' || value === 'on';
}
