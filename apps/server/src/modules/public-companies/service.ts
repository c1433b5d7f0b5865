import { MESSAGES } from '@portal/shared/messages';
import { PAGE_SIZES } from '@portal/shared/constants';
import { pageCount } from '@portal/shared/rules/pagination';
import type { EmployersQuery } from '@portal/shared/schemas/companies';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  countCompanyJobs,
  countEmployers,
  findEmployerLetters,
  findCompanyJobsPage,
  findCompanyProfile,
  findEmployersPage,
  type CompanyJobRow,
  type CompanyProfileRow,
  type EmployerRow,
} from './repository';

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
}

/** The employers list: by name, optionally by first letter and by a name search; 20 per page. */
export async function listPublicEmployers(
  { db }: Pick<ServiceDeps, 'db'>,
  query: EmployersQuery,
): Promise<Page<EmployerRow> & { letters: string[] }> {
  const perPage = PAGE_SIZES.employers;
  const page = query.page;
  const filters = { search: query.search, letter: query.sort };
  const rows = await findEmployersPage(db, filters, { limit: perPage, offset: (page - 1) * perPage });
  const [total, letters] = await Promise.all([
    rows[0] ? rows[0].total : countEmployers(db, filters),
    findEmployerLetters(db),
  ]);
  return { rows, total, page, perPage, lastPage: pageCount(total, perPage), letters };
}

export interface EmployerProfile {
  profile: CompanyProfileRow;
  jobs: Page<CompanyJobRow>;
}

/** A public employer profile with one page (15) of its published jobs; 404 'Employer Profile not found!'. */
export async function getEmployerProfile(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { id: number | null; page: number },
): Promise<EmployerProfile> {
  if (opts.id === null) throw notFound(MESSAGES.employerNotFound);
  const profile = await findCompanyProfile(db, opts.id);
  if (!profile) throw notFound(MESSAGES.employerNotFound);
  const perPage = PAGE_SIZES.companyJobs;
  const page = opts.page;
  const rows = await findCompanyJobsPage(db, profile.id, { limit: perPage, offset: (page - 1) * perPage });
  const total = rows[0] ? rows[0].total : await countCompanyJobs(db, profile.id);
  return { profile, jobs: { rows, total, page, perPage, lastPage: pageCount(total, perPage) } };
}
