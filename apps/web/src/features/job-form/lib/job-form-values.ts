import { MALDIVES_PHONE_PREFIX } from '@portal/shared/constants';
import { JOB_FORM_SLOTS, type JobFormSlot } from '@portal/shared/rules/job-form';
import { jobFormCompletenessProblem } from '@portal/shared/rules/job-form-checks';
import type { JobFormRequest, JobFormUploadedFile } from '@portal/shared/schemas/job-form';

// The bank job form's values in the browser: the text fields, and each file slot's state (SPEC §2.3:
// empty, uploading with its percentage, uploaded). The checks are the shared rules the server applies.

export interface JobFormValues {
  name: string;
  phone: string;
  email: string;
  pref_branch: string | null;
  confirm: boolean;
}

export const initialJobFormValues: JobFormValues = {
  name: '',
  phone: MALDIVES_PHONE_PREFIX,
  email: '',
  pref_branch: null,
  confirm: false,
};

export type SlotState =
  | { status: 'empty' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'uploaded'; file: JobFormUploadedFile };

export type SlotStates = Record<JobFormSlot, SlotState>;

export const emptySlots = (): SlotStates =>
  Object.fromEntries(JOB_FORM_SLOTS.map((s) => [s, { status: 'empty' }])) as SlotStates;

/** A phone input still holding only the country code counts as empty. */
const phoneValue = (phone: string) => (phone.trim() === MALDIVES_PHONE_PREFIX.trim() ? '' : phone.trim());

/**
 * POST job-form's body, typed by the endpoint's schema: text trimmed, each uploaded slot's JSON reference
 * (as the spec's multipart client sends it) and confirm=1 when the box is ticked.
 */
export function submissionRequest(values: JobFormValues, slots: SlotStates): JobFormRequest {
  const request: JobFormRequest = {
    name: values.name.trim(),
    phone: phoneValue(values.phone),
    email: values.email.trim(),
    pref_branch: values.pref_branch ?? '',
  };
  for (const slot of JOB_FORM_SLOTS) {
    const state = slots[slot];
    if (state.status === 'uploaded') request[slot] = JSON.stringify(state.file);
  }
  request.confirm = values.confirm ? '1' : '0';
  return request;
}

/**
 * The browser's check before sending: the server's first two checks, on the very body it would get
 * (every required field, then the box). Null when the form may be sent.
 */
export function jobFormProblem(
  values: JobFormValues,
  slots: SlotStates,
): { message: string; fields: string[] } | null {
  const problem = jobFormCompletenessProblem(submissionRequest(values, slots));
  return problem && { message: problem.message, fields: Object.keys(problem.errors) };
}

export const isUploading = (slots: SlotStates) => JOB_FORM_SLOTS.some((s) => slots[s].status === 'uploading');
