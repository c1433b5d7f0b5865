import type { ServiceDeps } from '../../lib/deps';
import { listLookupRows } from './repository';

/** Every lookup entry as (field, value), in dropdown order. */
export async function listLookups({ db }: Pick<ServiceDeps, 'db'>) {
  return listLookupRows(db);
}
