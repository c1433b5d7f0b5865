import { FILE_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

// What the browser checks of a chosen file before sending it, with the limits the server enforces
// (FILE_LIMITS; the server decides by the bytes, apps/server/src/plugins/uploads.ts). The browser knows
// only the name and the type it reports, and some browsers report no type for a PDF: the extension
// counts too.

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** One entry of FILE_LIMITS: the largest size in bytes and the accepted MIME types. */
export interface FileLimit {
  bytes: number;
  types: readonly string[];
}

/** The name people know a type by, and its file extensions. */
const FILE_TYPES: Record<string, { name: string; extensions: readonly string[] }> = {
  'application/pdf': { name: 'PDF', extensions: ['.pdf'] },
  'application/msword': { name: 'DOC', extensions: ['.doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    name: 'DOCX',
    extensions: ['.docx'],
  },
  'image/jpeg': { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { name: 'PNG', extensions: ['.png'] },
  'image/webp': { name: 'WebP', extensions: ['.webp'] },
};

const extensionsOf = (types: readonly string[]) => types.flatMap((t) => FILE_TYPES[t]?.extensions ?? []);

/** Whether a chosen file is of one of the types (by its reported type or, failing that, its extension). */
export function matchesFileTypes(file: Pick<ChosenFile, 'name' | 'type'>, types: readonly string[]): boolean {
  if (types.includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return extensionsOf(types).some((ext) => name.endsWith(ext));
}

/** The `accept` attribute of a file input for the types: the MIME types and their extensions. */
export function acceptAttribute(types: readonly string[]): string {
  return [...types, ...extensionsOf(types)].join(',');
}

const KB = 1024;
const MB = 1024 * KB;
const grouped = (n: number) => n.toLocaleString('en-US');

/** A size as people read it: '850 bytes', '120 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${grouped(Math.round(bytes / KB))} KB`;
  return `${grouped(Math.round((bytes / MB) * 10) / 10)} MB`;
}

/** A limit stated exactly: '10 MB', or in KB where it is not whole megabytes (the spec's 10024 KB). */
export function formatSizeLimit(bytes: number): string {
  return bytes % MB === 0 ? `${grouped(bytes / MB)} MB` : `${grouped(Math.round(bytes / KB))} KB`;
}

/** 'PDF', 'PDF, DOC or DOCX', 'JPEG, PNG or PDF'. */
export function fileTypeNames(types: readonly string[]): string {
  const names = types.map((t) => FILE_TYPES[t]?.name ?? t);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** What a drop zone says it takes: 'PDF, at most 10 MB'. */
export function describeFileLimit(limit: FileLimit): string {
  return `${fileTypeNames(limit.types)}, at most ${formatSizeLimit(limit.bytes)}`;
}

/** The messages for a file a field refuses; each field has the spec's own wording for a wrong type. */
export interface FileProblemMessages {
  type: string;
  size: string;
}

/** Why a field refuses a chosen file (the type first, then the size), or null when it takes it. */
export function fileProblem(
  file: ChosenFile,
  limit: FileLimit,
  messages: FileProblemMessages = { type: MESSAGES.uploadType, size: MESSAGES.uploadTooLarge },
): string | null {
  if (!matchesFileTypes(file, limit.types)) return messages.type;
  if (file.size > limit.bytes) return messages.size;
  return null;
}

/** Whether a chosen file looks like a PDF (its reported type or its extension). */
export function looksLikePdf(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  return matchesFileTypes(file, FILE_LIMITS.document.types);
}

/**
 * The PDF slots of the documents page and the bank job form (SPEC §5 "Documents and bank job form
 * files"): PDF only ('File type error'), at most 10024 KB ('File size is greater than maximum limit').
 */
export function pdfSlotProblem(file: ChosenFile): string | null {
  return fileProblem(file, FILE_LIMITS.document);
}
