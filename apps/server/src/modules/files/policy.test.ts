import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { canPreviewJobFile, isFileOwner } from './policy';

// The file rules of DESIGN §5, each tried with the owner and with another user's id.

describe('canPreviewJobFile', () => {
  it.each([
    ['the job’s employer', { id: 7, role: ROLES.employer }, true],
    ['another employer', { id: 8, role: ROLES.employer }, false],
    ['a jobseeker', { id: 9, role: ROLES.jobseeker }, false],
    ['an operator', { id: 1, role: ROLES.admin }, true],
  ])('%s: %s', (_who, viewer, expected) => {
    expect(canPreviewJobFile(viewer, 7)).toBe(expected);
  });
});

describe('isFileOwner', () => {
  it('takes the uploader’s own file, not another user’s, nor a file without an owner', () => {
    expect(isFileOwner(9, { ownerUserId: 9 })).toBe(true);
    expect(isFileOwner(10, { ownerUserId: 9 })).toBe(false);
    expect(isFileOwner(9, { ownerUserId: null })).toBe(false);
  });
});
