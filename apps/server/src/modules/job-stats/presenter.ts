import { daysFrom } from '@portal/shared/rules/stats-days';
import type { StatsDay } from '@portal/shared/schemas/job-stats';
import type { DayRow } from './repository';

/** Every day of [from, to] in order, a day without a stored row as zeros (the contract's "zeros included"). */
export function presentDays(rows: DayRow[], from: string, to: string): StatsDay[] {
  const byDay = new Map(rows.map((r) => [String(r.day).slice(0, 10), r]));
  return daysFrom(from, to).map((date) => {
    const r = byDay.get(date);
    return {
      date,
      views: Number(r?.views ?? 0),
      applications: Number(r?.applications ?? 0),
      shortlisted: Number(r?.shortlisted ?? 0),
    };
  });
}
