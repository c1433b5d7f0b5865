import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A slice names its module for the server ('src/…', the build manifest's key: lib/lazy-slice.tsx). A name
// that is not the module its file imports would leave the part unstyled until its code came.
const WEB = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(WEB, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const resolveModule = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
  return found ? path.relative(WEB, found).split(path.sep).join('/') : null;
};

const slices = sourceFiles(SRC).flatMap((file) => {
  const code = fs.readFileSync(file, 'utf8');
  const names = [...code.matchAll(/lazySlice\(\s*'([^']+)'/g)].map((m) => m[1]!);
  const imported = [...code.matchAll(/import\('([^']+)'\)/g)].map((m) => resolveModule(file, m[1]!));
  return names.map((name) => ({ file: path.relative(WEB, file), name, imported }));
});

describe('lazy slices', () => {
  it('are found (the footer, the home page banner and rows, the job detail parts)', () => {
    expect(slices.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'src/components/app-footer.tsx',
        'src/features/jobs/components/stats-banner.tsx',
        'src/features/jobs/components/job-list-rows.tsx',
        'src/features/jobs/components/job-detail-parts.tsx',
      ]),
    );
  });

  it.each(slices.map((s) => [s.file, s.name, s.imported] as const))(
    '%s: %s is a module the file imports lazily',
    (_file, name, imported) => {
      expect(imported).toContain(name);
    },
  );
});
