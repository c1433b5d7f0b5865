/**
 * Number of pages for a list. SPEC §9 rounds up for the public list and "rounds" for the talent pool and
 * employers list; rounding down loses the last rows, so every list rounds up (docs/decisions/0004).
 */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number from a query string: a whole number of at least 1, else 1. */
export function normalisePage(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}
