import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminActions, users } from '../../db/schema';

// The SQL of the operators' audit log (admin_actions): ./service.ts keeps the rules.

export type AdminActionValues = typeof adminActions.$inferInsert;

export async function insertAdminAction(db: DbOrTx, values: AdminActionValues): Promise<void> {
  await db.insert(adminActions).values(values);
}

/** The latest entries with their operator's email, newest first: one query, no look-up per entry. */
export function selectRecentAdminActions(db: DbOrTx, limit: number) {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      subjectType: adminActions.subjectType,
      subjectId: adminActions.subjectId,
      targetLabel: adminActions.targetLabel,
      detail: adminActions.detail,
      adminEmail: users.email,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.adminUserId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit);
}

export type AdminActionRow = Awaited<ReturnType<typeof selectRecentAdminActions>>[number];
