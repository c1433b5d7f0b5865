import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { canDownloadProfile, canManageApplication, canSeeApplications, isOwnCandidateId } from './policy';

// Who may do what with applications, as a table (decision 0013).

const employer = { id: 5, role: ROLES.employer, companyId: 9, emailVerified: true };

describe('canSeeApplications / canManageApplication', () => {
  it.each([
    ['a verified employer with a company', employer, true, true],
    ['an unverified employer (SPEC §4)', { ...employer, emailVerified: false }, false, false],
    ['an employer without a company', { ...employer, companyId: null }, false, false],
    ['a jobseeker', { ...employer, role: ROLES.jobseeker }, false, false],
  ])('%s', (_label, actor, sees, manages) => {
    expect(canSeeApplications(actor)).toBe(sees);
    expect(canManageApplication(actor, { companyId: 9 })).toBe(manages);
  });

  it('never manages another company’s application', () => {
    expect(canManageApplication(employer, { companyId: 10 })).toBe(false);
  });
});

describe('isOwnCandidateId', () => {
  it.each([
    [undefined, true],
    [5, true],
    [6, false],
  ])('candidate_id %s from user 5: %s', (candidateId, allowed) => {
    expect(isOwnCandidateId({ id: 5 }, candidateId)).toBe(allowed);
  });
});

describe('canDownloadProfile', () => {
  const seeker = { id: 3, role: ROLES.jobseeker };
  const none = { appliedToCompany: false, visibleInTalentPool: false };
  it.each([
    ['a jobseeker, their own profile', seeker, { userId: 3, ...none }, true],
    ['a jobseeker, another seeker’s profile', seeker, { userId: 4, ...none }, false],
    [
      'a jobseeker, another’s even if facts say applied',
      seeker,
      { userId: 4, appliedToCompany: true, visibleInTalentPool: true },
      false,
    ],
    [
      'an employer, a candidate who applied to the company',
      employer,
      { userId: 4, ...none, appliedToCompany: true },
      true,
    ],
    [
      'an employer, a profile visible in the talent pool',
      employer,
      { userId: 4, ...none, visibleInTalentPool: true },
      true,
    ],
    ['an employer, anyone else', employer, { userId: 4, ...none }, false],
    [
      'an operator',
      { id: 1, role: ROLES.admin },
      { userId: 4, appliedToCompany: true, visibleInTalentPool: true },
      false,
    ],
  ])('%s', (_label, actor, target, allowed) => {
    expect(canDownloadProfile(actor, target)).toBe(allowed);
  });
});
