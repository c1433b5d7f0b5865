// Dates are shown in Maldives time (UTC+5, no daylight saving) as DD MMM YYYY (SPEC §9).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MALDIVES_OFFSET_MS = 5 * 60 * 60 * 1000;

export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() + MALDIVES_OFFSET_MS);
  const day = String(local.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** "3 days ago"-style text for the posted time of a job. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
  const units: [string, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  if (seconds < 60) return 'just now';
  for (const [name, size] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Thousands separators for the stats banner: 12345 → '12,345'. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
