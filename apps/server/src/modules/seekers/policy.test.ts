import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { canAttachUpload, canReadSeekerFile, canRemoveSkill, isOwnId, isOwnRecord } from './policy';

const seeker = { id: 7, role: ROLES.jobseeker };
const employer = { id: 7, role: ROLES.employer };
const admin = { id: 1, role: ROLES.admin };

describe('seekers policy', () => {
  it('lets a jobseeker work on their own records only', () => {
    expect(isOwnRecord(seeker, { userId: 7 })).toBe(true);
    expect(isOwnRecord(seeker, { userId: 8 })).toBe(false);
    expect(isOwnRecord(employer, { userId: 7 })).toBe(false);
  });

  it('accepts an owner id only when absent or the caller’s own', () => {
    expect(isOwnId(undefined, 3)).toBe(true);
    expect(isOwnId(3, 3)).toBe(true);
    expect(isOwnId(4, 3)).toBe(false);
    expect(isOwnId(3, null)).toBe(false);
  });

  it('serves a personal file to its owner, and to a verified employer the owner applied to', () => {
    expect(canReadSeekerFile(seeker, { ownerUserId: 7 })).toBe(true);
    expect(canReadSeekerFile(seeker, { ownerUserId: 8 })).toBe(false);
    expect(canReadSeekerFile(seeker, { ownerUserId: 8 }, { appliedToActor: true })).toBe(false);
    expect(canReadSeekerFile({ ...employer, emailVerified: true }, { ownerUserId: 9 })).toBe(false);
    expect(
      canReadSeekerFile({ ...employer, emailVerified: true }, { ownerUserId: 9 }, { appliedToActor: true }),
    ).toBe(true);
    expect(
      canReadSeekerFile({ ...employer, emailVerified: false }, { ownerUserId: 9 }, { appliedToActor: true }),
    ).toBe(false);
    // Talent pool (issue 12): a subscriber reads what the visible profile shows, only when verified.
    expect(
      canReadSeekerFile(
        { ...employer, emailVerified: true },
        { ownerUserId: 9 },
        { shownToSubscriber: true },
      ),
    ).toBe(true);
    expect(
      canReadSeekerFile(
        { ...employer, emailVerified: false },
        { ownerUserId: 9 },
        { shownToSubscriber: true },
      ),
    ).toBe(false);
    expect(canReadSeekerFile(seeker, { ownerUserId: 9 }, { shownToSubscriber: true })).toBe(false);
    expect(
      canReadSeekerFile(admin, { ownerUserId: 7 }, { appliedToActor: true, shownToSubscriber: true }),
    ).toBe(false);
  });

  it('attaches an upload once, by its uploader', () => {
    expect(canAttachUpload(seeker, { ownerUserId: 7, attached: false })).toBe(true);
    expect(canAttachUpload(seeker, { ownerUserId: 7, attached: true })).toBe(false);
    expect(canAttachUpload(seeker, { ownerUserId: 8, attached: false })).toBe(false);
  });

  it('keeps the first five skills', () => {
    const ids = [10, 11, 12, 13, 14, 15, 16];
    expect(ids.map((id) => canRemoveSkill(ids, id))).toEqual([false, false, false, false, false, true, true]);
    expect(canRemoveSkill(ids, 99)).toBe(false);
  });
});
