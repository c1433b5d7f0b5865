import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { buildJob } from '../../test/factories';
import { insertOldEmployer, insertOldJob, openDatabaseBefore } from '../../test/migration-before';
import type { App } from '../app';
import { countMatchingOpenJobs } from '../modules/jobs/repository';
import { outOfStepJobs } from '../modules/jobs/test-support';
import type { Database } from './client';

// Migration 0019 (issue 34): the jobs written before it get their rows in job_search, so a keyword finds
// them as it did, and the jobs written after it through the trigger.

const MIGRATION = '0019_job_search';

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

describe(`migration ${MIGRATION}`, () => {
  it('fills the search relation from the jobs there are, then follows new writes', async () => {
    const db = database.db;
    const app = { db } as unknown as App; // the factories only use the database
    const { company } = await insertOldEmployer(database, { name: 'Coral Atoll Resort' });
    // Plain SQL: the schema's insert names today's columns (0024's places), which the older table lacks.
    await insertOldJob(database, company.id, { title: 'Reef Guide', location: "Hon'daidhoo" });
    await insertOldJob(database, company.id, { title: 'Reef Cook', approved: JOB_APPROVAL.pending });
    await insertOldJob(database, company.id, { title: 'Reef Porter', active: false });

    await database.migrate(); // every committed migration from here, as a start runs them

    expect(await outOfStepJobs(db)).toEqual([]);
    expect(await countMatchingOpenJobs(db, { q: 'reef' })).toBe(1);
    expect(await countMatchingOpenJobs(db, { q: 'Hondaidhoo' })).toBe(1);
    await buildJob(app, company.id, { title: 'Reef Diver' });
    expect(await outOfStepJobs(db)).toEqual([]);
    expect(await countMatchingOpenJobs(db, { q: 'reef' })).toBe(2);
  });
});
