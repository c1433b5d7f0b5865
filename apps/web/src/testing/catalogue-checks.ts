import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

// The checks every Dhivehi catalogue's test makes (decision 0058): its texts are Thaana with their
// English key's placeholders, and the keys its area's code shows are found in the source.

/** The web app's source folder (apps/web/src). */
export const WEB_SRC = path.resolve(import.meta.dirname, '..');

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
/** A text's `{name}` placeholders, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Each Dhivehi text is Thaana, keeps no English word, and fills the same `{name}`s as its English key. */
export function expectDhivehiTexts(texts: Record<string, string>) {
  for (const [english, dhivehi] of Object.entries(texts)) {
    expect(dhivehi, english).toMatch(THAANA);
    expect(dhivehi.replace(/\{\w+\}/g, ''), english).not.toMatch(LATIN_WORD);
    // The same values are filled in: a Dhivehi text must not drop or invent a {name}.
    expect(placeholders(dhivehi), english).toEqual(placeholders(english));
  }
}

/**
 * The app's modules (not its tests) under `dir` (the whole app by default) whose source matches `pattern`,
 * e.g. the import of an area's `t()`.
 */
export function sourceFiles(pattern: RegExp = /(?:)/, dir = WEB_SRC): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        if (pattern.test(fs.readFileSync(full, 'utf8'))) found.push(full);
      }
    }
  };
  walk(dir);
  return found;
}

/** The argument text of each call `name(…)` in `code`, nested parentheses included. */
export function callArguments(code: string, name: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (depth > 0 && end < code.length) {
      const c = code[end++];
      if (c === '(') depth++;
      else if (c === ')') depth--;
    }
    found.push(code.slice(m.index + m[0].length, end - 1));
  }
  return found;
}
