import type { Readable } from 'node:stream';
import { notFound } from '../../lib/app-error';
import type { DbDeps, ServiceDeps } from '../../lib/deps';
import type { UploadedFile } from '../../plugins/uploads';
import {
  deleteFileRow,
  deleteGeneratedFiles,
  findFile,
  findGeneratedFile,
  findJobFileOwner,
  insertFile,
  isPublicFile,
  lockFileRow,
  markFileAttached,
} from './repository';
import { canPreviewJobFile, isFileOwner } from './policy';

// Stored files (DESIGN §5): the bytes in storage under a random key, the original name, detected type,
// size and owner in the files table. Other modules store and read files only through these functions.

export interface StoredFile {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * Puts an accepted upload into storage and returns its key. The files row is written by `recordFile`
 * in the caller's transaction, so that a failed change leaves no row; the caller removes the stored
 * bytes with `discardStored` when its transaction fails.
 */
export async function storeUpload(
  { storage }: Pick<ServiceDeps, 'storage'>,
  opts: { upload: UploadedFile },
): Promise<string> {
  return storage.put(opts.upload.source(), {
    extension: opts.upload.extension,
    contentType: opts.upload.mime,
  });
}

/** The files row of a stored upload, written in the transaction of the change that uses it. */
export function recordFile(
  { db }: DbDeps,
  // No owner: an upload without an account (the bank job form), reachable only through its own module.
  opts: { key: string; upload: UploadedFile; ownerUserId: number | null; attached?: boolean },
) {
  return insertFile(db, {
    key: opts.key,
    originalName: opts.upload.originalName || `file.${opts.upload.extension}`,
    contentType: opts.upload.mime,
    size: opts.upload.size,
    ownerUserId: opts.ownerUserId,
    attached: opts.attached,
  });
}

/** Removes stored bytes whose change did not commit (best effort: a leftover object is only garbage). */
export async function discardStored(
  { storage, log }: Pick<ServiceDeps, 'storage' | 'log'>,
  { key }: { key: string },
): Promise<void> {
  await storage
    .delete(key)
    .catch((err: unknown) => log.warn({ err, key }, 'could not remove an unused upload'));
}

/**
 * Forgets a file that is no longer referenced (a replaced logo, a rejected slip): the row now, in the
 * caller's transaction; the bytes after the commit, with `discardStored`.
 */
export function forgetFile({ db }: DbDeps, opts: { key: string }) {
  return deleteFileRow(db, opts.key);
}

/** Opens a stored file for an authorised route; 404 when there is no such file. */
export async function openFile(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { key: string },
): Promise<StoredFile> {
  const row = await findFile(db, opts.key);
  if (!row) throw notFound();
  try {
    const stream = await storage.get(row.key);
    return {
      key: row.key,
      originalName: row.originalName,
      contentType: row.contentType,
      size: row.size,
      stream,
    };
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') throw notFound();
    throw err;
  }
}

/**
 * GET files/{key}: a public file (a listed company's logo, a published job's files) for anyone; the files
 * of a job not yet public for its employer and the operators (their preview); else 404.
 */
export async function openPublicFile(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { key: string; viewer?: { id: number; role: number } | null },
): Promise<StoredFile & { public: boolean }> {
  if (await isPublicFile(deps.db, opts.key)) return { ...(await openFile(deps, opts)), public: true };
  const viewer = opts.viewer;
  if (viewer) {
    const owner = await findJobFileOwner(deps.db, opts.key);
    if (owner !== null && canPreviewJobFile(viewer, owner)) {
      return { ...(await openFile(deps, opts)), public: false };
    }
  }
  throw notFound();
}

/** A stored file's row (name, type, size, owner, attached), or null: for modules that authorise reads. */
export function describeFile({ db }: DbDeps, opts: { key: string }) {
  return findFile(db, opts.key);
}

/**
 * Takes a stored file of `ownerUserId` for a record (an uploaded `uri` sent again, or a document the user
 * already has): locks the row, checks the owner, marks it attached. Null when it is not theirs.
 */
export async function claimOwnedFile({ db }: DbDeps, opts: { key: string; ownerUserId: number }) {
  const row = await lockFileRow(db, opts.key);
  if (!row || !isFileOwner(opts.ownerUserId, row)) return null;
  if (!row.attached) await markFileAttached(db, row.key);
  return row;
}

// ── Files the server makes (preview images, decision 0051) ──────────────────────────────────────────

/** Opens a generated file by its name (`preview/job/12/….png`); null when none is stored or its bytes are gone. */
export async function openGeneratedFile(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { name: string },
): Promise<StoredFile | null> {
  const row = await findGeneratedFile(db, opts.name);
  if (!row) return null;
  try {
    const stream = await storage.get(row.key);
    return {
      key: row.key,
      originalName: row.originalName,
      contentType: row.contentType,
      size: row.size,
      stream,
    };
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Stores bytes the server made under `name` (attached, no owner: never swept as an abandoned upload, never
 * served by GET files/{key}), then forgets the older files whose name starts with `replacesPrefix`
 * (the previews of a job before its last edit).
 */
export async function storeGeneratedFile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { name: string; bytes: Buffer; contentType: string; extension: string; replacesPrefix: string },
): Promise<void> {
  const key = await deps.storage.put(opts.bytes, {
    extension: opts.extension,
    contentType: opts.contentType,
  });
  try {
    await insertFile(deps.db, {
      key,
      originalName: opts.name,
      contentType: opts.contentType,
      size: opts.bytes.length,
      ownerUserId: null,
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  const old = await deleteGeneratedFiles(deps.db, opts.replacesPrefix, opts.name);
  for (const oldKey of old) await discardStored(deps, { key: oldKey });
}

/** The bytes of a stored file (a logo for a preview image), or null when there is no such file. */
export async function readFileBytes(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { key: string; maxBytes: number },
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const row = await findFile(deps.db, opts.key);
  if (!row || row.size > opts.maxBytes) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.get(row.key)) chunks.push(chunk as Buffer);
    return { contentType: row.contentType, bytes: Buffer.concat(chunks) };
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}
