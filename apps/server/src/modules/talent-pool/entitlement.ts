import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '@portal/shared/constants';
import { subscriptionEntitlement } from '@portal/shared/rules/billing';
import { canUseTalentPool } from '@portal/shared/rules/entitlement';
import { companies, subscriptions, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';

// The talent pool's gate read with the session (issue 34, point 3): the routes ask the session lookup
// (plugins/auth.ts `withSession`) for the employer's company and its subscriptions in the same query, so
// a search costs one round trip for the session and the entitlement, and one for the page and its count.
// The decision is the shared rules', as billing's talentPoolCompany makes it for the other callers.

/** The signed-in user's live company and its subscriptions, as JSON (null without a company). */
export const entitlementWithSession = sql`(
  select json_build_object('companyId', c.id, 'subscriptions', coalesce((
    select json_agg(json_build_object('id', s.id, 'type', s.type, 'startsAt', s.starts_at,
      'expiresAt', s.expires_at, 'jobsTotal', s.jobs_total, 'jobsUsed', s.jobs_used))
    from ${subscriptions} s where s.company_id = c.id), '[]'::json))
  from ${companies} c where c.user_id = ${users.id} and c.deleted_at is null)`;

const entitlementRow = z
  .object({
    companyId: z.number(),
    subscriptions: z.array(
      z.object({
        id: z.number(),
        type: z.number(),
        startsAt: z.string(),
        expiresAt: z.string(),
        jobsTotal: z.number().nullable(),
        jobsUsed: z.number(),
      }),
    ),
  })
  .nullable();

/**
 * The company whose talent-pool access the user has (SPEC §4 Talent pool access, §6): a verified
 * employer whose company has an active annual subscription; null otherwise. `read` is what
 * entitlementWithSession answered with the session.
 */
export function talentPoolCompanyOf(
  user: Pick<AuthUser, 'role' | 'emailVerifiedAt'>,
  read: unknown,
  now: Date,
): number | null {
  if (user.role !== ROLES.employer || user.emailVerifiedAt === null) return null;
  const company = entitlementRow.parse(read ?? null);
  if (!company) return null;
  const entitlement = { emailVerified: true, ...subscriptionEntitlement(company.subscriptions, now) };
  return canUseTalentPool(entitlement, now) ? company.companyId : null;
}
