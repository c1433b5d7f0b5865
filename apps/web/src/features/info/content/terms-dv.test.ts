import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DV_MONTHS } from '../../../i18n/dv/dates';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS, type TermsBlock } from './terms';
import { TERMS_DV } from './terms-dv';

// The terms in Dhivehi (decision 0058 amended 2026-12-01) are the English terms section by section: the
// same ids (the table of contents' links), parts, blocks and lists, with the same placeholders, bold
// words and links, and Thaana text with no English word left.

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** A block's shape: its kind, and a list's length. */
const shape = (block: TermsBlock) =>
  typeof block === 'string' ? 'paragraph' : 'heading' in block ? 'heading' : `list of ${block.list.length}`;
const texts = (block: TermsBlock): string[] =>
  typeof block === 'string' ? [block] : 'heading' in block ? [block.heading] : block.list;
/** What a text puts in: {app}, {support}, {supportPhone}, the number of bold runs, the links' paths. */
const markup = (text: string) => ({
  placeholders: [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
  bold: [...text.matchAll(/\*\*(.+?)\*\*/g)].length,
  links: [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]),
});

describe('the terms in Dhivehi', () => {
  it('have the English sections: ids, parts, blocks and lists in the same order', () => {
    expect(TERMS_DV.sections.map((s) => [s.id, s.part])).toEqual(TERMS_SECTIONS.map((s) => [s.id, s.part]));
    TERMS_SECTIONS.forEach((english, i) => {
      const dhivehi = TERMS_DV.sections[i]!;
      expect(dhivehi.blocks.map(shape), english.id).toEqual(english.blocks.map(shape));
      // The numbered titles keep their number.
      expect(dhivehi.title.split('.')[0], english.id).toBe(english.title.split('.')[0]);
    });
  });

  it('keep every placeholder, bold run and link of the English, in Thaana with no English word', () => {
    TERMS_SECTIONS.forEach((english, i) => {
      const dhivehi = TERMS_DV.sections[i]!;
      expect(dhivehi.title, english.id).toMatch(THAANA);
      english.blocks.forEach((block, b) => {
        const theirs = texts(dhivehi.blocks[b]!);
        texts(block).forEach((text, t) => {
          const ours = theirs[t]!;
          expect(markup(ours), `${english.id} ${b}.${t}`).toEqual(markup(text));
          expect(ours, `${english.id} ${b}.${t}`).toMatch(THAANA);
          const words = ours.replace(/\{\w+\}/g, '').replace(/\]\(\/[^)]*\)/g, ']');
          expect(words, `${english.id} ${b}.${t}`).not.toMatch(LATIN_WORD);
        });
      });
    });
  });

  it('are loaded only for a Dhivehi page: nothing imports them but the loader, dynamically', () => {
    const web = path.resolve(import.meta.dirname, '../../..');
    const importing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const text = fs.readFileSync(full, 'utf8');
          if (/^import (?!type )[^;]*terms-dv'/m.test(text)) importing.push(path.relative(web, full));
        }
      }
    };
    walk(web);
    expect(importing).toEqual([]);
    const loader = fs.readFileSync(path.join(web, 'features/info/lib/texts.ts'), 'utf8');
    expect(loader).toContain("import('../content/terms-dv')");
  });

  it('date the latest version with the Dhivehi month', () => {
    const [day, , year] = TERMS_LAST_UPDATED.split(' ');
    expect(TERMS_DV.lastUpdated).toBe(`${day} ${DV_MONTHS[10]} ${year}`);
    expect(TERMS_LAST_UPDATED).toMatch(/ Nov /);
  });
});
