import { describe, expect, it } from 'vitest';
import { canManageInvoice, canReadSlip, isOwnCompanyId, type Actor } from './policy';

const employerOf = (companyId: number | null): Actor => ({ id: 7, role: 2, companyId });
const seeker: Actor = { id: 8, role: 1, companyId: null };
const admin: Actor = { id: 1, role: 3, companyId: null };
const invoiceOf10 = { companyId: 10 };

describe('billing policy', () => {
  it.each([
    ['the owning employer', employerOf(10), true, true],
    ['another company’s employer', employerOf(11), false, false],
    ['an employer without a company', employerOf(null), false, false],
    ['a jobseeker', seeker, false, false],
    ['an operator', admin, false, true],
  ])('%s: manage %s, read the slip %s', (_who, actor, manage, readSlip) => {
    expect(canManageInvoice(actor, invoiceOf10)).toBe(manage);
    expect(canReadSlip(actor, invoiceOf10)).toBe(readSlip);
  });

  it('takes a company_id in a body only when it is the caller’s own', () => {
    expect(isOwnCompanyId(employerOf(10), undefined)).toBe(true);
    expect(isOwnCompanyId(employerOf(10), 10)).toBe(true);
    expect(isOwnCompanyId(employerOf(10), 11)).toBe(false);
    expect(isOwnCompanyId(employerOf(null), 10)).toBe(false);
  });
});
