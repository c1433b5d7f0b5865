import { MESSAGES } from '@portal/shared/messages';
import type { CreateCompanyInput } from '@portal/shared/schemas/accounts';
import type { UpdateCompanyInput } from '@portal/shared/schemas/companies';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { getBillingOverview } from '../billing/service';
import { discardStored, forgetFile, recordFile, storeUpload } from '../files/service';
import { countCompanyJobs, retireCompanyJobs } from '../jobs/service';
import { listAcceptedLookups } from '../lookups/service';
import { PLACE_INVALID, loadGazetteer, placeColumns, readPlace } from '../places/service';
import { publishJobEvent } from '../publishing/service';
import { presentCompany } from './presenter';
import { canCreateCompanyFor, canEditCompany, subCompanyNamesToCheck } from './policy';
import {
  countUnbadgedCompanies,
  findCompanyById,
  findCompanyByUserId,
  findCompanyNameByUserId,
  findNameKeysTakenByOthers,
  insertCompany,
  lockNameKeys,
  markCompanyDeleted,
  replaceLogo,
  updateCompany,
  type CompanyRow,
} from './repository';

/** 409 text for a second company of the same employer (the spec gives none). */
export const COMPANY_EXISTS_MESSAGE = 'You already have a company profile.';

/**
 * The employer's company, right after registration (SPEC §7.1 POST employ/companies).
 * One company per employer; `user_id`, when sent, must be the caller (policy.ts).
 */
export async function createCompany(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; input: CreateCompanyInput },
): Promise<CompanyRow> {
  const { user, input } = opts;
  if (!canCreateCompanyFor(user, input.user_id)) throw forbidden(MESSAGES.accessDeny);
  const company = await insertCompany(db, {
    userId: user.id,
    name: input.name,
    email: input.email,
    address: input.address,
    contact: input.contact,
    designation: input.designation,
    phone: input.phone,
    hrPhone: input.hr_phone,
    size: input.size,
    sector: input.sector,
  });
  if (!company) throw conflict(COMPANY_EXISTS_MESSAGE);
  return company;
}

/** The id and name of a user's company, or null (used by GET profile). */
export function findCompanySummary(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { userId: number },
): Promise<{ id: number; name: string } | null> {
  return findCompanyNameByUserId(db, opts.userId);
}

/** The employer's own company (a deleted one is none), or null: for modules that answer per company. */
export async function findOwnCompany(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { userId: number },
): Promise<{ id: number; name: string } | null> {
  const company = await findCompanyByUserId(db, opts.userId);
  return company && { id: company.id, name: company.name };
}

/** The caller's company; 404 'Data not found!' when the employer has none (registration not finished). */
async function ownCompany(db: ServiceDeps['db'], user: AuthUser): Promise<CompanyRow> {
  const company = await findCompanyByUserId(db, user.id);
  if (!company) throw notFound(MESSAGES.dataNotFound);
  return company;
}

/**
 * GET employ/company (DESIGN §4): the company, its subscriptions and invoices, the plans of its sector,
 * and the dashboard's totals (jobs, pending jobs, applications, shortlisted).
 */
export async function getCompanySummary(deps: Pick<ServiceDeps, 'db' | 'config'>, opts: { user: AuthUser }) {
  const company = await ownCompany(deps.db, opts.user);
  const [billing, jobs] = await Promise.all([
    getBillingOverview(deps, { companyId: company.id, sector: company.sector }),
    countCompanyJobs(deps, { companyId: company.id }),
  ]);
  return {
    company: presentCompany(company, deps.config),
    ...billing,
    totals: {
      totalJobs: jobs.total,
      pendingJobs: jobs.pending,
      applications: jobs.applications,
      shortListed: jobs.shortListed,
    },
  };
}

/** The company to edit: 404 when missing, 403 'Access Deny' for another employer's. */
async function editableCompany(db: ServiceDeps['db'], user: AuthUser, id: number, userId?: number) {
  const company = await findCompanyById(db, id);
  if (!company || company.deletedAt) throw notFound(MESSAGES.dataNotFound);
  if (!canEditCompany(user, company, userId)) throw forbidden(MESSAGES.accessDeny);
  return company;
}

/** 422 on a sub-company named like another company (issue 24, point 9; the spec gives no text). */
export const COMPANY_NAME_TAKEN = 'This company name is already taken.';

