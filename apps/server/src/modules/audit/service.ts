import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminActions, users } from '../../db/schema';
import { isoDate } from '../../lib/iso-date';
import { summariseAdminAction } from './summary';
import type { AuditTarget } from './targets';

export { companyTarget, invoiceTarget, jobTarget, lookupTarget, type AuditTarget } from './targets';

// Every operator action is recorded — who, what, to which record, when (issue 8) — in the same
// transaction as the action, so that the record and the change exist together or not at all. The
// record names its target as it was then (issue 25, point 6; decision 0034).

export interface AdminActionInput {
  adminUserId: number;
  action: string;
  /** What it acted on; every writer names it (targets.ts). */
  target: AuditTarget;
  detail?: Record<string, unknown>;
}

export async function recordAdminAction(tx: DbOrTx, input: AdminActionInput): Promise<void> {
  await tx.insert(adminActions).values({
    adminUserId: input.adminUserId,
    action: input.action,
    subjectType: input.target.type,
    subjectId: input.target.id,
    targetLabel: input.target.label,
    detail: input.detail ?? {},
  });
}

export interface AdminActionView {
  id: number;
  action: string;
  subject_type: string;
  subject_id: number | null;
  target_label: string | null;
  /** The entry in words: "Approved job 'Boat Captain' of Sunset Reef". */
  summary: string;
  detail: Record<string, unknown>;
  admin_email: string | null;
  created_at: string;
}

/** The latest actions, newest first (the dashboard's list): one query, no look-up per entry. */
export async function listRecentAdminActions(db: DbOrTx, limit = 20): Promise<AdminActionView[]> {
  const rows = await db
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
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    target_label: r.targetLabel,
    summary: summariseAdminAction(r),
    detail: r.detail,
    admin_email: r.adminEmail,
    created_at: isoDate(r.createdAt),
  }));
}
