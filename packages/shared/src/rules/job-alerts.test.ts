import { describe, expect, it } from 'vitest';
import { jobMatchesPreference } from './job-alerts';
import { legacyPlace } from './places';

const pref = {
  work_sector: 'Private (Tourism)',
  work_category: 'Front Office',
  job_type: 'Full-time',
  salary_range: 'MVR 10000 - 14999',
  preferred_location: "Male'",
};
const job = {
  sector: 'Private (Tourism)',
  category: 'Front Office',
  type: 'Full-time',
  salary_range: 'MVR 10000 - 14999',
  location: "Male'",
};

describe('jobMatchesPreference', () => {
  it('matches the same category, sector, type, location and salary', () => {
    expect(jobMatchesPreference(job, pref)).toBe(true);
  });

  it('needs the category, sector and type', () => {
    expect(jobMatchesPreference({ ...job, category: 'Housekeeping' }, pref)).toBe(false);
    expect(jobMatchesPreference({ ...job, sector: 'Private (Others)' }, pref)).toBe(false);
    expect(jobMatchesPreference({ ...job, type: 'Part-time' }, pref)).toBe(false);
  });

  it('takes any location in the Maldives for "Anywhere in Maldives", but not overseas', () => {
    expect(jobMatchesPreference({ ...job, location: 'Addu City' }, pref)).toBe(false);
    const anywhere = { ...pref, preferred_location: 'Anywhere in Maldives' };
    expect(jobMatchesPreference({ ...job, location: 'Addu City' }, anywhere)).toBe(true);
    expect(jobMatchesPreference({ ...job, location: 'Overseas' }, anywhere)).toBe(false);
  });

  it('lets an unstated salary on either side match', () => {
    expect(jobMatchesPreference({ ...job, salary_range: 'MVR 20000 - 29999' }, pref)).toBe(false);
    expect(jobMatchesPreference({ ...job, salary_range: 'Negotiable' }, pref)).toBe(true);
    expect(
      jobMatchesPreference(
        { ...job, salary_range: 'MVR 20000 - 29999' },
        { ...pref, salary_range: 'Not Stated' },
      ),
    ).toBe(true);
  });

  it('with places on both sides (issue 28): an old preference keeps matching, an atoll takes in its islands', () => {
    const atMale = {
      ...job,
      location: 'Malé, Malé City',
      place: { kind: 'island' as const, atoll: 'MLE', island: 'Malé' },
    };
    const oldMale = { ...pref, preferred_location: "Male'", preferred_places: [legacyPlace("Male'")] };
    expect(jobMatchesPreference(atMale, oldMale)).toBe(true);
    const inBaa = {
      ...job,
      location: 'Thulhaadhoo, Baa',
      place: { kind: 'island' as const, atoll: 'B', island: 'Thulhaadhoo' },
    };
    const baa = { ...pref, preferred_location: 'Baa', preferred_places: [legacyPlace('Baa')] };
    expect(jobMatchesPreference(inBaa, baa)).toBe(true);
    expect(jobMatchesPreference(atMale, baa)).toBe(false);
    const anywhere = {
      ...pref,
      preferred_location: 'Anywhere in Maldives',
      preferred_places: [legacyPlace('Anywhere in Maldives')],
    };
    expect(jobMatchesPreference(inBaa, anywhere)).toBe(true);
    expect(
      jobMatchesPreference({ ...job, location: 'Overseas', place: { kind: 'overseas' } }, anywhere),
    ).toBe(false);
  });

  it('with several places (issue 28): any of them may take the job in', () => {
    const inBaa = {
      ...job,
      location: 'Thulhaadhoo, Baa',
      place: { kind: 'island' as const, atoll: 'B', island: 'Thulhaadhoo' },
    };
    const inLaamu = {
      ...job,
      location: 'Gan, Laamu',
      place: { kind: 'island' as const, atoll: 'L', island: 'Gan' },
    };
    const inRaa = { ...job, location: 'Raa', place: { kind: 'atoll' as const, atoll: 'R' } };
    const two = {
      ...pref,
      preferred_location: 'Lhaviyani',
      preferred_places: [
        { kind: 'atoll' as const, atoll: 'Lh' },
        { kind: 'atoll' as const, atoll: 'B' },
      ],
    };
    expect(jobMatchesPreference(inBaa, two)).toBe(true);
    expect(jobMatchesPreference(inLaamu, two)).toBe(false);
    expect(jobMatchesPreference(inRaa, two)).toBe(false);
  });
});
