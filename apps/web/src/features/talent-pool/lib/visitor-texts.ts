import { talentPoolMessages } from '../../../i18n/dv/talent-pool-messages';
import { bundledCatalogue } from '../../../i18n/public-texts';

/** /talent-pool as a visitor sees it, in Dhivehi (i18n/dv/talent-pool-messages.ts), imported with the area's code. */
export const talentPoolTexts = bundledCatalogue(talentPoolMessages);
