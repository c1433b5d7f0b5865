import { describe, expect, it } from 'vitest';
import { canonicalPageParams, type PublicPage, type QueryParams } from './page-params';

// The parameters that show the same page: the server's page cache keys rendered pages on them (issue 24,
// point 8). `query` reads as URLSearchParams does (the first value of a name, or all of them).
const query = (pairs: [string, string][]): QueryParams => ({
  get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
  getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v),
});

describe('canonicalPageParams', () => {
  const cases: [PublicPage, [string, string][], [string, string][]][] = [
    ['home', [], []],
    [
      'home',
      [
        ['utm_source', 'x'],
        ['fbclid', 'y'],
      ],
      [],
    ],
    [
      'home',
      [
        ['q', 'chef'],
        ['type', 'Full-time'],
      ],
      [
        ['type', 'Full-time'],
        ['q', 'chef'],
      ],
    ],
    [
      'home',
      [
        ['type', 'Full-time'],
        ['type', 'Part-time'],
      ],
      [['type', 'Full-time']],
    ],
    [
      'home',
      [
        ['sector', ''],
        ['q', '  '],
        ['page', '1'],
        ['job', ''],
      ],
      [],
    ],
    ['home', [['page', '02']], [['page', '2']]],
    ['home', [['page', 'abc']], []],
    ['home', [['page', '3.7']], [['page', '3']]],
    [
      'home',
      [
        ['job', '42'],
        ['ref', 'share'],
      ],
      [['job', '42']],
    ],
    [
      'home',
      [
        ['location', "Male'"],
        ['salary', 'MVR 10000 - 14999'],
        ['sector', 'Private (Tourism)'],
      ],
      [
        ['sector', 'Private (Tourism)'],
        ['salary', 'MVR 10000 - 14999'],
        ['location', "Male'"],
      ],
    ],
    // Several places (issue 28): every value kept, in the URL's order, blanks and repeats dropped. A page
    // rendered from the first alone would show one place under a URL that asks for several.
    [
      'home',
      [
        ['location', 'Lhaviyani'],
        ['page', '2'],
        ['location', ' '],
        ['location', 'Baa'],
        ['location', 'Lhaviyani'],
        ['location', ' Hulhumalé, Malé City '],
      ],
      [
        ['location', 'Lhaviyani'],
        ['location', 'Baa'],
        ['location', 'Hulhumalé, Malé City'],
        ['page', '2'],
      ],
    ],
    [
      'employers',
      [
        ['page', '2'],
        ['sort', 'B'],
        ['search', 'Sun'],
        ['x', '1'],
      ],
      [
        ['search', 'Sun'],
        ['sort', 'B'],
        ['page', '2'],
      ],
    ],
    [
      'employers',
      [
        ['search', ' '],
        ['sort', ''],
      ],
      [],
    ],
    [
      'company',
      [
        ['page', '2'],
        ['tab', 'jobs'],
        ['q', 'chef'],
      ],
      [['page', '2']],
    ],
    [
      'job',
      [
        ['utm_campaign', 'launch'],
        ['page', '2'],
      ],
      [],
    ],
  ];
  it.each(cases)('%s %j → %j', (page, given, expected) => {
    expect(canonicalPageParams(page, query(given))).toEqual(expected);
  });

  it('is the same for every order of the same parameters', () => {
    const a = canonicalPageParams(
      'home',
      query([
        ['category', 'Chef'],
        ['q', 'cook'],
        ['page', '2'],
        ['sector', 'Private'],
      ]),
    );
    const b = canonicalPageParams(
      'home',
      query([
        ['page', '2'],
        ['sector', 'Private'],
        ['q', 'cook'],
        ['category', 'Chef'],
      ]),
    );
    expect(a).toEqual(b);
  });
});
