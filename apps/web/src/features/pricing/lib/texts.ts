import { areaCatalogue } from '../../../i18n/area-catalogue';

/** The pricing page's Dhivehi (i18n/dv/pricing-messages.ts), only for a Dhivehi page. */
export const pricingTexts = areaCatalogue(() =>
  import('../../../i18n/dv/pricing-messages').then((m) => m.pricingMessages),
);
