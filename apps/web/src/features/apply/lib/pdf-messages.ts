import { MESSAGES } from '@portal/shared/messages';
import type { Translate } from '../../../i18n/i18n';

/** SPEC §8: a resume or document refused by its type ('File type error') or its size, in the page's language. */
export const pdfMessages = (t: Translate) => ({
  type: t(MESSAGES.uploadType),
  size: t(MESSAGES.uploadTooLarge),
});
