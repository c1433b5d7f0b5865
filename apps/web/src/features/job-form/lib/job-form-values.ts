import { MALDIVES_PHONE_PREFIX } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { JOB_FORM_SLOTS, missingJobFormFields, type JobFormSlot } from '@portal/shared/rules/job-form';
import type { JobFormUploadedFile } from '@portal/shared/schemas/job-form';

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

/** The fields as the server reads them: text trimmed, each uploaded slot's JSON reference. */
export function submissionFields(values: JobFormValues, slots: SlotStates): Record<string, string> {
  const fields: Record<string, string> = {
    name: values.name.trim(),
    phone: phoneValue(values.phone),
    email: values.email.trim(),
    pref_branch: values.pref_branch ?? '',
  };
  for (const slot of JOB_FORM_SLOTS) {
    const state = slots[slot];
    if (state.status === 'uploaded') fields[slot] = JSON.stringify(state.file);
  }
  return fields;
}

/**
 * The browser's check before sending (SPEC §5, in the server's order): the required fields first, then
 * the box. Null when the form may be sent.
 */
export function jobFormProblem(
  values: JobFormValues,
  slots: SlotStates,
): { message: string; fields: string[] } | null {
  const missing = missingJobFormFields(submissionFields(values, slots));
  if (missing.length > 0) return { message: MESSAGES.bankFormIncomplete, fields: missing };
  if (!values.confirm) return { message: MESSAGES.bankFormCheckbox, fields: ['confirm'] };
  return null;
}

/** The multipart body of POST job-form: the fields, the slots' references and confirm=1. */
export function submissionBody(values: JobFormValues, slots: SlotStates): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(submissionFields(values, slots))) body.append(key, value);
  body.append('confirm', values.confirm ? '1' : '0');
  return body;
}

export const isUploading = (slots: SlotStates) => JOB_FORM_SLOTS.some((s) => slots[s].status === 'uploading');
