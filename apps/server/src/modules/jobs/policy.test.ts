import { describe, expect, it } from 'vitest';
import { JOB_APPROVAL, ROLES } from '@portal/shared/constants';
import { canManageJob, canViewJob, type Viewer } from './policy';

const owner: Viewer = { id: 10, role: ROLES.employer };
const otherEmployer: Viewer = { id: 11, role: ROLES.employer };
const seekerWithOwnersId: Viewer = { id: 10, role: ROLES.jobseeker };
const admin: Viewer = { id: 1, role: ROLES.admin };

describe('canViewJob', () => {
  it.each([
    ['a visitor', null, JOB_APPROVAL.approved, true],
    ['a jobseeker', seekerWithOwnersId, JOB_APPROVAL.approved, true],
    ['another employer', otherEmployer, JOB_APPROVAL.approved, true],
    ['a visitor', null, JOB_APPROVAL.pending, false],
    ['a jobseeker (even with the owner’s id)', seekerWithOwnersId, JOB_APPROVAL.pending, false],
    ['another employer', otherEmployer, JOB_APPROVAL.pending, false],
    ['the owner', owner, JOB_APPROVAL.pending, true],
    ['an admin', admin, JOB_APPROVAL.pending, true],
    ['a visitor', null, JOB_APPROVAL.rejected, false],
    ['another employer', otherEmployer, JOB_APPROVAL.rejected, false],
    ['the owner', owner, JOB_APPROVAL.rejected, true],
    ['an admin', admin, JOB_APPROVAL.rejected, true],
  ] as const)('%s, job approved=%i → %s', (_who, viewer, approved, expected) => {
    expect(canViewJob(viewer, { approved, ownerUserId: owner.id })).toBe(expected);
  });
});

describe('canViewJob for a deleted company', () => {
  it.each([
    ['a visitor', null, false],
    ['the former owner', owner, false],
    ['another employer', otherEmployer, false],
    ['an admin', admin, true],
  ] as const)('%s → %s', (_who, viewer, expected) => {
    const job = { approved: JOB_APPROVAL.approved, ownerUserId: owner.id, companyDeleted: true };
    expect(canViewJob(viewer, job)).toBe(expected);
  });
});

describe('canManageJob', () => {
  it.each([
    ['the owner', owner, true],
    ['another employer', otherEmployer, false],
    ['a jobseeker with the owner’s id', seekerWithOwnersId, false],
    ['an admin', admin, false],
  ] as const)('%s → %s', (_who, user, expected) => {
    expect(canManageJob(user, { ownerUserId: owner.id })).toBe(expected);
  });
});
