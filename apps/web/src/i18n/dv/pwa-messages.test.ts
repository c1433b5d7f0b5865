import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import dv from './index';
import { messages } from './messages';
import { pwaMessages } from './pwa-messages';

// The PWA's Dhivehi texts (issue 30, decision 0054), kept apart from ./messages.ts: checked like the
// catalogue (../catalogue.test.ts) until they are merged into it.

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the PWA's Dhivehi texts", () => {
  it('are Thaana, with no English word left and the same placeholders', () => {
    for (const [english, dhivehi] of Object.entries(pwaMessages)) {
      expect(dhivehi, english).toMatch(THAANA);
      expect(dhivehi.replace(/\{\w+\}/g, ''), english).not.toMatch(LATIN_WORD);
      expect(placeholders(dhivehi), english).toEqual(placeholders(english));
    }
  });

  it("are in the Dhivehi chunk's messages, none overriding the catalogue's", () => {
    for (const [english, dhivehi] of Object.entries(pwaMessages)) {
      expect((dv.messages as Record<string, string>)[english]).toBe(dhivehi);
      expect(english in messages, english).toBe(false);
    }
  });

  it('are each shown by the PWA code (src/pwa)', () => {
    const dir = path.resolve(import.meta.dirname, '../../pwa');
    const source = fs
      .readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    for (const english of Object.keys(pwaMessages)) expect(source, english).toContain(`'${english}'`);
  });
});
