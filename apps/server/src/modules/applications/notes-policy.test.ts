import { describe, expect, it } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import { canDeleteNote } from './notes-policy';

// Who may delete an application's note, as a table (decision 0042).

const employer = { id: 5, role: ROLES.employer, companyId: 9, emailVerified: true };
const ours = { companyId: 9 };

describe('canDeleteNote', () => {
  it.each([
    ['the author, of the company', employer, ours, 5, true],
    ['another user of the company', employer, ours, 6, false],
    ['nobody, once the author’s account is gone', employer, ours, null, false],
    ['the author, once the application is another company’s', employer, { companyId: 10 }, 5, false],
    ['the author, unverified (SPEC §4)', { ...employer, emailVerified: false }, ours, 5, false],
  ])('%s', (_label, actor, application, authorId, allowed) => {
    expect(canDeleteNote(actor, application, { authorId })).toBe(allowed);
  });
});
