/** Database timestamps ('2026-11-22 03:50:32.67+00') as ISO 8601 in UTC, as every answer gives them (DESIGN §4). */
export function isoDate(value: string): string;
export function isoDate(value: string | null): string | null;
export function isoDate(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
