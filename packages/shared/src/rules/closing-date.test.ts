import { describe, expect, it } from 'vitest';
import { closingDatePlan, closingDateProblem, closingDateWindow, DUE_DATE_PAST } from './jobs';

// The job form's closing date (issue 25, point 5): the same rule limits the web's picker and refuses the
// post or edit on the server. A pay-per-job ad runs at most 20 days (SPEC §9), from its approval once
// approved; an annual plan has no limit; the date is always after now.

const now = new Date('2026-11-25T07:00:00Z'); // 12:00 in Malé
const DAY = 86_400_000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('closing date', () => {
  it('follows the plan the server will use: annual first, else pay-per-job', () => {
    expect(closingDatePlan({ annual: true, editing: null })).toEqual({ payPerJob: false });
    expect(closingDatePlan({ annual: false, editing: null })).toEqual({ payPerJob: true });
    const approved = { subs_id: 4, approved_at: '2026-11-20T07:00:00Z' };
    expect(closingDatePlan({ annual: false, editing: approved })).toEqual({
      payPerJob: true,
      approvedAt: approved.approved_at,
    });
    expect(closingDatePlan({ annual: true, editing: approved }).payPerJob).toBe(false);
    expect(closingDatePlan({ annual: false, editing: { subs_id: null, approved_at: null } }).payPerJob).toBe(
      false,
    );
  });

  it('opens 20 days ahead for pay-per-job and has no end with an annual plan', () => {
    expect(closingDateWindow({ payPerJob: true }, now)).toEqual({ earliest: now, latest: at(20 * DAY) });
    expect(closingDateWindow({ payPerJob: false }, now)).toEqual({ earliest: now, latest: null });
    // An approved job's 20 days run from its approval.
    expect(closingDateWindow({ payPerJob: true, approvedAt: '2026-11-20T07:00:00Z' }, now).latest).toEqual(
      new Date('2026-12-10T07:00:00Z'),
    );
  });

  it('refuses 20 days and a minute with pay-per-job, naming the last date it takes', () => {
    const plan = { payPerJob: true };
    expect(closingDateProblem(at(20 * DAY), plan, now)).toBeNull();
    expect(closingDateProblem(at(20 * DAY + 60_000), plan, now)).toBe(
      'A pay-per-job ad runs at most 20 days: choose a due date on or before 15 Dec 2026 12:00.',
    );
    expect(closingDateProblem(at(300 * DAY), { payPerJob: false }, now)).toBeNull();
  });

  it('refuses a date that is not after now, whatever the plan', () => {
    expect(closingDateProblem(now, { payPerJob: false }, now)).toBe(DUE_DATE_PAST);
    expect(closingDateProblem(at(-DAY).toISOString(), { payPerJob: true }, now)).toBe(DUE_DATE_PAST);
  });
});
