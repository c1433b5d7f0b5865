import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageTemplateKind } from '@portal/shared/rules/candidate-messages';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { companies } from './companies';
import { applications } from './applications';

// Messages to candidates (issue 27, point 4; decision 0043).

/** A company's message templates; every company gets the two defaults once (companies.message_templates_seeded). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<MessageTemplateKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('message_templates_company_idx').on(t.companyId, t.id),
    check('message_templates_kind_check', sql`${t.kind} in ('interview', 'regret', 'other')`),
  ],
);

/**
 * A message as mailed to the candidate of an application (placeholders filled): the candidate reads it on
 * /my-applications. `outbox_key` names its mail in the outbox.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxKey: text('outbox_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The seeker's list and the daily count read an application's messages by time.
    index('application_messages_application_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('application_messages_outbox_key').on(t.outboxKey),
  ],
);
