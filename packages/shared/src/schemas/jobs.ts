import { z } from 'zod';
import { pageQuery } from './common';

const filterValue = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET allJobs/filter (SPEC §7.2) plus the keyword `q`. Unknown values simply match nothing. */
export const publicJobsQuery = z.object({
  page: pageQuery,
  sector: filterValue,
  category: filterValue,
  type: filterValue,
  salary: filterValue,
  location: filterValue,
  q: filterValue,
});
export type PublicJobsQuery = z.infer<typeof publicJobsQuery>;

/** A row of the public list (DESIGN §4). */
export interface PublicJobRow {
  id: number;
  title: string;
  name: string;
  company_id: number;
  is_verified: number;
  logo: string | null;
  salary_range: string;
  location: string;
  sector: string;
  category: string;
  type: string;
  created_at: string;
  expired_at: string;
}

export interface PublicJobsResponse {
  status: number;
  message: string;
  count: number;
  jobs: { data: PublicJobRow[]; total: number; per_page: number; current_page: number; last_page: number };
}

/** GET jobView/{id}: the job as the public detail reads it. */
export interface PublicJobView extends PublicJobRow {
  description: string;
  company_name: string;
  ref_no: string | null;
  positions: string;
  qualification: string;
  experience: string;
  interview_starts_on: string | null;
  approved: number;
  active: number;
  attachment: string | null;
  application_form: string | null;
  req_email: string | null;
  prevent_online_application: number;
  prevent_international_applicants: number;
  /** JSON-encoded array of labels, e.g. "[\"Photograph\"]". */
  required_items: string;
  is_open: boolean;
}

export interface HomeStats {
  status: number;
  message: string;
  posted: number;
  open: number;
  seekers: number;
}
