import { sql } from 'drizzle-orm';
import { CURRENCIES, PACKAGE_TYPES, SUBSCRIPTION_DAYS } from '@portal/shared/constants';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { PRICING_PLANS } from '@portal/shared/pricing';
import type { Db } from '../db/client';
import { lookupFields, packages } from '../db/schema';

/** The four plans of SPEC §9, from the shared constant the pricing page shows (no second copy). */
export const PACKAGE_SEED = PRICING_PLANS.map((plan, i) => ({
  code: plan.key,
  type: plan.type,
  name: plan.sectorLabel,
  sector: plan.sector,
  description: plan.note ?? `${plan.name} plan for the ${plan.sectorLabel.toLowerCase()}.`,
  features: [...plan.features],
  pricePerUnitMinor: plan.price * 100,
  currency: plan.currency === 'MVR' ? CURRENCIES.MVR : CURRENCIES.USD,
  durationDays: plan.type === PACKAGE_TYPES.annual ? SUBSCRIPTION_DAYS.annual : SUBSCRIPTION_DAYS.payPerJob,
  sortOrder: i + 1,
}));

/** Idempotent: inserts missing lookup values (admins may have edited or added others) and upserts packages. */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows = Object.entries(LOOKUP_VALUES).flatMap(([field, values]) =>
    values.map((value, i) => ({ field, value, sortOrder: i + 1 })),
  );
  await db.insert(lookupFields).values(rows).onConflictDoNothing();
  await db
    .insert(packages)
    .values(PACKAGE_SEED)
    .onConflictDoUpdate({
      target: packages.code,
      set: {
        name: sql`excluded.name`,
        type: sql`excluded.type`,
        sector: sql`excluded.sector`,
        description: sql`excluded.description`,
        features: sql`excluded.features`,
        pricePerUnitMinor: sql`excluded.price_per_unit_minor`,
        currency: sql`excluded.currency`,
        durationDays: sql`excluded.duration_days`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
