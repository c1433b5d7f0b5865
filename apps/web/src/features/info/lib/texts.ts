import { infoMessages } from '../../../i18n/dv/info-messages';
import { bundledCatalogue, pageCatalogue } from '../../../i18n/public-texts';
import type { TermsDv } from '../content/terms-dv';

/** /about, /download and the frame of /tos in Dhivehi (i18n/dv/info-messages.ts), imported with the pages. */
export const infoTexts = bundledCatalogue(infoMessages);

/** The terms' sections in Dhivehi (content/terms-dv.ts, 6 kB compressed), only for a Dhivehi /tos. */
export const termsDv = pageCatalogue<TermsDv>(() => import('../content/terms-dv').then((m) => m.TERMS_DV));
