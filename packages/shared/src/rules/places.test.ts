import { describe, expect, it } from 'vitest';
import {
  atollNames,
  formatPlace,
  isLegacyPlace,
  legacyPlace,
  LEGACY_PLACES,
  normalisePlaceName,
  parsePlace,
  placeIncludes,
  type Gazetteer,
  type Place,
} from './places';

// Places as Maldivians say them (issue 28, decision 0045). A small gazetteer in the data file's spellings,
// with island names that repeat across atolls (Feydhoo in Shaviyani and Seenu) and an apostrophe.
const GAZETTEER: Gazetteer = {
  atolls: [
    { code: 'HDh', name: 'Haa Dhaalu' },
    { code: 'Sh', name: 'Shaviyani' },
    { code: 'B', name: 'Baa' },
    { code: 'Lh', name: 'Lhaviyani' },
    { code: 'K', name: 'Kaafu' },
    { code: 'MLE', name: 'Malé City' },
    { code: 'ADh', name: 'Alif Dhaalu' },
    { code: 'S', name: 'Seenu' },
    { code: 'Gn', name: 'Gnaviyani' },
    { code: 'GDh', name: 'Gaafu Dhaalu' },
  ],
  islands: [
    { atoll: 'HDh', name: "Hon'daidhoo" },
    { atoll: 'HDh', name: 'Kulhudhuffushi City' },
    { atoll: 'Sh', name: 'Feydhoo' },
    { atoll: 'B', name: 'Thulhaadhoo' },
    { atoll: 'K', name: 'Thilafushi (industrial)' },
    { atoll: 'MLE', name: 'Malé' },
    { atoll: 'MLE', name: 'Hulhumalé' },
    { atoll: 'MLE', name: 'Villimalé' },
    { atoll: 'S', name: 'Feydhoo' },
    { atoll: 'Gn', name: 'Fuvahmulah City' },
    { atoll: 'GDh', name: 'Thinadhoo City' },
  ],
};
const NAMES = atollNames(GAZETTEER);
const fmt = (p: Place) => formatPlace(p, NAMES);
const parse = (t: string) => parsePlace(t, GAZETTEER);

