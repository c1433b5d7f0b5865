import { employersMessages } from '../../../i18n/dv/employers-messages';
import { bundledCatalogue } from '../../../i18n/public-texts';

/** The employers pages' Dhivehi (i18n/dv/employers-messages.ts), imported with the area's code. */
export const employersTexts = bundledCatalogue(employersMessages);
