import type { employersMessages } from '../../../i18n/dv/employers-messages';
import { pageCatalogue } from '../../../i18n/public-texts';

/** The employers pages' Dhivehi (i18n/dv/employers-messages.ts), loaded only for a Dhivehi page. */
export const employersTexts = pageCatalogue<typeof employersMessages>(() =>
  import('../../../i18n/dv/employers-messages').then((m) => m.employersMessages),
);
