import type { talentPoolMessages } from '../../../i18n/dv/talent-pool-messages';
import { pageCatalogue } from '../../../i18n/public-texts';

/** /talent-pool as a visitor sees it, in Dhivehi (i18n/dv/talent-pool-messages.ts), only for a Dhivehi page. */
export const talentPoolTexts = pageCatalogue<typeof talentPoolMessages>(() =>
  import('../../../i18n/dv/talent-pool-messages').then((m) => m.talentPoolMessages),
);
