import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

/**
 * One storage interface for uploads (DESIGN §5). Keys are random (storage-keys.ts); callers keep the
 * original name in the files table. `get` of a missing key rejects with an error whose `code` is
 * 'ENOENT', whichever driver is behind it, so that routes can answer 404.
 */
export interface Storage {
  put(data: Buffer, opts: { extension: string }): Promise<string>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** S3 (or an S3-compatible service) when S3_BUCKET is set, DATA_DIR/files otherwise. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config);
}
