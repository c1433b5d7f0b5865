// Age bands of the talent pool filter (SPEC §7.4 `age`: lt25, 25-35, gt35), turned into date-of-birth
// bounds so that the server filters on the indexed `dob` column rather than computing every seeker's age.

import { maldivesDay } from './dates';

export const AGE_BANDS = ['lt25', '25-35', 'gt35'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  lt25: 'Under 25',
  '25-35': '25 to 35',
  gt35: 'Over 35',
};

/** YYYY-MM-DD of `today` moved back `years` years (29 Feb becomes 28 Feb in other years). */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole years of someone born on `dob` on `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The date-of-birth range of an age band on `today`: `bornAfter` exclusive, `bornOnOrBefore` inclusive.
 * lt25: younger than 25; 25-35: 25 to 35 inclusive; gt35: 36 and older.
 */
export function ageBandBounds(band: AgeBand, today: string): { bornAfter?: string; bornOnOrBefore?: string } {
  switch (band) {
    case 'lt25':
      return { bornAfter: yearsBefore(today, 25) };
    case '25-35':
      return { bornAfter: yearsBefore(today, 36), bornOnOrBefore: yearsBefore(today, 25) };
    case 'gt35':
      return { bornOnOrBefore: yearsBefore(today, 36) };
  }
}

/** The band an age falls in (for tests and labels). */
export function ageBandOf(age: number): AgeBand {
  return age < 25 ? 'lt25' : age <= 35 ? '25-35' : 'gt35';
}

/** The window of the seeker's "viewed by N employers" count. */
export const PROFILE_VIEW_WINDOW_DAYS = 30;

/** The first day (in the Maldives) the view count covers, `days` days back including today. */
export function viewWindowStart(now: Date, days = PROFILE_VIEW_WINDOW_DAYS): string {
  return maldivesDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
}
