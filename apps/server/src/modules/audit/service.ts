import type { DbDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import { insertAdminAction, selectRecentAdminActions } from './repository';
import { summariseAdminAction } from './summary';
import type { AuditTarget } from './targets';

export {
  atollTarget,
  companyTarget,
  invoiceTarget,
  islandTarget,
  jobTarget,
  lookupTarget,
  unplacedTarget,
  type AuditTarget,
} from './targets';

// Every operator action is recorded — who, what, to which record, when (issue 8) — in the same
// transaction as the action, so that the record and the change exist together or not at all. The
// record names its target as it was then (issue 25, point 6; decision 0034).

export interface AdminActionInput {
  /** The operator; null for what the portal did on the bank's word (a card payment, decision 0046). */
  adminUserId: number | null;
  action: string;
  /** What it acted on; every writer names it (targets.ts). */
  target: AuditTarget;
  detail?: Record<string, unknown>;
}

/** Records an operator's action: `{ db: tx }`, the action's own transaction (never a connection of its own). */
export async function recordAdminAction(deps: DbDeps, options: AdminActionInput): Promise<void> {
  await insertAdminAction(deps.db, {
    adminUserId: options.adminUserId,
    action: options.action,
    subjectType: options.target.type,
    subjectId: options.target.id,
    targetLabel: options.target.label,
    detail: options.detail ?? {},
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

/** The latest actions, newest first (the dashboard's list, 20 unless told). */
export async function listRecentAdminActions(
  deps: DbDeps,
  options: { limit?: number } = {},
): Promise<AdminActionView[]> {
  const rows = await selectRecentAdminActions(deps.db, options.limit ?? 20);
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
