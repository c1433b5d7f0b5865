import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The lookup lists (sector, category, location…) the forms and filters offer.

export const lookupFields = pgTable(
  'lookup_fields',
  {
    id: serial('id').primaryKey(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lookup_fields_field_value_key').on(t.field, t.value)],
);
