import { describe, expect, it } from 'vitest';
import { pageCount, normalisePage } from './pagination';
import { isJobExpired, isJobOpen, parseSalaryRange, requiredItemLabels } from './jobs';
import { formatCount, formatDisplayDate, formatRelativeTime } from './dates';
import { profileCompleteness } from './profile';
import { applyButtonState } from './apply-button';
import { canPostJob, canUseTalentPool } from './entitlement';

const now = new Date('2026-11-22T12:00:00Z');

describe('pagination', () => {
  it('rounds the page count up and never answers 0 pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
  it('reads page numbers defensively', () => {
    expect(normalisePage('3')).toBe(3);
    expect(normalisePage('-1')).toBe(1);
    expect(normalisePage('abc')).toBe(1);
    expect(normalisePage(undefined)).toBe(1);
  });
});

describe('jobs', () => {
  it('is expired when the closing date is not after now', () => {
    expect(isJobExpired('2026-11-22T12:00:00Z', now)).toBe(true);
    expect(isJobExpired('2026-11-22T12:00:01Z', now)).toBe(false);
    expect(isJobExpired(null, now)).toBe(false);
  });
  it('is open only when approved, active and unexpired', () => {
    const job = { approved: 1, active: 1, expired_at: '2026-12-01T00:00:00Z' };
    expect(isJobOpen(job, now)).toBe(true);
    expect(isJobOpen({ ...job, approved: 0 }, now)).toBe(false);
    expect(isJobOpen({ ...job, approved: 2 }, now)).toBe(false);
    expect(isJobOpen({ ...job, active: 0 }, now)).toBe(false);
    expect(isJobOpen({ ...job, expired_at: '2026-11-01T00:00:00Z' }, now)).toBe(false);
  });
  it('lists the required items by label in the fixed order', () => {
    expect(requiredItemLabels({ identityOption: true, photographOption: true, policeOption: false })).toEqual(
      ['Photograph', 'Identity Card'],
    );
    expect(requiredItemLabels(null)).toEqual([]);
  });
  it('parses two-amount salary ranges only', () => {
    expect(parseSalaryRange('MVR 5000 - 6999')).toEqual({ min: 5000, max: 6999 });
    expect(parseSalaryRange('Negotiable')).toBeNull();
    expect(parseSalaryRange('MVR 30000 and above')).toBeNull();
  });
});

describe('dates', () => {
  it('formats DD MMM YYYY in Maldives time', () => {
    expect(formatDisplayDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(formatDisplayDate('2026-12-31T20:00:00Z')).toBe('01 Jan 2027');
    expect(formatDisplayDate(null)).toBe('');
  });
  it('says how long ago', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', now)).toBe('1 day ago');
  });
  it('separates thousands', () => {
    expect(formatCount(6471)).toBe('6,471');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('profile completeness', () => {
  it('counts 20% per part', () => {
    const none = { resume: false, experience: false, language: false, qualification: false, skill: false };
    expect(profileCompleteness(none)).toBe(0);
    expect(profileCompleteness({ ...none, resume: true, skill: true })).toBe(40);
    expect(
      profileCompleteness({
        resume: true,
        experience: true,
        language: true,
        qualification: true,
        skill: true,
      }),
    ).toBe(100);
  });
});

describe('apply button', () => {
  const job = { prevent_online_application: 0, prevent_international_applicants: 0, open: true };
  const seeker = { hasProfile: true, nationality: 'Maldives', complete: true, applied: false };
  it('walks the states of SPEC §4', () => {
    expect(applyButtonState({ role: null, job })).toBe('login');
    expect(applyButtonState({ role: 2, job })).toBe('hidden');
    expect(applyButtonState({ role: 1, job: { ...job, prevent_online_application: 1 }, seeker })).toBe(
      'hidden',
    );
    expect(applyButtonState({ role: 1, job: { ...job, open: false }, seeker })).toBe('hidden');
    expect(applyButtonState({ role: 1, job, seeker: { ...seeker, hasProfile: false } })).toBe('no-profile');
    expect(applyButtonState({ role: 1, job, seeker: { ...seeker, applied: true } })).toBe('applied');
    expect(
      applyButtonState({
        role: 1,
        job: { ...job, prevent_international_applicants: 1 },
        seeker: { ...seeker, nationality: 'India' },
      }),
    ).toBe('country-blocked');
    expect(applyButtonState({ role: 1, job, seeker: { ...seeker, complete: false } })).toBe('incomplete');
    expect(applyButtonState({ role: 1, job, seeker })).toBe('apply');
  });
});

describe('entitlement', () => {
  const base = { emailVerified: true, annualExpiresAt: null, payPerJobLeft: 0 };
  it('needs a verified email and a live subscription to post', () => {
    expect(canPostJob(base, now)).toBe(false);
    expect(canPostJob({ ...base, payPerJobLeft: 1 }, now)).toBe(true);
    expect(canPostJob({ ...base, annualExpiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(true);
    expect(canPostJob({ ...base, annualExpiresAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(canPostJob({ ...base, emailVerified: false, payPerJobLeft: 3 }, now)).toBe(false);
  });
  it('gives the talent pool to annual subscribers only', () => {
    expect(canUseTalentPool({ ...base, payPerJobLeft: 5 }, now)).toBe(false);
    expect(canUseTalentPool({ ...base, annualExpiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(true);
  });
});

describe('parseRequiredItems', () => {
  it('reads the wire’s JSON list of labels, the flags of SPEC §3, and nothing else', async () => {
    const { parseRequiredItems } = await import('./jobs');
    expect(parseRequiredItems('["Photograph","Identity Card"]')).toEqual(['Photograph', 'Identity Card']);
    expect(parseRequiredItems({ photographOption: true, drivingOption: true })).toEqual([
      'Photograph',
      'Driving License',
    ]);
    expect(parseRequiredItems('not json')).toEqual([]);
    expect(parseRequiredItems(null)).toEqual([]);
  });
});
