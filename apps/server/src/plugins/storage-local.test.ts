import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage, type Storage } from './storage';
import { createLocalStorage } from './storage-local';

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

describe('local storage', () => {
  let dataDir: string;
  let storage: Storage;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    storage = createLocalStorage({ dataDir });
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('puts, gets and deletes a file under DATA_DIR/files', async () => {
    const data = Buffer.from('%PDF-1.7 a candidate CV \u0000\u00ff', 'latin1');
    const key = await storage.put(data, { extension: 'pdf' });
    expect(await fs.readFile(path.join(dataDir, 'files', key.slice(0, 2), key))).toEqual(data);
    expect(await bytesOf(await storage.get(key))).toEqual(data);

    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete(key)).resolves.toBeUndefined(); // deleting twice is fine
  });

  it('makes random, path-safe keys whatever the extension says', async () => {
    const data = Buffer.from('same bytes');
    const a = await storage.put(data, { extension: 'PDF' });
    const b = await storage.put(data, { extension: 'pdf' });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}\.pdf$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{43}\.pdf$/);

    const odd = await storage.put(data, { extension: '../../etc/pass wd' });
    expect(odd).toMatch(/^[A-Za-z0-9_-]{43}\.etcpasswd$/);
    const none = await storage.put(data, { extension: '' });
    expect(none).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await bytesOf(await storage.get(none))).toEqual(data);
  });

  it('refuses keys that are not its own, such as ../x', async () => {
    await fs.writeFile(path.join(dataDir, 'x'), 'outside the files folder');
    for (const key of ['../x', '../../x', 'a/b', '..', '', '.x', 'x.PDF', 'x/../../x']) {
      // Read: a malformed key names no stored file (so a route answers 404), and nothing is read.
      await expect(storage.get(key)).rejects.toMatchObject({
        code: 'ENOENT',
        message: /invalid storage key/,
      });
      // Delete: a programming error, refused loudly.
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(await fs.readFile(path.join(dataDir, 'x'), 'utf8')).toBe('outside the files folder');
  });

  it('writes a stream as it reads it, and a stream that fails leaves nothing behind', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const key = await storage.put(
      { stream: Readable.from(chunks), size: 64 * 16 * 1024 },
      { extension: 'pdf' },
    );
    // Compared as one Buffer.equals: toEqual walks a megabyte byte by byte (seconds).
    expect((await bytesOf(await storage.get(key))).equals(Buffer.concat(chunks))).toBe(true);

    async function* broken() {
      yield Buffer.from('%PDF-1.7 first part');
      throw new Error('client went away');
    }
    const before = await fs.readdir(path.join(dataDir, 'files'), { recursive: true });
    await expect(
      storage.put({ stream: Readable.from(broken()), size: 100 }, { extension: 'pdf' }),
    ).rejects.toThrow('client went away');
    expect(await fs.readdir(path.join(dataDir, 'files'), { recursive: true })).toEqual(
      expect.arrayContaining(before),
    );
    const after = await fs.readdir(path.join(dataDir, 'files'), { recursive: true });
    expect(after.filter((f) => !before.includes(f) && !/^[\w-]{2}$/.test(f))).toEqual([]);
  });

  it('is what createStorage gives without S3_BUCKET', async () => {
    const fromConfig = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const key = await fromConfig.put(Buffer.from('hello'), { extension: 'txt' });
    expect(await bytesOf(await storage.get(key))).toEqual(Buffer.from('hello'));
  });
});
