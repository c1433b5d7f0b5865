import { describe, expect, it } from 'vitest';
import { addDays, conversionRate, daysFrom, maldivesDay, statsSummary } from './stats-days';

describe('insights days (issue 32)', () => {
  it('takes the Maldives day of a moment (UTC+5): 19:00 UTC is already tomorrow', () => {
    expect(maldivesDay(new Date('2026-11-27T18:59:59Z'))).toBe('2026-11-27');
    expect(maldivesDay(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
  });

  it('counts days across months and years, both ends included', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysFrom('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('gives the conversion per view, and none without views', () => {
    expect(conversionRate(14, 312)).toBe('4.5%');
    expect(conversionRate(1, 3)).toBe('33.3%');
    expect(conversionRate(2, 0)).toBe('–');
  });

  it('sums the days in one sentence', () => {
    const day = (views: number, applications: number, shortlisted: number) => ({
      views,
      applications,
      shortlisted,
    });
    expect(statsSummary([day(1000, 10, 1), day(200, 2, 1)])).toBe(
      '1,200 views, 12 applications (1.0% of views) and 2 shortlisted in 2 days.',
    );
    expect(statsSummary([day(1, 1, 0)])).toBe(
      '1 view, 1 application (100.0% of views) and 0 shortlisted in 1 day.',
    );
  });
});
