import { describe, expect, it } from 'vitest';
import { canManageTemplate } from './policy';

describe('canManageTemplate', () => {
  it('the company’s own templates only', () => {
    expect(canManageTemplate({ companyId: 3 }, { companyId: 3 })).toBe(true);
    expect(canManageTemplate({ companyId: 3 }, { companyId: 4 })).toBe(false);
    expect(canManageTemplate({ companyId: null }, { companyId: 3 })).toBe(false);
  });
});
