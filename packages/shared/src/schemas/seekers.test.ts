import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicInfoRequest } from './seekers';

// SPEC §5 Basic info: the date of birth is a day before today, today being Malé's.
const form = (dob: string) => ({
  user_id: 1,
  name: 'Aisha Ibrahim',
  phone: '+960 7771234',
  gender: 'Female',
  nationality: 'Maldives',
  dob,
  employment_status: 'Employed',
  qualification: 'A Level',
  experience: '1 - 2 years',
  address: "Male'",
});

afterEach(() => vi.useRealTimers());

describe('the date of birth', () => {
  it('is before today in Malé: at 20:00 UTC on the 27th it is already the 28th there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T20:00:00Z'), toFake: ['Date'] });
    expect(basicInfoRequest.safeParse(form('2026-11-27')).success).toBe(true);
    const today = basicInfoRequest.safeParse(form('2026-11-28'));
    expect(today.success).toBe(false);
    expect(today.error?.issues[0]?.message).toBe('The date of birth must be a date before today.');
  });

  it('takes an ordinary birthday', () => {
    expect(basicInfoRequest.safeParse(form('1994-05-12')).success).toBe(true);
  });
});
