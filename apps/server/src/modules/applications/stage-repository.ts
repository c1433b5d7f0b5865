import type { Lang } from '@portal/shared/lang';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import {
  FAVORITE_STAGES,
  OPEN_STAGES,
  STAGES,
  toggledStage,
  type Stage,
} from '@portal/shared/rules/pipeline';
import type { DbOrTx } from '../../db/client';
import { applications, applicationStageChanges, companies, jobSeekerProfiles, jobs } from '../../db/schema';

// The hiring pipeline's writes and counts (issue 27, decision 0041). A change is one conditional UPDATE
// whose FROM locks the rows it reads (FOR UPDATE): the stage it moves from is the one it replaced, and a
// row already at the target is not touched, so racing calls write one change, never a lost one.

/** One application's change, as the UPDATE made it. */
export interface StageChange {
  id: number;
  from: Stage;
  to: Stage;
}

const listOf = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const favoriteSql = listOf(FAVORITE_STAGES);
const openSql = listOf(OPEN_STAGES);

async function changed(db: DbOrTx, statement: SQL): Promise<StageChange[]> {
  const result = (await db.execute(statement)) as unknown as {
    rows: { id: number; from_stage: Stage; to_stage: Stage }[];
  };
  return result.rows.map((r) => ({ id: Number(r.id), from: r.from_stage, to: r.to_stage }));
}

/**
 * Moves the company's applications among `ids` (or a closed job's remaining ones) that are not at `stage` yet; `is_favorite` is written with
 * the stage (the table's check holds the two together). Answers the changes made.
 */
export function moveToStage(
  db: DbOrTx,
  opts: { companyId: number; stage: Stage } & ({ ids: number[] } | { closedJobId: number }),
): Promise<StageChange[]> {
  const favorite = FAVORITE_STAGES.includes(opts.stage);
  const which = 'ids' in opts ? sql`id in (${listOf(opts.ids)})` : remainingOfClosedJob(opts.closedJobId);
  return changed(
    db,
    sql`update applications a
      set stage = ${opts.stage}, is_favorite = ${favorite}, stage_changed_at = now(), updated_at = now()
      from (
        select id, stage from applications
        where ${which} and company_id = ${opts.companyId} and stage <> ${opts.stage}
        order by id
        for update
      ) old
      where a.id = old.id
      returning a.id, old.stage as from_stage, a.stage as to_stage`,
  );
}

/**
 * A job's applications still at an open stage, only while the job takes none (force-closed or past its
 * closing date): the job's state is part of the statement, so a job reopened meanwhile moves nothing.
 */
function remainingOfClosedJob(jobId: number): SQL {
  return sql`job_id = ${jobId} and stage in (${openSql}) and exists (
    select 1 from jobs j
    where j.id = ${jobId} and j.approved = ${JOB_APPROVAL.approved} and not (j.active and j.expired_at > now())
  )`;
}

/** The job a close-out names: its company, and whether it is over (approved, then closed or expired). */
export async function closableJob(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      companyId: jobs.companyId,
      over: sql<boolean>`(${jobs.approved} = ${JOB_APPROVAL.approved} and not (${jobs.active} and ${jobs.expiredAt} > now()))`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

/** SPEC's shortlist toggle as a stage change: on → shortlisted, off (shortlisted or later) → reviewed. */
export async function toggleStage(db: DbOrTx, id: number): Promise<StageChange> {
  const off = toggledStage('shortlisted');
  const on = toggledStage('new');
  const [change] = await changed(
    db,
    sql`update applications a
      set stage = case when old.stage in (${favoriteSql}) then ${off} else ${on} end,
        is_favorite = not (old.stage in (${favoriteSql})),
        stage_changed_at = now(),
        updated_at = now()
      from (select id, stage from applications where id = ${id} for update) old
      where a.id = old.id
      returning a.id, old.stage as from_stage, a.stage as to_stage`,
  );
  return change!;
}

/** The history rows of the changes, in the changes' transaction. */
export async function recordStageChanges(
  db: DbOrTx,
  opts: { changes: StageChange[]; changedBy: number },
): Promise<void> {
  if (opts.changes.length === 0) return;
  await db.insert(applicationStageChanges).values(
    opts.changes.map((c) => ({
      applicationId: c.id,
      changedBy: opts.changedBy,
      fromStage: c.from,
      toStage: c.to,
    })),
  );
}

/**
 * Of the changes just recorded, the applications that reached their stage for the first time (one history
 * row to it: the one just written). Their seekers are mailed; a stage reached again is not.
 */
export async function firstArrivals(db: DbOrTx, changes: StageChange[]): Promise<Set<number>> {
  if (changes.length === 0) return new Set();
  const wanted = sql.join(
    changes.map((c) => sql`(${c.id}::int, ${c.to}::text)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select h.application_id as id from application_stage_changes h
    where (h.application_id, h.to_stage) in (${wanted})
    group by h.application_id, h.to_stage
    having count(*) = 1`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** Which of `ids` exist, with their companies (a bulk move checks every one before moving any). */
export function companiesOf(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: applications.id, companyId: applications.companyId })
    .from(applications)
    .where(inArray(applications.id, ids));
}

/** The applications as they are now, with their jobs' titles and companies' names (for answers and mails). */
export function stagedRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: applications.id,
      email: applications.email,
      stage: applications.stage,
      isFavorite: applications.isFavorite,
      stageChangedAt: applications.stageChangedAt,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      // What a message to the candidate (the regret) is filled and addressed with.
      companyId: applications.companyId,
      candidateName: jobSeekerProfiles.name,
      /** The language the candidate reads the portal's mails in (issue 31). */
      candidateLang: sql<Lang>`coalesce((select u.lang from users u where u.id = ${applications.candidateId}), 'en')`,
      hrEmail: companies.hrEmail,
      companyEmail: companies.email,
      ownerEmail: sql<string>`(select u.email from users u where u.id = ${companies.userId})`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.candidateId))
    .where(inArray(applications.id, ids))
    .orderBy(applications.id);
}
export type StagedRow = Awaited<ReturnType<typeof stagedRows>>[number];

/** Applications per stage of each of the jobs (one statement for a whole page of /jobs). */
export async function stageCountsOfJobs(
  db: DbOrTx,
  opts: { jobIds: number[]; companyId: number },
): Promise<Map<number, Record<Stage, number>>> {
  const counts = new Map<number, Record<Stage, number>>();
  if (opts.jobIds.length === 0) return counts;
  const rows = await db
    .select({
      jobId: applications.jobId,
      stage: applications.stage,
      count: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(and(inArray(applications.jobId, opts.jobIds), eq(applications.companyId, opts.companyId)))
    .groupBy(applications.jobId, applications.stage);
  for (const id of opts.jobIds) counts.set(id, Object.fromEntries(STAGES.map((s) => [s, 0])) as never);
  for (const r of rows) counts.get(r.jobId)![r.stage] = r.count;
  return counts;
}
