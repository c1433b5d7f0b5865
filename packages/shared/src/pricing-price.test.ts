import { describe, expect, it } from 'vitest';
import { formatPlanPrice, PRICING_PLANS } from './pricing';

describe('formatPlanPrice', () => {
  it('groups the digits as the pricing page shows them', () => {
    expect(formatPlanPrice({ currency: 'MVR', price: 3000 })).toBe('MVR 3,000');
    expect(formatPlanPrice({ currency: 'MVR', price: 500 })).toBe('MVR 500');
    expect(formatPlanPrice({ currency: 'MVR', price: 1234567 })).toBe('MVR 1,234,567');
    expect(formatPlanPrice({ currency: 'MVR', price: 7710.5 })).toBe('MVR 7,710.50');
  });

  it("writes every plan's price as en-US grouping does", () => {
    for (const plan of PRICING_PLANS)
      expect(formatPlanPrice(plan)).toBe(`${plan.currency} ${plan.price.toLocaleString('en-US')}`);
  });
});
