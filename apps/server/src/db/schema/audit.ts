import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// The operators' audit log.

/**
 * What the operators did (issue 8): who, what, to which record, when. Written in the same transaction as
 * the action; the dashboard lists the latest.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'invoice.confirm-payment', 'invoice.reject-slip', 'company.verify', 'field.rename'. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    /**
     * What it acted on, named as it was then ("'Boat Captain' of Sunset Reef", "INV-12 for Sunset Reef"):
     * the log stays true after a rename or a deletion (decision 0034). Null only for rows no backfill
     * could name.
     */
    targetLabel: text('target_label'),
    /** What changed, for the record (a reason, the old and new value). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt.desc())],
);
