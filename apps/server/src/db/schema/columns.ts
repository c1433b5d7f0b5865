import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the domain files of db/schema/.

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
