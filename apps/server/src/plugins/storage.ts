import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { newToken } from '../lib/tokens';

/**
 * One storage interface for uploads (DESIGN §5). Keys are random; callers keep the original name in
 * the files table. The local-disk driver is the default; an S3 driver plugs in behind the same
 * interface when S3_BUCKET is set (added with the uploads work).
 */
export interface Storage {
  put(data: Buffer, opts: { extension: string }): Promise<string>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

export function createLocalStorage(config: Config): Storage {
  const root = path.join(config.dataDir, 'files');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, { extension }) {
      const key = `${newToken()}.${extension.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return key;
    },
    async get(key) {
      const file = fileOf(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export function createStorage(config: Config): Storage {
  if (config.s3) throw new Error('S3 storage is not available yet: unset S3_BUCKET to store files on disk.');
  return createLocalStorage(config);
}
