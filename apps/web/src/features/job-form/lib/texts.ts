import { areaCatalogue } from '../../../i18n/area-catalogue';
import type { jobFormMessages } from '../../../i18n/dv/job-form-messages';

/** The bank job form's Dhivehi (i18n/dv/job-form-messages.ts), only for a Dhivehi page. */
export const jobFormTexts = areaCatalogue(() =>
  import('../../../i18n/dv/job-form-messages').then((m) => m.jobFormMessages),
);

/** A text of the form's catalogue (for SPEC's texts the shared rules type as string: the slots' names). */
export type JobFormText = keyof typeof jobFormMessages;
