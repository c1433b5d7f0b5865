import type { DbOrTx } from '../../db/client';
import { listLookupRows } from './repository';

/** Every lookup entry as (field, value), in dropdown order. */
export async function listLookups(db: DbOrTx) {
  return listLookupRows(db);
}
