import { describe, expect, it } from 'vitest';
import { canUseVerifyLink } from './policy';

describe('canUseVerifyLink', () => {
  it.each([
    ['the link of the caller', 7, 7, true],
    ['the link of another account', 7, 8, false],
  ] as const)('%s → %s', (_case, callerId, linkUserId, expected) => {
    expect(canUseVerifyLink({ id: callerId }, linkUserId)).toBe(expected);
  });
});
