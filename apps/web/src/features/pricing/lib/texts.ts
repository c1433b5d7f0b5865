import type { pricingMessages } from '../../../i18n/dv/pricing-messages';
import { pageCatalogue } from '../../../i18n/public-texts';

/** The pricing page's Dhivehi (i18n/dv/pricing-messages.ts), loaded only for a Dhivehi page. */
export const pricingTexts = pageCatalogue<typeof pricingMessages>(() =>
  import('../../../i18n/dv/pricing-messages').then((m) => m.pricingMessages),
);
