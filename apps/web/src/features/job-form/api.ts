import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared/schemas/common';
import type { JobFormUploadedFile, JobFormVacancy } from '@portal/shared/schemas/job-form';
import { api, apiUrl, uploadWithProgress } from '../../lib/api-client';

// The bank job form's calls (SPEC §7.2 job-form; DESIGN §4 job-form/upload): the vacancy, each slot's
// upload with its progress, and the submission that refers to the uploads.

export const jobFormQueries = {
  /** GET job-form: the vacancy, its closing date and whether it is still open. */
  vacancy: () =>
    queryOptions({
      queryKey: ['job-form', 'vacancy'] as const,
      queryFn: ({ signal }) =>
        api<Envelope & { data: JobFormVacancy }>('job-form', { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
    }),
};

export const useJobFormVacancy = () => useQuery(jobFormQueries.vacancy());

/** The blank application form to download, fill in, sign and upload. */
export const applicationFormUrl = () => apiUrl('job-form/application-form');

/** POST job-form/upload: stores one PDF and answers its reference ({original, uri}). */
export function uploadJobFormFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<JobFormUploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<{ data: { data: JobFormUploadedFile } }>('job-form/upload', body, onProgress, {
    signal,
  }).then((r) => r.data.data);
}

/** POST job-form (multipart, as the spec's client sends it): the fields, each slot's JSON reference, confirm=1. */
export function submitJobForm(body: FormData) {
  return api<Envelope & { data: { id: number } }>('job-form', { body });
}
