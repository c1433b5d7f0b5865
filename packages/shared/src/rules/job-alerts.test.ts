import { describe, expect, it } from 'vitest';
import { jobMatchesPreference } from './job-alerts';

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
});
