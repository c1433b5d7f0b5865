import { describe, expect, it, vi } from 'vitest';
import {
  endOfMaldivesDay,
  formatDisplayDate,
  formatDisplayDateTime,
  formatRelativeTime,
  formatWallClock,
  fromMaldivesWallClock,
  maldivesDay,
  parseDisplayDate,
  toMaldivesWallClock,
} from './dates';

// One date format across the product (issue 25, point 5): DD MMM YYYY, 24 h where a time is shown, in
// Maldives time, with the same month names in every runtime.

describe('the product date format', () => {
  it('shows DD MMM YYYY and DD MMM YYYY HH:mm in Maldives time', () => {
    expect(formatDisplayDate('2026-12-05T09:30:00Z')).toBe('05 Dec 2026');
    expect(formatDisplayDateTime('2026-12-05T09:30:00Z')).toBe('05 Dec 2026 14:30');
    // 20:00 UTC is already the next day in Malé.
    expect(formatDisplayDateTime('2026-12-31T20:00:00Z')).toBe('01 Jan 2027 01:00');
    expect(formatDisplayDateTime(new Date('2026-06-01T00:05:00+05:00'))).toBe('01 Jun 2026 00:05');
  });

  it('writes September as Sep, as every other month in three letters', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDisplayDate(new Date(Date.UTC(2026, m, 10))));
    expect(months.map((d) => d.slice(3, 6))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('keeps a calendar date (a birthday) on its own day, and shows nothing for no date', () => {
    expect(formatDisplayDate('1990-05-12')).toBe('12 May 1990');
    expect(formatDisplayDate('2026-02-30')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDateTime('not a date')).toBe('');
  });
});

describe('date pickers', () => {
  it('pick a moment in Maldives time, whatever the browser’s zone', () => {
    expect(toMaldivesWallClock('2026-12-05T09:30:00Z')).toBe('2026-12-05 14:30:00');
    expect(fromMaldivesWallClock('2026-12-05 14:30:00')).toBe('2026-12-05T09:30:00.000Z');
    expect(fromMaldivesWallClock('2026-12-05T14:30')).toBe('2026-12-05T09:30:00.000Z');
    expect(fromMaldivesWallClock(toMaldivesWallClock('2027-01-01T03:15:00Z'))).toBe(
      '2027-01-01T03:15:00.000Z',
    );
    expect(fromMaldivesWallClock('')).toBe('');
    expect(fromMaldivesWallClock('2026-13-01 10:00:00')).toBe('');
  });

  it('show the picked value in the product format', () => {
    expect(formatWallClock('2026-12-05 14:30:00')).toBe('05 Dec 2026 14:30');
    expect(formatWallClock('2026-12-05')).toBe('05 Dec 2026');
    expect(formatWallClock(null)).toBe('');
  });

  it('read a typed date in the product format or as ISO, and nothing that is no date', () => {
    expect(parseDisplayDate('05 Dec 2026')).toBe('2026-12-05');
    expect(parseDisplayDate(' 5 december 2026 ')).toBe('2026-12-05');
    expect(parseDisplayDate('5-Sept-2026')).toBe('2026-09-05');
    expect(parseDisplayDate('2026-12-05')).toBe('2026-12-05');
    expect(parseDisplayDate('31 Feb 2026')).toBeNull();
    expect(parseDisplayDate('05 Dex 2026')).toBeNull();
    expect(parseDisplayDate('05 Dec')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('Maldives time through Intl (issue 26, point 7)', () => {
  it('turns the day at 19:00 UTC: 23:30 UTC is already the next day in Malé', () => {
    expect(formatDisplayDate('2026-11-30T18:59:00Z')).toBe('30 Nov 2026');
    expect(formatDisplayDate('2026-11-30T19:00:00Z')).toBe('01 Dec 2026');
    expect(formatDisplayDateTime('2026-11-30T23:30:00Z')).toBe('01 Dec 2026 04:30');
    expect(formatDisplayDateTime('2028-02-28T19:45:00Z')).toBe('29 Feb 2028 00:45');
    expect(toMaldivesWallClock('2026-11-30T23:30:00Z')).toBe('2026-12-01 04:30:00');
    expect(fromMaldivesWallClock('2026-12-01 00:00')).toBe('2026-11-30T19:00:00.000Z');
  });

  it('shows the same Maldives time whatever zone the process runs in', () => {
    try {
      for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        vi.stubEnv('TZ', tz);
        // The process's own clock did move (the check itself works); Los Angeles moves to summer time that day.
        expect(new Date('2026-03-08T21:30:00Z').getHours(), tz).toBe(
          { 'Pacific/Kiritimati': 11, 'America/Los_Angeles': 14, UTC: 21 }[tz],
        );
        expect(formatDisplayDateTime('2026-03-08T21:30:00Z'), tz).toBe('09 Mar 2026 02:30');
        expect(fromMaldivesWallClock('2026-03-09 02:30:00'), tz).toBe('2026-03-08T21:30:00.000Z');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("gives today's date in Malé, the next day from 19:00 UTC", () => {
    expect(maldivesDay(new Date('2026-11-27T18:59:59Z'))).toBe('2026-11-27');
    expect(maldivesDay(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(maldivesDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('ends a calendar day at 23:59:59.999 in Malé', () => {
    expect(endOfMaldivesDay('2026-11-30')).toBe('2026-11-30T18:59:59.999Z');
    expect(endOfMaldivesDay('2026-02-30')).toBeNull();
    expect(endOfMaldivesDay('30 Nov 2026')).toBeNull();
  });

  it('says how long ago in English, whole units, the largest first', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime('2026-11-22T11:59:01Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-22T12:05:00Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('1 day ago');
    expect(formatRelativeTime('2026-11-08T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-09-01T12:00:00Z', now)).toBe('2 months ago');
    expect(formatRelativeTime('2024-11-01T12:00:00Z', now)).toBe('2 years ago');
  });

  it("writes the words Intl's English relative time format writes", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const now = new Date('2026-11-22T12:00:00Z');
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['minute', 60],
      ['hour', 3600],
      ['day', 86400],
      ['week', 7 * 86400],
      ['month', 30 * 86400],
      ['year', 365 * 86400],
    ];
    for (const [unit, size] of units)
      for (const n of [1, 2, 3, 11]) {
        const bigger = units.find(([, s]) => s > size);
        if (bigger && n * size >= bigger[1]) continue; // shown in the bigger unit
        const posted = new Date(now.getTime() - n * size * 1000);
        expect(formatRelativeTime(posted, now), `${n} ${unit}`).toBe(intl.format(-n, unit));
      }
  });
});
