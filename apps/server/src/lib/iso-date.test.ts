import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';

describe('isoDate, the one date converter', () => {
  it('turns either driver’s timestamps into ISO 8601 UTC, and keeps null', () => {
    expect(isoDate('2026-03-04 05:06:07.123456+00')).toBe('2026-03-04T05:06:07.123Z');
    expect(isoDate('2026-03-04 10:06:07+05')).toBe('2026-03-04T05:06:07.000Z');
    expect(isoDate('2026-03-04T05:06:07Z')).toBe('2026-03-04T05:06:07.000Z');
    expect(isoDate(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(isoDate(null)).toBeNull();
  });
});