describe('formatPlace', () => {
  it('writes each kind as people read it', () => {
    expect(fmt({ kind: 'atoll', atoll: 'B' })).toBe('Baa');
    expect(fmt({ kind: 'island', atoll: 'B', island: 'Thulhaadhoo' })).toBe('Thulhaadhoo, Baa');
    expect(fmt({ kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' })).toBe('Soneva Fushi (resort), Baa');
    expect(fmt({ kind: 'atoll', atoll: 'MLE' })).toBe('Malé City');
    expect(fmt({ kind: 'island', atoll: 'MLE', island: 'Hulhumalé' })).toBe('Hulhumalé, Malé City');
    expect(fmt({ kind: 'anywhere' })).toBe('Anywhere in Maldives');
    expect(fmt({ kind: 'overseas' })).toBe('Overseas');
  });

  it('keeps an unmapped old value as its text, and the old resort as "Resort island"', () => {
    expect(fmt({ kind: 'island', island: 'Dhiffushi' })).toBe('Dhiffushi');
    expect(fmt({ kind: 'resort' })).toBe('Resort island');
  });
});

describe('parsePlace', () => {
  it('reads back every formatted place', () => {
    const places: Place[] = [
      { kind: 'atoll', atoll: 'B' },
      { kind: 'island', atoll: 'B', island: 'Thulhaadhoo' },
      { kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' },
      { kind: 'atoll', atoll: 'MLE' },
      { kind: 'island', atoll: 'MLE', island: 'Hulhumalé' },
      { kind: 'island', atoll: 'K', island: 'Thilafushi (industrial)' },
      { kind: 'anywhere' },
      { kind: 'overseas' },
    ];
    for (const p of places) expect(parse(fmt(p))).toEqual(p);
  });

  it('matches ignoring case, accents, apostrophes and spacing, and answers the gazetteer’s spelling', () => {
    expect(parse('hulhumale, male city')).toEqual({ kind: 'island', atoll: 'MLE', island: 'Hulhumalé' });
    expect(parse('Hondaidhoo, Haa Dhaalu')).toEqual({ kind: 'island', atoll: 'HDh', island: "Hon'daidhoo" });
    expect(parse('Hon’daidhoo ,  haa  dhaalu ')).toEqual({
      kind: 'island',
      atoll: 'HDh',
      island: "Hon'daidhoo",
    });
    expect(parse('  BAA ')).toEqual({ kind: 'atoll', atoll: 'B' });
    expect(parse('anywhere in maldives')).toEqual({ kind: 'anywhere' });
  });

  it('tells islands of the same name apart by their atoll, and wants the atoll', () => {
    expect(parse('Feydhoo, Shaviyani')).toEqual({ kind: 'island', atoll: 'Sh', island: 'Feydhoo' });
    expect(parse('Feydhoo, Seenu')).toEqual({ kind: 'island', atoll: 'S', island: 'Feydhoo' });
    expect(parse('Feydhoo')).toBeNull();
    expect(parse('Thulhaadhoo')).toBeNull();
  });

  it('splits at the last comma: a resort’s free name keeps its own words', () => {
    expect(parse('Soneva Fushi (Resort), baa')).toEqual({
      kind: 'resort',
      atoll: 'B',
      resort: 'Soneva Fushi',
    });
    expect(parse('Soneva, Fushi (resort), Baa')).toBeNull();
    expect(parse(' (resort), Baa')).toBeNull();
    expect(parse(`${'x'.repeat(101)} (resort), Baa`)).toBeNull();
  });

  it('answers null for what names no place', () => {
    for (const t of [
      '',
      ' ',
      ',',
      'Baa,',
      ', Baa',
      'Atlantis',
      'Thulhaadhoo, Atlantis',
      'Feydhoo, Baa',
      "Male'",
    ])
      expect(parse(t)).toBeNull();
  });
});

describe('legacyPlace', () => {
  it('maps the old flat list as issue 28 says', () => {
    expect(legacyPlace("Male'")).toEqual({ kind: 'island', atoll: 'MLE', island: 'Malé' });
    expect(legacyPlace('Hulhumale')).toEqual({ kind: 'island', atoll: 'MLE', island: 'Hulhumalé' });
    expect(legacyPlace('Villimale')).toEqual({ kind: 'island', atoll: 'MLE', island: 'Villimalé' });
    expect(legacyPlace('Addu City')).toEqual({ kind: 'atoll', atoll: 'S' });
    expect(legacyPlace('Fuvahmulah')).toEqual({ kind: 'island', atoll: 'Gn', island: 'Fuvahmulah City' });
    expect(legacyPlace('Kulhudhuffushi')).toEqual({
      kind: 'island',
      atoll: 'HDh',
      island: 'Kulhudhuffushi City',
    });
    expect(legacyPlace('Thinadhoo')).toEqual({ kind: 'island', atoll: 'GDh', island: 'Thinadhoo City' });
    expect(legacyPlace('Alif Dhaal')).toEqual({ kind: 'atoll', atoll: 'ADh' });
    expect(legacyPlace('Baa')).toEqual({ kind: 'atoll', atoll: 'B' });
    expect(legacyPlace('Resort island')).toEqual({ kind: 'resort' });
    expect(legacyPlace('Anywhere in Maldives')).toEqual({ kind: 'anywhere' });
    expect(legacyPlace('Overseas')).toEqual({ kind: 'overseas' });
  });

  it('keeps any other value as an island without an atoll', () => {
    expect(legacyPlace('Dhiffushi')).toEqual({ kind: 'island', island: 'Dhiffushi' });
    expect(isLegacyPlace('Dhiffushi')).toBe(false);
    expect(isLegacyPlace('toString')).toBe(false);
    expect(legacyPlace('toString')).toEqual({ kind: 'island', island: 'toString' });
  });

  it('maps all 30 old values, every mapped one to a readable place', () => {
    expect(Object.keys(LEGACY_PLACES)).toHaveLength(30);
    expect(fmt(legacyPlace('Hulhumale'))).toBe('Hulhumalé, Malé City');
    expect(fmt(legacyPlace("Male'"))).toBe('Malé, Malé City');
  });
});

describe('placeIncludes and normalisePlaceName', () => {
  const baa: Place = { kind: 'atoll', atoll: 'B' };
  const thulhaadhoo: Place = { kind: 'island', atoll: 'B', island: 'Thulhaadhoo' };
  const soneva: Place = { kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' };
  it('an atoll takes in its islands and resorts, not another atoll’s', () => {
    expect(placeIncludes(baa, thulhaadhoo)).toBe(true);
    expect(placeIncludes(baa, soneva)).toBe(true);
    expect(placeIncludes(baa, baa)).toBe(true);
    expect(placeIncludes({ kind: 'atoll', atoll: 'Lh' }, thulhaadhoo)).toBe(false);
    expect(placeIncludes(thulhaadhoo, baa)).toBe(false);
    expect(placeIncludes(thulhaadhoo, thulhaadhoo)).toBe(true);
    expect(placeIncludes({ kind: 'anywhere' }, soneva)).toBe(true);
    expect(placeIncludes({ kind: 'anywhere' }, { kind: 'overseas' })).toBe(false);
    expect(
      placeIncludes({ kind: 'island', island: 'Dhiffushi' }, { kind: 'island', island: 'Dhiffushi' }),
    ).toBe(true);
  });

  it('normalises case, accents, apostrophes and spaces', () => {
    expect(normalisePlaceName("  Hon'daidhoo  ")).toBe('hondaidhoo');
    expect(normalisePlaceName('HULHUMALÉ')).toBe('hulhumale');
    expect(normalisePlaceName('Malé   City')).toBe('male city');
  });
});
