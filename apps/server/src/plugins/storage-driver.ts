import type { Readable } from 'node:stream';

/**
 * One storage interface for uploads (DESIGN §5), implemented by storage-local.ts and storage-s3.ts and
 * chosen in storage.ts. Kept in its own file so that the drivers do not import the file that imports them.
 *
 * Keys are random (storage-keys.ts); callers keep the original name in their own table. `get` of a
 * missing key rejects with an error whose `code` is 'ENOENT', whichever driver is behind it, so that
 * routes can answer 404.
 */
export interface Storage {
  /**
   * Stores bytes under a new random key and returns the key. A stream is written as it is read
   * (never held whole in memory); `size` is its length in bytes, which S3 needs before the first byte.
   */
  put(source: Buffer | StreamSource, opts: { extension: string; contentType?: string }): Promise<string>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** A stream of known length, such as an upload spooled to a temporary file (plugins/uploads.ts). */
export interface StreamSource {
  stream: Readable;
  size: number;
}

export function isStreamSource(source: Buffer | StreamSource): source is StreamSource {
  return !Buffer.isBuffer(source);
}
