import { describe, expect, it } from 'vitest';
import { hasThaana, htmlText, textLanguage } from './text-language';

describe('textLanguage (issue 31)', () => {
  it.each([
    ['a Dhivehi advert', 'ކައުންސިލްގެ އިދާރާއަށް ކްލާރކެއް ބޭނުންވެއްޖެ', 'dv'],
    ['an English advert', 'Clerk wanted at the council office', 'en'],
    ['an English advert naming a Dhivehi place', 'Teacher at Hulhumalé school (ހުޅުމާލެ)', 'en'],
    ['a Dhivehi advert with an English job title and figures', 'Clerk - މުސާރަ 8,000 ރުފިޔާ، ކައުންސިލްގެ އިދާރާ', 'dv'],
    ['no letters at all', '12 345 —', 'en'],
    ['nothing', '', 'en'],
  ])('%s is %s', (_name, text, language) => {
    expect(textLanguage(text)).toBe(language);
  });

  it('judges a description by its words, not its markup', () => {
    const html = '<p class="lead"><strong>ކްލާރކް</strong> ބޭނުންވެއްޖެ</p><ul><li>ސާނަވީ ތަޢުލީމު</li></ul>';
    expect(textLanguage(htmlText(html))).toBe('dv');
  });

  it('tells whether a text holds any Thaana', () => {
    expect(hasThaana('Malé މާލެ')).toBe(true);
    expect(hasThaana('Malé')).toBe(false);
  });
});
