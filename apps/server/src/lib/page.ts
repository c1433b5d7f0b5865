import type { Paginated } from '@portal/shared/schemas/common';
import { pageCount } from '@portal/shared/rules/pagination';

/** The paginated shape of DESIGN §4 (`data, total, per_page, current_page, last_page`) for one page. */
export function pageOf<T>(data: T[], opts: { total: number; page: number; perPage: number }): Paginated<T> {
  return {
    data,
    total: opts.total,
    per_page: opts.perPage,
    current_page: opts.page,
    last_page: pageCount(opts.total, opts.perPage),
  };
}

/** The offset of a page (1-based) for LIMIT/OFFSET. */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
