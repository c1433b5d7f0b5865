import { MESSAGES } from '../messages';
import { isJobFormConfirmed, JOB_FORM_FIELD_LABELS, missingJobFormFields } from './job-form';

// The bank job form's first two checks, in the order SPEC §5 gives them (every required field, then the
// box), as the server answers them and the browser applies them before sending. Free of zod, so that the
// public /job-form page can run them without carrying the schemas (decision 0037).

/** A refused form: the message the user sees and, per field, what is wrong with it. */
export interface JobFormProblem {
  message: string;
  errors: Record<string, string[]>;
}

/**
 * 'Please complete all required fields' naming each required field left empty (in the order of the form),
 * else 'Please confirm checkbox' when the box is not ticked, else null.
 */
export function jobFormCompletenessProblem(values: Record<string, unknown>): JobFormProblem | null {
  const missing = missingJobFormFields(values);
  if (missing.length > 0) {
    const errors = Object.fromEntries(
      missing.map((f) => [
        f,
        [`The ${JOB_FORM_FIELD_LABELS[f as keyof typeof JOB_FORM_FIELD_LABELS]} field is required.`],
      ]),
    );
    return { message: MESSAGES.bankFormIncomplete, errors };
  }
  if (!isJobFormConfirmed(values.confirm))
    return { message: MESSAGES.bankFormCheckbox, errors: { confirm: [MESSAGES.bankFormCheckbox] } };
  return null;
}
