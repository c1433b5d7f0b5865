import { pricingMessages } from '../../../i18n/dv/pricing-messages';
import { bundledCatalogue } from '../../../i18n/public-texts';

/** The pricing page's Dhivehi (i18n/dv/pricing-messages.ts), imported with the area's code. */
export const pricingTexts = bundledCatalogue(pricingMessages);
