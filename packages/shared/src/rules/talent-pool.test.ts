import { describe, expect, it } from 'vitest';
import { ageBandBounds, ageBandOf, ageOn, AGE_BANDS } from './talent-pool';

const inBand = (dob: string, bounds: ReturnType<typeof ageBandBounds>) =>
  (bounds.bornAfter === undefined || dob > bounds.bornAfter) &&
  (bounds.bornOnOrBefore === undefined || dob <= bounds.bornOnOrBefore);

describe('talent pool age bands', () => {
  it('computes whole years, birthday included', () => {
    expect(ageOn('2001-11-22', '2026-11-22')).toBe(25);
    expect(ageOn('2001-11-23', '2026-11-22')).toBe(24);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('puts every date of birth in exactly the band of its age', () => {
    const today = '2026-11-22';
    for (const dob of [
      '2001-11-22', // 25 today
      '2001-11-23', // 24
      '1990-11-22', // 36 today
      '1990-11-23', // 35
      '1991-01-01',
      '2008-05-05',
      '1970-03-03',
    ]) {
      const band = ageBandOf(ageOn(dob, today));
      for (const b of AGE_BANDS)
        expect(inBand(dob, ageBandBounds(b, today)), `${dob} in ${b}`).toBe(b === band);
    }
  });

  it('handles a leap-day today', () => {
    expect(ageBandBounds('lt25', '2028-02-29')).toEqual({ bornAfter: '2003-02-28' });
  });
});
