import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { applications } from '../src/db/schema';
import { buildJobseeker } from './factories';
import { insertOldEmployer, insertOldJob, openDatabaseBefore } from './migration-before';

// Migration 0020 (issue 27, decision 0041): the applications stored before stages get one from what was
// stored — shortlisted → 'shortlisted', opened by the employer → 'reviewed', the others 'new' — with
// is_favorite unchanged, so SPEC's shortlist reads as before.

const MIGRATION = '0020_pipeline_stages';

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

describe(`migration ${MIGRATION}`, () => {
  it('gives the applications stored before it their stage', async () => {
    const db = database.db;
    const app = { db } as unknown as App; // the factories only use the database
    const { company } = await insertOldEmployer(database);
    const job = await insertOldJob(database, company.id);
    // Plain SQL: the schema's insert names today's columns, which the older table does not have.
    const old = async (favorite: boolean, viewed: boolean) => {
      const seeker = await buildJobseeker(app);
      const result = (await db.execute(sql`
        insert into applications (candidate_id, job_id, company_id, email, cover_note, is_favorite, viewed_at)
        values (${seeker.id}, ${job.id}, ${company.id}, ${seeker.email}, 'Hello', ${favorite},
          ${viewed ? sql`now()` : sql`null`})
        returning id`)) as unknown as { rows: { id: number }[] };
      return Number(result.rows[0]!.id);
    };
    const ids = [
      await old(false, false),
      await old(false, true),
      await old(true, false),
      await old(true, true),
    ];

    await database.migrate(); // every committed migration from here, as a start runs them

    const rows = await db
      .select({
        stage: applications.stage,
        favorite: applications.isFavorite,
        at: applications.stageChangedAt,
      })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id));
    expect(rows).toEqual([
      { stage: 'new', favorite: false, at: null },
      { stage: 'reviewed', favorite: false, at: null },
      { stage: 'shortlisted', favorite: true, at: null },
      { stage: 'shortlisted', favorite: true, at: null },
    ]);
  });
});
