import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceFiles, WEB_SRC } from '../testing/catalogue-checks';
import {
  areaCatalogue,
  areaCataloguesArrived,
  loadAreaCatalogues,
  withAreaCatalogues,
} from './area-catalogue';

// Issue 31, point 5: an area's Dhivehi is downloaded only for a Dhivehi page, and code never renders on
// a Dhivehi page before the Dhivehi it holds has come (a hydrating page must not wait for it).

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settledWithin = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
};

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('an area catalogue', () => {
  it('is not downloaded on an English page, until asked for', async () => {
    const importer = vi.fn(() => Promise.resolve({ Jobs: 'ވަޒީފާ' }));
    const catalogue = areaCatalogue(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(catalogue.texts).toBeNull();
    await expect(withAreaCatalogues(Promise.resolve('code'))).resolves.toBe('code');
    expect(importer).not.toHaveBeenCalled();
    // The language switch asks for every known one.
    await loadAreaCatalogues();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(catalogue.texts).toEqual({ Jobs: 'ވަޒީފާ' });
  });

  it("starts with its area's code on a Dhivehi page, and that code waits for it", async () => {
    document.documentElement.lang = 'dv';
    const texts = deferred<Record<string, string>>();
    const importer = vi.fn(() => texts.promise);
    const catalogue = areaCatalogue(importer);
    expect(importer).toHaveBeenCalledTimes(1);
    const code = withAreaCatalogues(Promise.resolve({ default: 'page' }));
    expect(await settledWithin(code)).toBe(false);
    texts.resolve({ Jobs: 'ވަޒީފާ' });
    await expect(code).resolves.toEqual({ default: 'page' });
    expect(catalogue.texts).toEqual({ Jobs: 'ވަޒީފާ' });
    // Asked for once only.
    await catalogue.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('that failed to arrive does not hold the code back, and is asked for again when read', async () => {
    document.documentElement.lang = 'dv';
    const first = deferred<Record<string, string>>();
    const importer = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ Jobs: 'ވަޒީފާ' });
    const catalogue = areaCatalogue(importer);
    const code = withAreaCatalogues(Promise.resolve('code'));
    first.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(code).resolves.toBe('code');
    await expect(areaCataloguesArrived()).resolves.toBeUndefined();
    expect(catalogue.texts).toBeNull();
    await expect(catalogue.load()).resolves.toEqual({ Jobs: 'ވަޒީފާ' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("the areas' Dhivehi in the sources", () => {
  // The main catalogue's chunk (./dv/index.ts and what it imports) is loaded for a Dhivehi page alone
  // (i18n.tsx, loadDv); every other module of ./dv is an area's, imported only with import().
  const dvDir = path.join(WEB_SRC, 'i18n/dv');
  const mainChunk = new Set<string>();
  const follow = (name: string) => {
    const text = fs.readFileSync(path.join(dvDir, `${name}.ts`), 'utf8');
    for (const [, next] of text.matchAll(/^import (?!type )[^;]*from '\.\/([\w-]+)'/gm)) {
      if (mainChunk.has(next!)) continue;
      mainChunk.add(next!);
      follow(next!);
    }
  };
  follow('index');
  const areaModules = fs
    .readdirSync(dvDir)
    .filter((f) => /\.ts$/.test(f) && !f.includes('.test.') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((name) => !mainChunk.has(name));

  it('are the areas of the seeker, the employer, the console and the public pages', () => {
    expect(areaModules).toEqual(
      expect.arrayContaining([
        'seeker-messages',
        'employer-messages',
        'admin-messages',
        'pricing-messages',
        'employers-messages',
        'info-messages',
        'talent-pool-messages',
        'job-form-messages',
      ]),
    );
  });

  it('are imported statically by no module (only type imports), so English never downloads them', () => {
    const offenders = sourceFiles()
      .filter((file) => !file.includes(`${path.sep}testing${path.sep}`))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return areaModules
          .filter((name) => new RegExp(`^import (?!type )[^;]*/dv/${name}'`, 'm').test(text))
          .map((name) => `${path.relative(WEB_SRC, file)} imports dv/${name}`);
      });
    expect(offenders).toEqual([]);
  });

  it('are each asked for by an areaCatalogue', () => {
    const loaders = sourceFiles()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const name of areaModules)
      expect(loaders, name).toMatch(
        new RegExp(`areaCatalogue\\(\\(\\) =>\\s*import\\('[^']*/dv/${name}'\\)`),
      );
  });
});
