import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { Storage } from './storage';
import { assertStorageKey, isStorageKey, missingObjectError, newStorageKey } from './storage-keys';

/** The default driver: DATA_DIR/files/<first two characters of the key>/<key>. */
export function createLocalStorage(config: Pick<Config, 'dataDir'>): Storage {
  const root = path.join(config.dataDir, 'files');
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, { extension }) {
      const key = newStorageKey(extension);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
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
