import type { Lang } from '@portal/shared/lang';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PlaceKind } from '@portal/shared/rules/places';
import type { DbOrTx } from '../../db/client';
import { openJobSql } from '../../db/job-visibility';
import { companies, jobAlertsSent, jobs, preferences, users } from '../../db/schema';

// Job alerts (issue 10): preferences that asked for them, the open jobs they match, and the record of
// what was sent (job_alerts_sent), which is what makes a job reach a seeker once at most.

export interface AlertJobRow {
  id: number;
  title: string;
  companyName: string;
  sector: string;
  category: string;
  type: string;
  salaryRange: string;
  location: string;
  placeKind: PlaceKind;
  placeAtoll: string | null;
  placeIsland: string | null;
  placeResort: string | null;
  expiredAt: string;
  approvedAt: string | null;
}

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  sector: jobs.sector,
  category: jobs.category,
  type: jobs.type,
  salaryRange: jobs.salaryRange,
  location: jobs.location,
  placeKind: jobs.placeKind,
  placeAtoll: jobs.placeAtoll,
  placeIsland: jobs.placeIsland,
  placeResort: jobs.placeResort,
  expiredAt: jobs.expiredAt,
  approvedAt: jobs.approvedAt,
};

const liveCompany = and(isNull(companies.deletedAt));

/** An open job, for its instant alerts (null when no longer open). */
export async function findOpenJob(db: DbOrTx, jobId: number): Promise<AlertJobRow | null> {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), openJobSql(), liveCompany))
    .limit(1);
  return row ?? null;
}

/** Open jobs approved after `since` in these categories, newest first (a daily digest's candidates). */
export function openJobsApprovedSince(
  db: DbOrTx,
  since: string,
  categories: string[],
): Promise<AlertJobRow[]> {
  if (categories.length === 0) return Promise.resolve([]);
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(openJobSql(), liveCompany, gt(jobs.approvedAt, since), inArray(jobs.category, categories)))
    .orderBy(desc(jobs.approvedAt))
    .limit(500);
}

export interface AlertSubscriber {
  preferenceId: number;
  userId: number;
  email: string;
  /** The language the subscriber reads the portal's mails in (issue 31). */
  lang: Lang;
  token: string;
  createdAt: string;
  lastDigestAt: string | null;
  work_sector: string;
  work_category: string;
  job_type: string;
  salary_range: string;
  preferred_location: string;
  /** Every preferred place, readable (issue 28); the first is preferred_location. */
  preferred_locations: string[];
}

const subscriberColumns = {
  preferenceId: preferences.id,
  userId: preferences.userId,
  email: users.email,
  lang: users.lang,
  token: preferences.unsubscribeToken,
  createdAt: preferences.createdAt,
  lastDigestAt: preferences.lastDigestAt,
  work_sector: preferences.workSector,
  work_category: preferences.workCategory,
  job_type: preferences.jobType,
  salary_range: preferences.salaryRange,
  preferred_location: preferences.preferredLocation,
  preferred_locations: preferences.preferredLocations,
};

/** Only verified, not deleted accounts get alerts. */
const reachable = and(isNotNull(users.emailVerifiedAt), isNull(users.deletedAt));

/** Instant subscribers whose category and sector are the job's (the index narrows; the rule decides). */
export function instantSubscribersFor(
  db: DbOrTx,
  job: { category: string; sector: string },
): Promise<AlertSubscriber[]> {
  return db
    .select(subscriberColumns)
    .from(preferences)
    .innerJoin(users, eq(users.id, preferences.userId))
    .where(
      and(
        eq(preferences.alertFrequency, 'instant'),
        eq(preferences.workCategory, job.category),
        eq(preferences.workSector, job.sector),
        reachable,
      ),
    );
}

/** Daily subscribers whose last digest is older than `before` (or who never had one). */
export function dailySubscribersDue(db: DbOrTx, before: string, limit = 200): Promise<AlertSubscriber[]> {
  return db
    .select(subscriberColumns)
    .from(preferences)
    .innerJoin(users, eq(users.id, preferences.userId))
    .where(
      and(
        eq(preferences.alertFrequency, 'daily'),
        or(isNull(preferences.lastDigestAt), lt(preferences.lastDigestAt, before)),
        reachable,
      ),
    )
    .orderBy(preferences.id)
    .limit(limit);
}

/**
 * Records that these jobs go to this seeker and answers the ones not sent before. Concurrent senders
 * (two instances, a retried task) each get a disjoint set: the unique key decides.
 */
export async function claimJobsFor(tx: DbOrTx, userId: number, jobIds: number[]): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await tx
    .insert(jobAlertsSent)
    .values(jobIds.map((jobId) => ({ userId, jobId })))
    .onConflictDoNothing()
    .returning({ jobId: jobAlertsSent.jobId });
  return rows.map((r) => r.jobId);
}

/** Marks a daily digest as done (guarded by the value read, so two instances do not both send). */
export async function markDigest(
  tx: DbOrTx,
  preferenceId: number,
  previous: string | null,
  at: string,
): Promise<boolean> {
  const rows = await tx
    .update(preferences)
    .set({ lastDigestAt: at })
    .where(
      and(
        eq(preferences.id, preferenceId),
        previous === null ? isNull(preferences.lastDigestAt) : eq(preferences.lastDigestAt, previous),
      ),
    )
    .returning({ id: preferences.id });
  return rows.length > 0;
}

/**
 * Turns alerts off for the preference holding this token. Answers the seeker's language (issue 31: the
 * page that confirms it is written in it), read in the same statement, or null when no preference holds
 * the token.
 */
export async function turnOffByToken(db: DbOrTx, token: string): Promise<{ lang: Lang } | null> {
  const rows = await db
    .update(preferences)
    .set({ alertFrequency: 'off', updatedAt: sql`now()` })
    .where(eq(preferences.unsubscribeToken, token))
    .returning({
      lang: sql<Lang>`(select ${users.lang} from ${users} where ${users.id} = ${preferences.userId})`,
    });
  return rows[0] ?? null;
}
