import { areaCatalogue } from '../../../i18n/area-catalogue';

/** /talent-pool as a visitor sees it, in Dhivehi (i18n/dv/talent-pool-messages.ts), only for a Dhivehi page. */
export const talentPoolTexts = areaCatalogue(() =>
  import('../../../i18n/dv/talent-pool-messages').then((m) => m.talentPoolMessages),
);
