import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployer } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { seededRandom, type SeededRandom } from '../../../test/seeded-random';
import { jobs } from '../../db/schema';
import { countMatchingOpenJobs, findOpenJobsPage } from './repository';
import { keywordMatchesFromJobs, outOfStepJobs } from './test-support';

// A property test of the keyword search relation (issue 34): seeded random sequences of writes to jobs —
// inserts of one or several rows, updates of each searched column, of the flags and the sort keys, of
// other columns, of many rows at once, deletions, and transactions rolled back — and after each write the
// relation is in step with jobs; every few writes, each keyword's page and count through the relation are
// what a query on jobs alone answers. A failure names the seed and the writes that led to it.

let t: TestContext;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await buildEmployer(t.app)).company.id;
});
afterAll(() => t.close());

const WORDS = [
  'Chef',
  'Pastry',
  'Front',
  'Office',
  'Manager',
  'Diver',
  'Lagoon',
  'Reef',
  'guest',
  "Hon'daidhoo",
  'Hon’daidhoo',
  'Hondaidhoo',
];
const PLACES = ["Male'", 'Baa', "Hon'daidhoo", 'Addu City', 'Raa'];
const COMPANIES = ['Reef Resort', "Hon'daidhoo Retreat", 'Lagoon Holdings'];
const CATEGORIES = ['Administration', 'Housekeeping'];
const QUERIES = [
  'chef',
  'pastry chef',
  '"front office"',
  'chef -pastry',
  'manager or diver',
  'hondaidhoo',
  "Hon'daidhoo",
  'male',
  'reef',
  'guest lagoon',
];
const DAY = 86_400_000;

type Random = SeededRandom;
const words = (r: Random, n: number) => Array.from({ length: n }, () => r.pick(WORDS)).join(' ');
const day = (r: Random, from: number, to: number) =>
  new Date(Date.now() + (from + r.next() * (to - from)) * DAY).toISOString();

function newJob(r: Random) {
  return {
    companyId,
    title: words(r, 1 + r.int(3)),
    description: `<p>${words(r, 2 + r.int(6))}</p>`,
    sector: 'Private (Tourism)',
    category: r.pick(CATEGORIES),
    type: 'Full-time',
    positions: '01',
    salaryRange: 'MVR 10000 - 14999',
    location: r.pick(PLACES),
    qualification: 'A Level',
    experience: '1 - 2 years',
    companyName: r.pick(COMPANIES),
    createdAt: day(r, -30, 0),
    expiredAt: day(r, -5, 20),
    approved: r.pick([0, 1, 1, 1, 2]),
    active: r.next() < 0.85,
  };
}

/** One random write; answers what it did, for the failure message. */
async function randomWrite(r: Random): Promise<string> {
  const ids = (await t.app.db.select({ id: jobs.id }).from(jobs)).map((j) => j.id);
  const db = t.app.db;
  const one = ids.length > 0 ? r.pick(ids) : null;
  // Inserts a quarter of the time, so that the table grows while the other writes reshape it.
  const op = one === null || r.next() < 0.25 ? 0 : 1 + r.int(12);
  const set = (values: Partial<typeof jobs.$inferInsert>) =>
    db.update(jobs).set(values).where(eq(jobs.id, one!));
  switch (op) {
    case 0: {
      const rows = Array.from({ length: 1 + r.int(3) }, () => newJob(r));
      await db.insert(jobs).values(rows);
      return `insert ${rows.length}`;
    }
    case 1:
      await set({ title: words(r, 1 + r.int(3)) });
      return `title of ${one}`;
    case 2:
      await set({ description: `<p>${words(r, 2 + r.int(6))}</p>` });
      return `description of ${one}`;
    case 3:
      await set({ location: r.pick(PLACES) });
      return `place of ${one}`;
    case 4:
      await set({ approved: r.pick([0, 1, 2]) });
      return `approval of ${one}`;
    case 5:
      await set({ active: r.next() < 0.5 });
      return `active of ${one}`;
    case 6:
      await set({ expiredAt: day(r, -5, 20) });
      return `closing date of ${one}`;
    case 7:
      await set({ createdAt: day(r, -30, 0) });
      return `created_at of ${one}`;
    case 8:
      await set({ positions: String(1 + r.int(9)).padStart(2, '0') });
      return `positions (not searched) of ${one}`;
    case 9: {
      const category = r.pick(CATEGORIES);
      await db
        .update(jobs)
        .set({ active: sql`not ${jobs.active}` })
        .where(eq(jobs.category, category));
      return `active flipped in ${category}`;
    }
    case 10: {
      const gone = ids.filter(() => r.next() < 0.2).slice(0, 3);
      if (gone.length > 0) await db.delete(jobs).where(inArray(jobs.id, gone));
      return `delete ${gone.join(',')}`;
    }
    case 11:
      await set({ companyName: r.pick(COMPANIES) });
      return `company name of ${one}`;
    default: {
      // (12) Written and rolled back: neither table keeps any of it.
      await db
        .transaction(async (tx) => {
          await tx
            .update(jobs)
            .set({ title: 'Rolled Back Chef', approved: 1, active: true })
            .where(eq(jobs.id, one!));
          await tx.insert(jobs).values(newJob(r));
          throw new Error('roll back');
        })
        .catch((err: Error) => {
          if (err.message !== 'roll back') throw err;
        });
      return `rolled back a write to ${one}`;
    }
  }
}

/**
 * Every query's page (all of it) and count through the relation against jobs alone; answers how many of
 * them found something.
 */
async function expectSameAnswers(context: string): Promise<number> {
  let nonEmpty = 0;
  for (const q of QUERIES) {
    // Newest first is read by either scan (./keyword-scan.ts): both answer the same page.
    for (const [category, rank, scan] of [
      [undefined, false, 'recent'],
      [undefined, false, 'matches'],
      [undefined, true, undefined],
      ['Housekeeping', false, 'recent'],
      ['Housekeeping', false, 'matches'],
    ] as const) {
      const expected = await keywordMatchesFromJobs(t.app.db, { q, category, rank });
      const page = await findOpenJobsPage(t.app.db, { q, category }, { limit: 1000, offset: 0, rank, scan });
      const label = `${context}; q=${q} category=${category} rank=${rank} scan=${scan}`;
      expect(
        page.map((j) => j.id),
        label,
      ).toEqual(expected);
      // A window inside the list: a page is chosen in the list's order, not only sorted in it.
      const window = await findOpenJobsPage(t.app.db, { q, category }, { limit: 3, offset: 1, rank, scan });
      expect(
        window.map((j) => j.id),
        `${label}; offset 1`,
      ).toEqual(expected.slice(1, 4));
      expect(await countMatchingOpenJobs(t.app.db, { q, category }), label).toBe(expected.length);
      if (expected.length > 0) nonEmpty++;
    }
  }
  return nonEmpty;
}

describe('the keyword search relation under random writes', () => {
  for (const seed of [34, 2026, 77_331]) {
    it(`stays in step and answers as jobs do (seed ${seed})`, async () => {
      const r = seededRandom(seed);
      const done: string[] = [];
      let answered = 0;
      for (let step = 1; step <= 40; step++) {
        done.push(await randomWrite(r));
        const context = `seed ${seed}, after: ${done.join('; ')}`;
        expect(await outOfStepJobs(t.app.db), context).toEqual([]);
        if (step % 8 === 0) answered += await expectSameAnswers(context);
      }
      // Not a vacuous comparison: more than half of the comparisons (5 checks of 5 per query) found jobs.
      expect(answered).toBeGreaterThan((5 * 5 * QUERIES.length) / 2);
    });
  }
});
