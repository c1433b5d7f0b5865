import { describe, expect, it } from 'vitest';
import { lineOf, visualRuns } from './bidi-text';

// The visual order of a PDF line holding Thaana (issue 31, decision 0055): runs left to right, a Thaana
// run in reading order (fontkit reverses it when it shapes it, keeping each fili on its letter).

describe('visualRuns', () => {
  it('puts a Thaana job title after the English words of an English line', () => {
    expect(visualRuns(lineOf('Application for the post of ކައުންސިލްގެ ކްލާރކް'))).toEqual([
      { text: 'Application for the post of ', thaana: false },
      { text: 'ކައުންސިލްގެ ކްލާރކް', thaana: true },
    ]);
  });

  it('lays a Dhivehi line right to left: its full stop at the left end, its figures left to right', () => {
    expect(visualRuns(lineOf('މުސާރަ 12,000 ރުފިޔާ.'))).toEqual([
      { text: '.', thaana: false },
      { text: 'ރުފިޔާ', thaana: true },
      { text: ' ', thaana: false },
      { text: '12,000', thaana: false },
      { text: ' ', thaana: false },
      { text: 'މުސާރަ', thaana: true },
    ]);
  });

  it('keeps an English name inside a Dhivehi line in its own order, and mirrors the brackets around it', () => {
    expect(visualRuns(lineOf('ވަޒީފާ (Addu City Council)'))).toEqual([
      { text: '(', thaana: false },
      { text: 'Addu City Council', thaana: false },
      { text: ') ', thaana: false },
      { text: 'ވަޒީފާ', thaana: true },
    ]);
  });

  it('gives only the part of a paragraph the line holds', () => {
    const paragraph = 'ދިވެހި ޓީޗަރު ބޭނުންވެއްޖެ';
    expect(visualRuns(lineOf(paragraph, 0, 12))).toEqual([{ text: 'ދިވެހި ޓީޗަރު', thaana: true }]);
  });
});
