/**
 * The one date converter of the API: database timestamps of either driver ('2026-11-22 03:50:32.67+00',
 * '2026-03-04 10:06:07+05', a Date) as ISO 8601 in UTC, as every answer, feed and page gives them
 * (DESIGN §4). null stays null.
 */
export function isoDate(value: string | Date): string;
export function isoDate(value: string | Date | null): string | null;
export function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isNaN(date.getTime())) return date.toISOString();
  const normalised = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  return new Date(normalised).toISOString();
}
