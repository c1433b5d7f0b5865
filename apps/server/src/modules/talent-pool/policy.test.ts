import { describe, expect, it } from 'vitest';
import { canSeeCandidate, canSeeProfile } from './policy';

const nobody = { isSelf: false, isSubscriber: false, receivedApplication: false };

describe('talent pool policy', () => {
  it('shows the profile view link to the seeker, subscribers and employers applied to', () => {
    const visible = { visible: true };
    expect(canSeeProfile(nobody, visible)).toBe(false);
    expect(canSeeProfile({ ...nobody, isSelf: true }, visible)).toBe(true);
    expect(canSeeProfile({ ...nobody, isSubscriber: true }, visible)).toBe(true);
    expect(canSeeProfile({ ...nobody, receivedApplication: true }, visible)).toBe(true);
  });

  it('shows a hidden profile to nobody', () => {
    const hidden = { visible: false };
    for (const viewer of [
      { ...nobody, isSelf: true },
      { ...nobody, isSubscriber: true },
      { ...nobody, receivedApplication: true },
    ])
      expect(canSeeProfile(viewer, hidden)).toBe(false);
    expect(canSeeCandidate({ isSubscriber: true }, hidden)).toBe(false);
  });

  it('gives the candidate profile to subscribers only', () => {
    expect(canSeeCandidate({ isSubscriber: true }, { visible: true })).toBe(true);
    expect(canSeeCandidate({ isSubscriber: false }, { visible: true })).toBe(false);
  });
});