/**
 * Refuses added or renamed sub-companies that carry another company's name or sub-company name (case and
 * spacing aside): jobs posted under a sub-company show its name, so it could pass for that company. The
 * names are locked for the transaction, so two employers cannot claim one name at once.
 */
async function checkSubCompanyNames(
  tx: DbOrTx,
  company: CompanyRow,
  proposed: UpdateCompanyInput['sub_companies'],
): Promise<void> {
  const added = subCompanyNamesToCheck(company.subCompanies, proposed);
  if (added.length === 0) return;
  await lockNameKeys(
    tx,
    added.map((s) => s.key),
  );
  const taken = await findNameKeysTakenByOthers(tx, {
    keys: added.map((s) => s.key),
    exceptCompanyId: company.id,
  });
  const errors: Record<string, string[]> = {};
  for (const s of added) if (taken.has(s.key)) errors[`sub_companies.${s.index}.name`] = [COMPANY_NAME_TAKEN];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const NO_PLACE = { location: null, placeKind: null, placeAtoll: null, placeIsland: null, placeResort: null };

/**
 * The company's place from the form (issue 28, decision 0050): a readable place, one of the old list's
 * values (mapped), an operator's own old value still in the list, or the value the company already holds
 * (kept without an atoll until an operator maps it: saving the form unchanged must not fail); none → 422.
 */
async function companyPlace(db: DbOrTx, location: string | null, company: CompanyRow) {
  if (!location) return NO_PLACE;
  const [lookups, gazetteer] = await Promise.all([listAcceptedLookups({ db }), loadGazetteer({ db })]);
  const place = readPlace(
    location,
    gazetteer,
    (text) =>
      text === company.location || lookups.some((l) => l.field === 'preferred_locations' && l.value === text),
  );
  if (!place) throw validationFailed({ location: [PLACE_INVALID] });
  return placeColumns(place, gazetteer);
}

/** POST employ/companies/{id} (PUT): every field of the form; the login email is never changed here. */
export async function updateOwnCompany(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; companyId: number; input: UpdateCompanyInput },
): Promise<CompanyRow> {
  const { input } = opts;
  const company = await editableCompany(db, opts.user, opts.companyId, input.user_id);
  const place = await companyPlace(db, input.location, company);
  return db.transaction(async (tx) => {
    await checkSubCompanyNames(tx, company, input.sub_companies);
    const updated = await updateCompany(tx, company.id, {
      name: input.name,
      website: input.website,
      size: input.size,
      sector: input.sector,
      process: input.process,
      address: input.address,
      ...place,
      hrEmail: input.hr_email,
      hrPhone: input.hr_phone,
      ...(input.phone ? { phone: input.phone } : {}),
      introduction: input.introduction,
      whyWorkWithUs: input.why_work_with_us,
      foundedOn: input.founded_on,
      contact: input.contact,
      designation: input.designation,
      subCompanies: input.sub_companies,
    });
    return updated!;
  });
}

/** POST employ/companiesImg/{id} (PUT): the logo (type by content, ≤ 5 MB), replacing the old one. */
export async function replaceCompanyLogo(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { user: AuthUser; companyId: number; userId?: number; upload: UploadedFile },
): Promise<CompanyRow> {
  const company = await editableCompany(deps.db, opts.user, opts.companyId, opts.userId);
  const key = await storeUpload(deps, { upload: opts.upload });
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      previous = await replaceLogo(tx, company.id, key);
      if (previous) await forgetFile({ db: tx }, { key: previous });
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  if (previous) await discardStored(deps, { key: previous });
  return (await findCompanyById(deps.db, company.id))!;
}

/** The operators' dashboard: companies without the verified badge. */
export function countCompaniesWithoutBadge({ db }: Pick<ServiceDeps, 'db'>) {
  return countUnbadgedCompanies(db);
}

/**
 * Account deletion (issue 8, SPEC §2.3 Terms: deletion marks data as deleted): the company and its jobs
 * leave every public page; invoices and subscriptions stay for the operators' records. In the caller's
 * transaction.
 */
export async function retireCompanyOf(
  { db: tx, config }: Parameters<typeof publishJobEvent>[0],
  opts: { userId: number; at: string },
): Promise<void> {
  const company = await markCompanyDeleted(tx, opts.userId, opts.at);
  if (!company) return;
  const published = await retireCompanyJobs({ db: tx }, { companyId: company.id, at: opts.at });
  // The partner site and social networks take the published ones down (queued with the deletion).
  for (const jobId of published) await publishJobEvent({ db: tx, config }, { jobId, event: 'closed' });
}
