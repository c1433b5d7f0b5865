import { JOB_APPROVAL } from '@portal/shared/constants';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { addDays, maldivesDay } from '@portal/shared/rules/stats-days';
import {
  COMPANY_STATS_WINDOWS,
  type CompanyStats,
  type CompanyStatsWindow,
  type JobStats,
} from '@portal/shared/schemas/job-stats';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { DbDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { findOwnCompany } from '../companies/service';
import { canReadJobStats } from './policy';
import { presentDays } from './presenter';
import {
  countApplicantsBy,
  findJobForStats,
  readCompanyDays,
  readJobDays,
  rollUpApplicationDays,
} from './repository';

// How an employer's adverts are doing (issue 32, decision 0052): the days of one job since it was
// published, the company's last 30 or 90 days, and the rollup that fills applications and shortlists.

/** The longest span a job's answer covers: a year of days (an advert open longer shows its last year). */
export const MAX_JOB_DAYS = 366;

export const DAYS_INVALID = 'The days must be 30 or 90.';

/** Where "today" comes from: the real clock, or a test's. */
export interface Clock {
  now?: () => number;
}

const todayOf = (clock: Clock) => maldivesDay(clock.now?.() ?? Date.now());

/** GET employ/jobs/{id}/stats: the job's company only ('Deny' 403 for another's, 404 for none). */
export async function getJobStats(
  deps: DbDeps,
  opts: { user: AuthUser; jobId: number } & Clock,
): Promise<JobStats> {
  const job = await findJobForStats(deps.db, opts.jobId);
  if (!job) throw notFound(MESSAGES.dataNotFound);
  if (!canReadJobStats(opts.user, job)) throw forbidden(MESSAGES.deny);
  // A pending or rejected advert was never published: it has no days yet.
  const published = job.approvedAt ?? (job.approved === JOB_APPROVAL.approved ? job.createdAt : null);
  if (job.approved !== JOB_APPROVAL.approved || !published) return { days: [] };
  const today = todayOf(opts);
  const first = maldivesDay(new Date(published));
  const from = first > addDays(today, -(MAX_JOB_DAYS - 1)) ? first : addDays(today, -(MAX_JOB_DAYS - 1));
  if (from > today) return { days: [] };
  return { days: presentDays(await readJobDays(deps.db, job.id, from, today), from, today) };
}

/**
 * The window a query asks for: 30 by default; anything but 30 or 90 is a 400 (the contract), a
 * repeated `days` (an array) too, which the query schema alone would refuse with 422.
 */
export function statsWindow(days: unknown): CompanyStatsWindow {
  if (days === undefined) return 30;
  if (typeof days !== 'string') throw badRequest(DAYS_INVALID, ERROR_CODES.badRequest);
  const n = Number(days);
  const found = COMPANY_STATS_WINDOWS.find((w) => w === n && String(w) === days.trim());
  if (!found) throw badRequest(DAYS_INVALID, ERROR_CODES.badRequest);
  return found;
}

/** GET employ/stats?days=30|90: the company's jobs per day, and who applied (counts only). */
export async function getCompanyStats(
  deps: DbDeps,
  opts: { user: AuthUser; days: string | undefined } & Clock,
): Promise<CompanyStats> {
  const window = statsWindow(opts.days);
  const company = await findOwnCompany(deps, { userId: opts.user.id });
  if (!company) throw notFound(MESSAGES.dataNotFound);
  const today = todayOf(opts);
  const from = addDays(today, -(window - 1));
  const [rows, qualification, experience, nationality] = await Promise.all([
    readCompanyDays(deps.db, company.id, from, today),
    countApplicantsBy(deps.db, company.id, from, 'qualification'),
    countApplicantsBy(deps.db, company.id, from, 'experience'),
    countApplicantsBy(deps.db, company.id, from, 'nationality'),
  ]);
  return {
    days: presentDays(rows, from, today),
    applicants: { qualification, experience, nationality },
  };
}

/** How many days back the background rollup recomputes each time: today and yesterday (a late move). */
export const ROLLUP_DAYS = 2;

/** The days the first run of an instance recomputes: those missed while no instance ran (a deploy gap). */
export const START_ROLLUP_DAYS = 7;

/**
 * The rollup as the server schedules it (main.ts, every few minutes): each run recomputes from the
 * first day not yet rolled up by a run that succeeded, and never less than the last ROLLUP_DAYS. A run
 * that fails (the database away) moves nothing on, so the next one that succeeds takes in every day the
 * outage spanned, not only today and yesterday; an instance's first run covers START_ROLLUP_DAYS. Runs
 * are set, not added (rollUpApplicationDays), so a wider window costs time, never correctness. At most a
 * year of days at once (MAX_JOB_DAYS): a job's answer shows no more.
 */
export function createJobDaysRollup(deps: DbDeps, clock: Clock = {}) {
  let pendingFrom: string | null = null;
  return async function run(): Promise<number> {
    const today = todayOf(clock);
    const recent = addDays(today, -(ROLLUP_DAYS - 1));
    const oldest = addDays(today, -(MAX_JOB_DAYS - 1));
    const wanted = pendingFrom ?? addDays(today, -(START_ROLLUP_DAYS - 1));
    const from = wanted < oldest ? oldest : wanted < recent ? wanted : recent;
    const rows = await rollUpApplicationDays(deps.db, from, today);
    // Only after success: today is done but may still change, yesterday may see a late stage move.
    pendingFrom = recent;
    return rows;
  };
}

/**
 * Recomputes applications and shortlisted per job for the last `days` Maldives days (the background
 * work runs it every few minutes; the demo seed over its whole history). Idempotent: numbers are set
 * from the applications and the stage history, never added. Answers how many (job, day) rows it set.
 */
export async function rollUpJobDays(deps: DbDeps, opts: { days?: number } & Clock = {}): Promise<number> {
  const today = todayOf(opts);
  return rollUpApplicationDays(deps.db, addDays(today, -((opts.days ?? ROLLUP_DAYS) - 1)), today);
}
