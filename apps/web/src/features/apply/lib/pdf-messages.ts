import { MESSAGES } from '@portal/shared/messages';

/** SPEC §8: a resume or document refused by its type ('File type error') or its size. */
export const PDF_MESSAGES = { type: MESSAGES.uploadType, size: MESSAGES.uploadTooLarge };
