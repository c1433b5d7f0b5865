import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lookupFields } from '../../db/schema';

export function listLookupRows(db: DbOrTx) {
  return db
    .select({ id: lookupFields.id, field: lookupFields.field, value: lookupFields.value })
    .from(lookupFields)
    .orderBy(asc(lookupFields.field), asc(lookupFields.sortOrder), asc(lookupFields.id));
}
