import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { adminActions, jobs } from '../src/db/schema';
import { listRecentAdminActions } from '../src/modules/audit/service';

import {
  insertOldAdminAction,
  insertOldInvoice,
  insertOldEmployer,
  insertOldJob,
  openDatabaseBefore,
} from './migration-before';

// Migration 0018 (issue 25, point 6; decision 0034): the entries the operators' log held before it
// stored what each acted on are named from what is left — the job's title as recorded then with its
// company, the invoice with its company, the company's and the lookup value's names as recorded — so the
// dashboard reads them as it reads the new ones.

const MIGRATION = '0018_admin_action_targets';

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

describe(`migration ${MIGRATION}`, () => {
  it('names the targets of the entries written before it', async () => {
    const db = database.db;
    const { company } = await insertOldEmployer(database, { name: 'Sunset Reef' });
    const job = await insertOldJob(database, company.id, { title: 'Boat Captain (renamed since)' });
    const invoice = await insertOldInvoice(database, company.id);
    const old = (action: string, subjectType: string, subjectId: number | null, detail = {}) =>
      insertOldAdminAction(database, { action, subjectType, subjectId, detail });
    const ids = [
      await old('job.approve', 'job', job.id, { title: 'Boat Captain' }),
      await old('job.reject', 'job', 999_999, { title: 'Deleted Chef', reason: 'No salary' }),
      await old('invoice.confirm-payment', 'invoice', invoice.id, { company_id: company.id }),
      await old('company.verify', 'company', company.id, { name: 'Sunset Reef Ltd' }),
      await old('field.rename', 'lookup', 7, { field: 'work_categories', from: 'Chef', to: 'Cook' }),
      await old('field.add', 'lookup', 8, { field: 'job_types', value: 'Seasonal' }),
    ].map((r) => r.id);

    await database.migrate(); // every committed migration from here, as a start runs them

    const labels = await db
      .select({ label: adminActions.targetLabel })
      .from(adminActions)
      .where(inArray(adminActions.id, ids))
      .orderBy(asc(adminActions.id));
    expect(labels.map((r) => r.label)).toEqual([
      "'Boat Captain' of Sunset Reef",
      "'Deleted Chef'",
      `INV-${invoice.id} for Sunset Reef`,
      'Sunset Reef Ltd',
      "'Chef' (Categories)",
      "'Seasonal' (Job types)",
    ]);
    const summaries = (await listRecentAdminActions({ db })).filter((a) => ids.includes(a.id));
    expect(summaries.map((a) => a.summary).sort()).toEqual(
      [
        "Approved job 'Boat Captain' of Sunset Reef",
        "Rejected job 'Deleted Chef'",
        `Confirmed payment of invoice INV-${invoice.id} for Sunset Reef`,
        'Gave the verified badge to company Sunset Reef Ltd',
        "Renamed value 'Chef' (Categories) to 'Cook'",
        "Added value 'Seasonal' (Job types)",
      ].sort(),
    );
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.title).toBe(
      'Boat Captain (renamed since)',
    );
  });
});
