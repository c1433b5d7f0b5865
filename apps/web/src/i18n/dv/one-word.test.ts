import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

// One word for one thing (issue 31, docs/i18n/glossary.md): the same English text in two of the Dhivehi
// catalogues (the main one, the areas', the public pages') reads the same in both. The catalogues are every
// `dv/*messages.ts` module; each exports its texts as one object keyed by the English.

/** Every catalogue's texts, by the module they are in. */
async function catalogues(): Promise<Record<string, Record<string, string>>> {
  const found: Record<string, Record<string, string>> = {};
  for (const file of fs.readdirSync(import.meta.dirname)) {
    if (!/messages\.ts$/.test(file) || file === 'api-messages.ts') continue;
    const module = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (value && typeof value === 'object' && !Array.isArray(value))
        found[file] = { ...found[file], ...(value as Record<string, string>) };
  }
  return found;
}

/** One English word for two things, each with its own Dhivehi (the reason beside it). */
const HOMONYMS: Record<string, string> = {
  View: "the applications' list or board (a way of showing) / a company's job (a verb)",
  Shortlist: "the employer's button (a verb) / a step of how the portal works on /about (a noun)",
  Active: "an employer's open jobs (the jobs filter) / a running subscription (the console's figures)",
  Open: "the console's button that opens a submission (a verb) / a vacancy still taking applications (a state)",
};

test('the same English text has the same Dhivehi in every catalogue', async () => {
  const all = await catalogues();
  expect(Object.keys(all).length).toBeGreaterThan(5);
  const byEnglish = new Map<string, Map<string, string[]>>();
  for (const [file, texts] of Object.entries(all))
    for (const [english, dhivehi] of Object.entries(texts)) {
      const readings = byEnglish.get(english) ?? new Map<string, string[]>();
      readings.set(dhivehi, [...(readings.get(dhivehi) ?? []), file]);
      byEnglish.set(english, readings);
    }
  const differing = [...byEnglish]
    .filter(([english, readings]) => readings.size > 1 && !(english in HOMONYMS))
    .map(
      ([english, readings]) =>
        `${english}: ${[...readings].map(([dv, files]) => `${dv} (${files.join(', ')})`).join(' / ')}`,
    );
  expect(differing).toEqual([]);
});
