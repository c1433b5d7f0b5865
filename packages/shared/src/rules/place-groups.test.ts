import { describe, expect, it } from 'vitest';
import { groupPlaces, narrowPlaces } from './place-groups';

// The home filter's list of places (issue 28): GET fields' readable places grouped by atoll.
const places = [
  'Baa',
  'Eydhafushi, Baa',
  'Thulhaadhoo, Baa',
  'Malé City',
  'Malé, Malé City',
  'Hulhumalé, Malé City',
  'Haa Dhaalu',
  "Hon'daidhoo, Haa Dhaalu",
  'Anywhere in Maldives',
  'Overseas',
  'Resort island',
  'Dhiffushi',
  'Somewhere, Atlantis',
];

describe('groupPlaces', () => {
  it('puts each island under its atoll, and what has no atoll among the others', () => {
    const groups = groupPlaces(places);
    expect(groups.atolls.map((a) => a.name)).toEqual(['Baa', 'Malé City', 'Haa Dhaalu']);
    expect(groups.atolls[1]!.islands).toEqual([
      { value: 'Malé, Malé City', label: 'Malé' },
      { value: 'Hulhumalé, Malé City', label: 'Hulhumalé' },
    ]);
    expect(groups.others.map((o) => o.value)).toEqual([
      'Anywhere in Maldives',
      'Overseas',
      'Resort island',
      'Dhiffushi',
      'Somewhere, Atlantis',
    ]);
  });
});

describe('narrowPlaces', () => {
  const groups = groupPlaces(places);
  it('keeps an atoll that matches whole, and only the matching islands of the others', () => {
    expect(narrowPlaces(groups, 'baa').atolls).toEqual([groups.atolls[0]]);
    expect(narrowPlaces(groups, 'hulhu').atolls).toEqual([
      { name: 'Malé City', islands: [{ value: 'Hulhumalé, Malé City', label: 'Hulhumalé' }] },
    ]);
  });

  it('ignores case, accents and apostrophes', () => {
    expect(narrowPlaces(groups, 'HONDAIDHOO').atolls[0]!.islands[0]!.label).toBe("Hon'daidhoo");
    expect(narrowPlaces(groups, 'male').atolls.map((a) => a.name)).toEqual(['Malé City']);
    expect(narrowPlaces(groups, 'over').others.map((o) => o.value)).toEqual(['Overseas']);
  });

  it('answers everything for a blank text and nothing for a name no place holds', () => {
    expect(narrowPlaces(groups, '  ')).toBe(groups);
    expect(narrowPlaces(groups, 'zzz')).toEqual({ atolls: [], others: [] });
  });
});
