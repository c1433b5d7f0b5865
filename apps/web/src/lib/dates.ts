// The web app's date helpers: the shared rules (Maldives time, DD MMM YYYY) plus a few display shortcuts.
export { formatCount, formatDisplayDate, formatRelativeTime } from '@portal/shared/rules/dates';

/** The calendar year of a date ('2019'), or '' when there is none. */
export function yearOf(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : String(date.getFullYear());
}
