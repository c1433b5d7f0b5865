import type { Config } from '../config';
import type { Storage } from './storage-driver';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

export type { Storage, StreamSource } from './storage-driver';

/** S3 (or an S3-compatible service) when S3_BUCKET is set, DATA_DIR/files otherwise. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config);
}
