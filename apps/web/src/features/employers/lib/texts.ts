import { areaCatalogue } from '../../../i18n/area-catalogue';

/** The employers pages' Dhivehi (i18n/dv/employers-messages.ts), only for a Dhivehi page. */
export const employersTexts = areaCatalogue(() =>
  import('../../../i18n/dv/employers-messages').then((m) => m.employersMessages),
);
