import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminActions, users } from '../../db/schema';
import { isoDate } from '../../lib/iso-date';

// Every operator action is recorded — who, what, to which record, when (issue 8) — in the same
// transaction as the action, so that the record and the change exist together or not at all.

export interface AdminActionInput {
  adminUserId: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  detail?: Record<string, unknown>;
}

export async function recordAdminAction(tx: DbOrTx, input: AdminActionInput): Promise<void> {
  await tx.insert(adminActions).values({ ...input, detail: input.detail ?? {} });
}

export interface AdminActionView {
  id: number;
  action: string;
  subject_type: string;
  subject_id: number | null;
  detail: Record<string, unknown>;
  admin_email: string | null;
  created_at: string;
}

/** The latest actions, newest first (the dashboard's list). */
export async function listRecentAdminActions(db: DbOrTx, limit = 20): Promise<AdminActionView[]> {
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      subjectType: adminActions.subjectType,
      subjectId: adminActions.subjectId,
      detail: adminActions.detail,
      adminEmail: users.email,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.adminUserId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    detail: r.detail,
    admin_email: r.adminEmail,
    created_at: isoDate(r.createdAt),
  }));
}
