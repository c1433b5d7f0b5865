import { sql } from 'drizzle-orm';
import { CURRENCIES, PACKAGE_TYPES, SUBSCRIPTION_DAYS } from '@portal/shared/constants';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import type { Db } from '../db/client';
import { lookupFields, packages } from '../db/schema';

const ANNUAL_FEATURES = [
  'Unlimited job ads',
  'Talent pool access',
  'Application management',
  'Attach an application form and PDF',
  'Limit applicants to Maldivian or foreign candidates',
];
const PAY_PER_JOB_FEATURES = [
  'Valid for 1 job ad',
  'Application management',
  'Attach an application form and PDF',
  'Limit applicants to Maldivian or foreign candidates',
  'No talent pool access',
];

/** The four plans of SPEC §9. Codes are stable; prices follow the spec on every start. */
export const PACKAGE_SEED = [
  {
    code: 'annual-private',
    type: PACKAGE_TYPES.annual,
    name: 'Private Sector',
    sector: 'private' as const,
    description: 'Annual subscription for private sector employers, guest houses and small businesses.',
    features: ANNUAL_FEATURES,
    pricePerUnit: 3000,
    durationDays: SUBSCRIPTION_DAYS.annual,
    sortOrder: 1,
  },
  {
    code: 'annual-tourism',
    type: PACKAGE_TYPES.annual,
    name: 'Tourism / Resort Sector',
    sector: 'tourism' as const,
    description:
      'Annual subscription for resorts only. Guest houses and small businesses should choose the Private Sector plan.',
    features: ANNUAL_FEATURES,
    pricePerUnit: 7710,
    durationDays: SUBSCRIPTION_DAYS.annual,
    sortOrder: 2,
  },
  {
    code: 'ppj-private',
    type: PACKAGE_TYPES.payPerJob,
    name: 'Private Sector',
    sector: 'private' as const,
    description: 'Pay per job ad, valid for 1 job ad.',
    features: PAY_PER_JOB_FEATURES,
    pricePerUnit: 500,
    durationDays: SUBSCRIPTION_DAYS.payPerJob,
    sortOrder: 3,
  },
  {
    code: 'ppj-tourism',
    type: PACKAGE_TYPES.payPerJob,
    name: 'Tourism / Resort Sector',
    sector: 'tourism' as const,
    description: 'Pay per job ad for resorts, valid for 1 job ad.',
    features: PAY_PER_JOB_FEATURES,
    pricePerUnit: 1000,
    durationDays: SUBSCRIPTION_DAYS.payPerJob,
    sortOrder: 4,
  },
];

/** Idempotent: inserts missing lookup values (admins may have edited or added others) and upserts packages. */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows = Object.entries(LOOKUP_VALUES).flatMap(([field, values]) =>
    values.map((value, i) => ({ field, value, sortOrder: i + 1 })),
  );
  await db.insert(lookupFields).values(rows).onConflictDoNothing();
  await db
    .insert(packages)
    .values(PACKAGE_SEED.map((p) => ({ ...p, currency: CURRENCIES.MVR })))
    .onConflictDoUpdate({
      target: packages.code,
      set: {
        name: sql`excluded.name`,
        type: sql`excluded.type`,
        sector: sql`excluded.sector`,
        description: sql`excluded.description`,
        features: sql`excluded.features`,
        pricePerUnit: sql`excluded.price_per_unit`,
        durationDays: sql`excluded.duration_days`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
