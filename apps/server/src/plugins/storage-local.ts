import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { newToken } from '../lib/tokens';
import { isStreamSource, type Storage } from './storage-driver';
import { assertStorageKey, isStorageKey, missingObjectError, newStorageKey } from './storage-keys';

/** The default driver: DATA_DIR/files/<first two characters of the key>/<key>. */
export function createLocalStorage(config: Pick<Config, 'dataDir'>): Storage {
  const root = path.join(config.dataDir, 'files');
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(source, { extension }) {
      const key = newStorageKey(extension);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name beside the target and renamed when complete, so that a reader
      // never sees half a file and a failed write leaves nothing under the key.
      const partial = `${file}.${newToken().slice(0, 8)}.part`;
      const stream = isStreamSource(source) ? source.stream : Readable.from([source]);
      try {
        await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
        await fs.rename(partial, file);
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
      return key;
    },
    async get(key) {
      // A malformed key (`../x`) names no stored file: refused without touching the disk, and a route
      // that passes a key from the URL answers 404 rather than 500.
      if (!isStorageKey(key)) throw missingObjectError(key, 'invalid storage key');
      const file = fileOf(key);
      await fs.access(file); // rejects with code 'ENOENT' when missing
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
