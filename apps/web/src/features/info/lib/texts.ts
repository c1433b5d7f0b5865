import type { infoMessages } from '../../../i18n/dv/info-messages';
import { pageCatalogue } from '../../../i18n/public-texts';
import type { TermsDv } from '../content/terms-dv';

/** /about, /download and the frame of /tos in Dhivehi (i18n/dv/info-messages.ts), only for a Dhivehi page. */
export const infoTexts = pageCatalogue<typeof infoMessages>(() =>
  import('../../../i18n/dv/info-messages').then((m) => m.infoMessages),
);

/** The terms' sections in Dhivehi (content/terms-dv.ts, some 20 kB), only for a Dhivehi /tos. */
export const termsDv = pageCatalogue<TermsDv>(() => import('../content/terms-dv').then((m) => m.TERMS_DV));
