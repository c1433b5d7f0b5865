import { areaCatalogue } from '../../../i18n/area-catalogue';
import type { TermsDv } from '../content/terms-dv';

/** /about, /download and the frame of /tos in Dhivehi (i18n/dv/info-messages.ts), only for a Dhivehi page. */
export const infoTexts = areaCatalogue(() =>
  import('../../../i18n/dv/info-messages').then((m) => m.infoMessages),
);

/** The terms' sections in Dhivehi (content/terms-dv.ts, 6 kB compressed), only for a Dhivehi /tos. */
export const termsDv = areaCatalogue<TermsDv>(() => import('../content/terms-dv').then((m) => m.TERMS_DV));
