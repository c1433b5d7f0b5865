// Days of the insights (issue 32, decision 0052). A day is a Maldives calendar day ('2026-11-27'): the
// Maldives keep UTC+5 all year (no daylight saving), so a fixed offset gives the same day as the time
// zone, in the browser, on the server and in SQL (`(t at time zone 'UTC' + interval '5 hours')::date`).

const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Maldives calendar day of a moment. */
export function maldivesDay(at: Date | number): string {
  return new Date(+at + OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (none when `from` is after `to`). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Applications per 100 views, one decimal ('4.2%'); '–' without views (no rate to speak of). */
export function conversionRate(applications: number, views: number): string {
  if (views <= 0) return '–';
  return `${(Math.round((applications / views) * 1000) / 10).toFixed(1)}%`;
}

export interface DayTotals {
  views: number;
  applications: number;
  shortlisted: number;
}

/** The sums of a list of days. */
export function totalsOf(days: DayTotals[]): DayTotals {
  return days.reduce(
    (t, d) => ({
      views: t.views + d.views,
      applications: t.applications + d.applications,
      shortlisted: t.shortlisted + d.shortlisted,
    }),
    { views: 0, applications: 0, shortlisted: 0 },
  );
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The charts' summary sentence: '312 views, 14 applications (4.5%) and 3 shortlisted in 30 days.' */
export function statsSummary(days: DayTotals[]): string {
  const t = totalsOf(days);
  return (
    `${plural(t.views, 'view')}, ${plural(t.applications, 'application')} ` +
    `(${conversionRate(t.applications, t.views)} of views) and ${t.shortlisted.toLocaleString('en-US')} ` +
    `shortlisted in ${plural(days.length, 'day')}.`
  );
}
