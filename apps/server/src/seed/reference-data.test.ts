import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { PRICING_PLANS } from '@portal/shared/pricing';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { lookupFields, packages } from '../db/schema';
import { seedReferenceData } from './reference-data';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('reference data seed', () => {
  it('seeds the four plans of SPEC §9 with the prices the pricing page shows', async () => {
    const rows = await t.app.db.select().from(packages).orderBy(asc(packages.sortOrder));
    expect(rows.map((r) => [r.code, r.type, r.pricePerUnitMinor / 100, r.currency, r.durationDays])).toEqual([
      ['annual-private', 1, 3000, 1, 365],
      ['annual-tourism', 1, 7710, 1, 365],
      // Pay-per-job postings keep for a year; each job posted with one is live at most 20 days.
      ['payper-private', 2, 500, 1, 365],
      ['payper-tourism', 2, 1000, 1, 365],
    ]);
    expect(rows.map((r) => r.pricePerUnitMinor / 100)).toEqual(PRICING_PLANS.map((p) => p.price));
  });

  it('is idempotent and keeps values an admin added', async () => {
    await t.app.db
      .insert(lookupFields)
      .values({ field: 'work_categories', value: 'Aviation', sortOrder: 99 });
    await seedReferenceData(t.app.db);
    await seedReferenceData(t.app.db);
    const [{ count } = { count: 0 }] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(lookupFields);
    const seeded = Object.values(LOOKUP_VALUES).reduce((n, values) => n + values.length, 0);
    expect(count).toBe(seeded + 1);
    const [{ packagesCount } = { packagesCount: 0 }] = await t.app.db
      .select({ packagesCount: sql<number>`count(*)::int` })
      .from(packages);
    expect(packagesCount).toBe(4);
  });
});
