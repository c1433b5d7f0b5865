import { z } from 'zod';
import { pageQuery } from './common';

/** GET filter-employers?search=&sort=&page= ; sort is an A–Z letter. */
export const employersQuery = z.object({
  page: pageQuery,
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v && /^[A-Za-z]$/.test(v) ? v.toUpperCase() : undefined)),
});
export type EmployersQuery = z.infer<typeof employersQuery>;

export const companyJobsQuery = z.object({ page: pageQuery });

export interface EmployerListItem {
  id: number;
  name: string;
  logo: string | null;
  is_verified: number;
  sector: string | null;
  open_jobs: number;
}

export interface SubCompany {
  name: string;
}

/** The public employer profile (GET employers/{id}). */
export interface PublicCompanyProfile {
  id: number;
  name: string;
  logo: string | null;
  is_verified: number;
  size: string | null;
  sector: string | null;
  process: string | null;
  email: string | null;
  address: string | null;
  location: string | null;
  hr_email: string | null;
  hr_phone: string | null;
  phone: string | null;
  website: string | null;
  introduction: string | null;
  why_work_with_us: string | null;
  founded_on: string | null;
  sub_companies: SubCompany[];
  created_at: string;
}

export interface CompanyJobItem {
  id: number;
  title: string;
  location: string;
  type: string;
  salary_range: string;
  created_at: string;
  expired_at: string;
  active: number;
  is_open: boolean;
}
