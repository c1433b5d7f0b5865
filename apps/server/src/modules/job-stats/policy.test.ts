import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { canReadJobStats } from './policy';

describe('canReadJobStats', () => {
  const job = { ownerUserId: 7 };
  it.each([
    ['the owning employer', { id: 7, role: ROLES.employer }, true],
    ['another employer', { id: 8, role: ROLES.employer }, false],
    ['an operator', { id: 7, role: ROLES.admin }, false],
    ['a jobseeker with the same id', { id: 7, role: ROLES.jobseeker }, false],
  ])('%s → %s', (_who, viewer, allowed) => {
    expect(canReadJobStats(viewer, job)).toBe(allowed);
  });
});
