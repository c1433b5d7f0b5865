import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import {
  canCreateCompanyFor,
  canEditCompany,
  companyNameKey,
  subCompanyNamesToCheck,
  type Actor,
} from './policy';

const employer: Actor = { id: 20, role: ROLES.employer };
const seeker: Actor = { id: 21, role: ROLES.jobseeker };
const admin: Actor = { id: 1, role: ROLES.admin };

describe('canCreateCompanyFor', () => {
  it.each([
    ['an employer, no user_id sent', employer, undefined, true],
    ['an employer, own user_id', employer, 20, true],
    ['an employer, someone else’s user_id', employer, 99, false],
    ['a jobseeker, own user_id', seeker, 21, false],
    ['a jobseeker, no user_id', seeker, undefined, false],
    ['an admin, someone else’s user_id', admin, 20, false],
  ] as const)('%s → %s', (_case, actor, userId, expected) => {
    expect(canCreateCompanyFor(actor, userId)).toBe(expected);
  });
});

describe('canEditCompany', () => {
  const own = { userId: 20 };
  const other = { userId: 30 };
  it.each([
    ['the owner', employer, own, undefined, true],
    ['the owner, own user_id', employer, own, 20, true],
    ['the owner, someone else’s user_id', employer, own, 30, false],
    ['another employer', employer, other, undefined, false],
    ['another employer naming the owner', employer, other, 30, false],
    ['a jobseeker', seeker, { userId: 21 }, undefined, false],
    ['an admin', admin, own, undefined, false],
  ] as const)('%s → %s', (_case, actor, company, userId, expected) => {
    expect(canEditCompany(actor, company, userId)).toBe(expected);
  });
});

describe('companyNameKey (issue 24, point 9)', () => {
  it.each([
    ['Sun Island Resort', 'sun island resort'],
    ['  SUN   island\tResort ', 'sun island resort'],
    ['Sun\u00a0Island\u2003Resort', 'sun island resort'],
    ['Sun\u200bIsland Resort', 'sunisland resort'],
    ['Ｓｕｎ Island Resort', 'sun island resort'],
  ])('%j → %j', (name, key) => {
    expect(companyNameKey(name)).toBe(key);
  });
});

describe('subCompanyNamesToCheck', () => {
  const current = [{ name: 'Blue Lagoon Dive Centre' }, { name: 'Blue Lagoon Villas' }];
  it.each([
    ['nothing changed', current, []],
    ['a kept name respaced or recased', [{ name: 'blue lagoon  DIVE centre' }], []],
    ['an added name', [...current, { name: 'Sun Island Resort' }], [{ index: 2, key: 'sun island resort' }]],
    [
      'a renamed one',
      [{ name: 'Blue Lagoon Dive Centre' }, { name: 'Raajje Telecom' }],
      [{ index: 1, key: 'raajje telecom' }],
    ],
    ['a blank name (dropped by the schema anyway)', [{ name: '  ' }], []],
  ] as const)('%s', (_case, proposed, expected) => {
    expect(subCompanyNamesToCheck(current, [...proposed])).toEqual(expected);
  });
});
