import { jobFormMessages } from '../../../i18n/dv/job-form-messages';
import { bundledCatalogue } from '../../../i18n/public-texts';

/** The bank job form's Dhivehi (i18n/dv/job-form-messages.ts), imported with the area's code. */
export const jobFormTexts = bundledCatalogue(jobFormMessages);

/** A text of the form's catalogue (for SPEC's texts the shared rules type as string: the slots' names). */
export type JobFormText = keyof typeof jobFormMessages;
