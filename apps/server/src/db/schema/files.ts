import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// Uploaded files (the bytes live in storage; the name and detected type here).

/** Uploaded files: the storage key is random; the original name and detected type are kept here. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * False for a file uploaded ahead of the record that will hold it (`POST document-upload`): such a
     * file is an opaque `uri` of its uploader until attached, and removed after a day if never attached.
     */
    attached: boolean('attached').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`not ${t.attached}`),
    // Preview images are looked up by name (modules/files/repository.ts findGeneratedFile, migration 0029).
    index('files_generated_name_idx')
      .on(t.originalName)
      .where(sql`${t.ownerUserId} is null`),
  ],
);
