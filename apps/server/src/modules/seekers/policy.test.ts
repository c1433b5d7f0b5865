import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import {
  canAttachUpload,
  canReadSeekerFile,
  canRemoveSkill,
  isOwnId,
  isOwnRecord,
  isProfileDocument,
  type Actor,
  type SeekerFileFacts,
} from './policy';

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

  describe('canReadSeekerFile (issue 24, point 4)', () => {
    const verified = { ...employer, id: 50, emailVerified: true };
    const unverified = { ...employer, id: 50, emailVerified: false };
    const none: SeekerFileFacts = {
      ownerUserId: 9,
      attached: true,
      sentToActorCompany: false,
      currentProfileFile: false,
      profileVisible: false,
      ownerAppliedToActor: false,
      talentPool: false,
    };
    const facts = (over: Partial<SeekerFileFacts>): SeekerFileFacts => ({ ...none, ...over });
    it.each<[string, Actor & { emailVerified?: boolean }, SeekerFileFacts, boolean]>([
      ['the owner', seeker, facts({ ownerUserId: 7 }), true],
      ['the owner, a pending upload', seeker, facts({ ownerUserId: 7, attached: false }), true],
      ['another seeker, even one the file was sent with', seeker, facts({ sentToActorCompany: true }), false],
      ['an operator', admin, facts({ sentToActorCompany: true, currentProfileFile: true }), false],
      ['(a) sent to its company', verified, facts({ sentToActorCompany: true }), true],
      ['(a) but the employer is unverified', unverified, facts({ sentToActorCompany: true }), false],
      [
        '(c) current file of a seeker who applied to it',
        verified,
        facts({ currentProfileFile: true, ownerAppliedToActor: true }),
        true,
      ],
      [
        '(c) current file, applicant whose profile is hidden',
        verified,
        facts({ currentProfileFile: true, ownerAppliedToActor: true, profileVisible: false }),
        true,
      ],
      [
        '(c) but the employer is unverified',
        unverified,
        facts({ currentProfileFile: true, ownerAppliedToActor: true }),
        false,
      ],
      [
        'applied to it, but the file was sent to another company only',
        verified,
        facts({ ownerAppliedToActor: true }),
        false,
      ],
      [
        '(b) talent pool, current file of a visible profile',
        verified,
        facts({ currentProfileFile: true, profileVisible: true, talentPool: true }),
        true,
      ],
      [
        'talent pool, hidden profile',
        verified,
        facts({ currentProfileFile: true, profileVisible: false, talentPool: true }),
        false,
      ],
      [
        'talent pool, a file the profile no longer shows',
        verified,
        facts({ profileVisible: true, talentPool: true }),
        false,
      ],
      [
        'no talent pool (pay-per-job), visible profile',
        verified,
        facts({ currentProfileFile: true, profileVisible: true }),
        false,
      ],
      [
        'talent pool but unverified',
        unverified,
        facts({ currentProfileFile: true, profileVisible: true, talentPool: true }),
        false,
      ],
      [
        'a pending upload, whatever else is said',
        verified,
        facts({
          attached: false,
          sentToActorCompany: true,
          currentProfileFile: true,
          ownerAppliedToActor: true,
          profileVisible: true,
          talentPool: true,
        }),
        false,
      ],
      ['a file without an owner', verified, facts({ ownerUserId: null, sentToActorCompany: true }), false],
    ])('%s', (_, actor, file, expected) => {
      expect(canReadSeekerFile(actor, file)).toBe(expected);
    });
  });

  it('attaches an upload once, by its uploader', () => {
    expect(canAttachUpload(seeker, { ownerUserId: 7, attached: false })).toBe(true);
    expect(canAttachUpload(seeker, { ownerUserId: 7, attached: true })).toBe(false);
    expect(canAttachUpload(seeker, { ownerUserId: 8, attached: false })).toBe(false);
  });

  it('changes a document through its own profile only, not another seeker’s', () => {
    expect(isProfileDocument({ id: 11 }, { jobSeekerProfileId: 11 })).toBe(true);
    expect(isProfileDocument({ id: 12 }, { jobSeekerProfileId: 11 })).toBe(false);
  });

  it('keeps the first five skills', () => {
    const ids = [10, 11, 12, 13, 14, 15, 16];
    expect(ids.map((id) => canRemoveSkill(ids, id))).toEqual([false, false, false, false, false, true, true]);
    expect(canRemoveSkill(ids, 99)).toBe(false);
  });
});
