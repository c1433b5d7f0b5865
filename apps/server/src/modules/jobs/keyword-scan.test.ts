import { describe, expect, it } from 'vitest';
import { newestKeywordScan } from './keyword-scan';

// Which of the two scans reads a newest-first keyword page: the one that reads fewer rows. The numbers
// are the bench's (80,000 open jobs; `manager` in 36,329, `chef` in 5,009, `sales` in 2,516).

const open = 80_000;
const page = (n: number) => ({ offset: (n - 1) * 20, limit: 20 });

describe('newestKeywordScan', () => {
  it('walks the recency index for a common word, even 30 pages deep', () => {
    expect(newestKeywordScan({ matches: 36_329, open, ...page(30) })).toBe('recent');
  });

  it('walks for the first pages of a rarer word and reads all its matches for the deeper ones', () => {
    expect(newestKeywordScan({ matches: 5_009, open, ...page(1) })).toBe('recent');
    expect(newestKeywordScan({ matches: 5_009, open, ...page(15) })).toBe('recent');
    expect(newestKeywordScan({ matches: 5_009, open, ...page(16) })).toBe('matches');
    expect(newestKeywordScan({ matches: 2_516, open, ...page(3) })).toBe('recent');
    expect(newestKeywordScan({ matches: 2_516, open, ...page(4) })).toBe('matches');
  });

  it('reads the matches (none to read) when nothing matches', () => {
    expect(newestKeywordScan({ matches: 0, open, ...page(1) })).toBe('matches');
  });

  it('walks when every open job matches: the page is the walk', () => {
    expect(newestKeywordScan({ matches: open, open, ...page(30) })).toBe('recent');
  });
});
