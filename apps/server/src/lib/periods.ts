import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Calendar periods in Maldives time for the figures of issue 32 (decision 0053). The Maldives keep UTC+5
// all year (no daylight saving), so a fixed offset is exact, and SQL can bucket a moment by the same
// offset (`maldivesMonthSql`) without relying on the database's time-zone files.

const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Maldives month: its key and the moments it starts and ends (end exclusive), ISO. */
export interface MonthPeriod {
  month: string;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last `count` Maldives months up to the one holding `now`, oldest first. */
export function lastMaldivesMonths(now: Date, count: number): MonthPeriod[] {
  const wall = new Date(now.getTime() + OFFSET_MS);
  const months: MonthPeriod[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const y = wall.getUTCFullYear();
    const m = wall.getUTCMonth() - back;
    const start = Date.UTC(y, m, 1) - OFFSET_MS;
    const end = Date.UTC(y, m + 1, 1) - OFFSET_MS;
    const first = new Date(Date.UTC(y, m, 1));
    months.push({
      month: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    });
  }
  return months;
}

/** The Mondays ('YYYY-MM-DD', Maldives calendar) of the last `count` weeks up to the one holding `now`. */
export function lastMaldivesWeeks(now: Date, count: number): string[] {
  const wall = new Date(now.getTime() + OFFSET_MS);
  const today = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  const monday = today - ((wall.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    weeks.push(new Date(monday - back * 7 * DAY_MS).toISOString().slice(0, 10));
  }
  return weeks;
}

/** The Monday of the week holding a calendar day ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(at).getUTCDay();
  return new Date(at - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** SQL bucketing a timestamptz column to its Maldives month 'YYYY-MM'. */
export function maldivesMonthSql(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(timezone('UTC', ${column}) + interval '5 hours', 'YYYY-MM')`;
}
