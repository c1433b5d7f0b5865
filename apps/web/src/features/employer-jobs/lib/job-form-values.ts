import { REQUIRED_ITEMS } from '@portal/shared/constants';
import { fromMaldivesWallClock, toMaldivesWallClock } from '@portal/shared/rules/dates';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';

/** The job form's values: the request's fields as the inputs hold them, and the two files. */
export interface JobFormValues {
  title: string;
  /** The date pickers' wall clock in Maldives time, 'YYYY-MM-DD HH:mm:ss' ('' when empty). */
  expired_at: string;
  description: string;
  sector: string;
  category: string;
  type: string;
  positions: string;
  qualification: string;
  experience: string;
  salary_range: string;
  location: string;
  interview_starts_on: string;
  req_email: string;
  ref_no: string;
  prevent_online_application: boolean;
  prevent_international_applicants: boolean;
  required_items: string[];
  company_name: string;
  attachment: File | null;
  application_form: File | null;
}

/** The form's values: the job being edited or reposted (a repost gets fresh dates), or blank. */
export function initialJobValues(
  job: EmployerJobView | null,
  companyName: string,
  repost: boolean,
): JobFormValues {
  const labels: string[] = job ? (JSON.parse(job.required_items) as string[]) : [];
  return {
    title: job?.title ?? '',
    // A repost gets a fresh closing date.
    expired_at: job && !repost ? toMaldivesWallClock(job.expired_at) : '',
    description: job?.description ?? '',
    sector: job?.sector ?? '',
    category: job?.category ?? '',
    type: job?.type ?? '',
    positions: job?.positions ?? '',
    qualification: job?.qualification ?? '',
    experience: job?.experience ?? '',
    salary_range: job?.salary_range ?? '',
    location: job?.location ?? '',
    interview_starts_on: job && !repost ? toMaldivesWallClock(job.interview_starts_on) : '',
    req_email: job?.req_email ?? '',
    ref_no: job?.ref_no ?? '',
    prevent_online_application: job?.prevent_online_application === 1,
    prevent_international_applicants: job?.prevent_international_applicants === 1,
    required_items: REQUIRED_ITEMS.filter((i) => labels.includes(i.label)).map((i) => i.key),
    company_name: job?.company_name ?? companyName,
    attachment: null,
    application_form: null,
  };
}

/** The request without the files, as the shared schema reads it. */
export function toRequest(values: JobFormValues) {
  const { attachment: _a, application_form: _f, ...rest } = values;
  return {
    ...rest,
    expired_at: fromMaldivesWallClock(values.expired_at),
    interview_starts_on: fromMaldivesWallClock(values.interview_starts_on),
    prevent_online_application: values.prevent_online_application ? 1 : 0,
    prevent_international_applicants: values.prevent_international_applicants ? 1 : 0,
    required_items: values.required_items,
  };
}

/** The multipart body: the request, the reposted job, and the files chosen. */
export function toFormData(values: JobFormValues, repostOf: number | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(toRequest(values))) {
    body.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  if (repostOf !== null) body.append('repost_of', String(repostOf));
  if (values.attachment) body.append('attachment', values.attachment);
  if (values.application_form) body.append('application_form', values.application_form);
  return body;
}
