import { jobFormSubmission, type JobFormRequestBody, type JobFormSubmission } from '../schemas/job-form';
import { jobFormCompletenessProblem, type JobFormProblem } from './job-form-checks';

// Reading a bank job form submission (SPEC §2.3, §5, §7.2), the server's one parse of POST job-form's body.

/** The message of a refusal that names fields but has no message of its own: the first field's first. */
const INVALID = 'The given data was invalid.';

export type JobFormParse = { ok: true; value: JobFormSubmission } | ({ ok: false } & JobFormProblem);

/**
 * The submission in the spec's order: every required field present ('Please complete all required
 * fields'), then the box ticked ('Please confirm checkbox'), then each field's own check (the email, the
 * phone, the branch, each slot a file reference), where the message is the first field's first error.
 * (Whether the vacancy is still open is asked before, by the server, which alone knows.)
 */
export function parseJobFormSubmission(body: JobFormRequestBody): JobFormParse {
  const incomplete = jobFormCompletenessProblem(body);
  if (incomplete) return { ok: false, ...incomplete };
  const parsed = jobFormSubmission.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return { ok: false, message: Object.values(errors)[0]?.[0] ?? INVALID, errors };
}
