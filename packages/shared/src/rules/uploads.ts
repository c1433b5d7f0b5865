import { FILE_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

// The PDF slots of the documents page and the bank job form (SPEC §5 "Documents and bank job form
// files"): PDF only, at most 10024 KB. The browser judges by the name and the type it reports; the server
// decides by the bytes (apps/server/src/plugins/uploads.ts) with the same FILE_LIMITS.document.

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** Whether a chosen file looks like a PDF (its reported type or its extension). */
export function looksLikePdf(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  return (FILE_LIMITS.document.types as readonly string[]).includes(file.type) || /\.pdf$/i.test(file.name);
}

/** The spec's message for a file a PDF slot refuses ('File type error', then the size), or null. */
export function pdfSlotProblem(file: ChosenFile): string | null {
  if (!looksLikePdf(file)) return MESSAGES.uploadType;
  if (file.size > FILE_LIMITS.document.bytes) return MESSAGES.uploadTooLarge;
  return null;
}
