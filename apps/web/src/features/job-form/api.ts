import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@portal/shared/endpoints/job-form';
import type { JobFormRequest, JobFormUploadedFile } from '@portal/shared/schemas/job-form';
import { call, endpointUrl } from '../../lib/api-client';
import { upload } from '../../lib/upload-with-progress';

// The bank job form's calls (SPEC §7.2 job-form; DESIGN §4 job-form/upload): the vacancy, each slot's
// upload with its progress, and the submission that refers to the uploads.

export const jobFormQueries = {
  /** GET job-form: the vacancy, its closing date and whether it is still open. */
  vacancy: () =>
    queryOptions({
      queryKey: ['job-form', 'vacancy'] as const,
      queryFn: ({ signal }) => call(endpoints.getJobFormVacancy, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
    }),
};

export const useJobFormVacancy = () => useQuery(jobFormQueries.vacancy());

/** The blank application form to download, fill in, sign and upload. */
export const applicationFormUrl = () => endpointUrl(endpoints.downloadApplicationForm);

/** POST job-form/upload: stores one PDF and answers its reference ({original, uri}). */
export function uploadJobFormFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<JobFormUploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return upload(endpoints.uploadJobFormFile, { body, signal }, onProgress).then((r) => r.data.data);
}

/**
 * POST job-form with the body its schema types, sent as multipart text fields as the spec's client sends
 * it (each slot's reference JSON-encoded); a field left out or null is not sent.
 */
export function submitJobForm(request: JobFormRequest) {
  const body = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return call(endpoints.submitJobForm, { body });
}
