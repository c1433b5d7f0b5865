import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { searchTalentPool } from '../src/modules/talent-pool/repository';
import { outOfStepProfiles } from '../src/modules/talent-pool/test-support';
import { insertOldSeeker, openDatabaseBefore } from './migration-before';

// Migration 0030 (issue 34, decision 0061): the profiles written before it get their rows in
// talent_pool_entries — the findable ones only, each card with its current job — so the pool finds
// them as it did, and later writes reach the relation through the triggers.

const MIGRATION = '0030_talent_pool_entries';

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

const today = new Date().toISOString().slice(0, 10);
const pool = async () =>
  (await searchTalentPool(database.db, { filters: { placeKeys: null }, today, limit: 100, offset: 0 })).rows;

describe(`migration ${MIGRATION}`, () => {
  it('fills the relation from the findable profiles there are, then follows new writes', async () => {
    const db = database.db;
    const visible = await insertOldSeeker(database);
    const hidden = await insertOldSeeker(database);
    const deleted = await insertOldSeeker(database);
    await db.execute(sql`update job_seeker_profiles set seeking_job = false where id = ${hidden.profileId}`);
    await db.execute(sql`update job_seeker_profiles set deleted_at = now() where id = ${deleted.profileId}`);
    const resume = (await db.execute(
      sql`insert into resumes (job_seeker_profile_id, introduction) values (${visible.profileId}, 'Hi') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const experience = (title: string, current: boolean, from: string) =>
      db.execute(sql`insert into experiences (resume_id, employer, job_category, job_title, year_from, current,
          referee_name, referee_contact, referee_phone, work_summary)
        values (${resume.rows[0]!.id}, 'Sun Island', 'Front Office', ${title}, ${from}, ${current},
          'A', 'a@b.mv', '+960 7770001', 'Work')`);
    await experience('Night Auditor', true, '2015-01-01');
    await experience('Waiter', false, '2020-01-01');

    await database.migrate(); // every committed migration from here, as a start runs them

    expect(await outOfStepProfiles(db)).toEqual([]);
    expect((await pool()).map((c) => [c.userId, c.currentJob])).toEqual([[visible.userId, 'Night Auditor']]);

    await db.execute(sql`update job_seeker_profiles set seeking_job = true where id = ${hidden.profileId}`);
    await experience('Head Waiter', true, '2023-01-01');
    expect(await outOfStepProfiles(db)).toEqual([]);
    expect((await pool()).map((c) => c.userId).sort()).toEqual([visible.userId, hidden.userId].sort());
    expect((await pool()).find((c) => c.userId === visible.userId)?.currentJob).toBe('Head Waiter');
  });
});
