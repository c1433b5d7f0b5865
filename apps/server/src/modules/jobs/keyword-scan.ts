/**
 * A keyword's matches are ranked (title, then company, then description; then newest) when there are at
 * most this many. Ranking reads every match's search vector, which for a word in tens of thousands of
 * jobs costs a hundred milliseconds and more; newest first lets PostgreSQL stop after one page (walking
 * the recency index and testing the words) — and among thousands of jobs that all contain the word,
 * recency is what a jobseeker wants first anyway (docs/decisions/0023).
 */
export const KEYWORD_RANK_LIMIT = 1000;

/**
 * How a keyword's newest-first page is read (issue 34; docs/decisions/0040, "The page's two scans"):
 *
 * - `recent`: walk job_search's recency index from the newest listed job, testing each row's vector,
 *   until the page is full: about (offset + limit) × open ÷ matches rows read.
 * - `matches`: every match from the GIN index, then the newest kept by a top-N sort: `matches` rows read.
 *
 * The service knows both counts before the page (they are cached under the public stamp), so it picks the
 * scan that reads fewer rows. The planner cannot be left to choose: before job_search is analyzed it
 * takes every word for a rare one, and after, it priced the walk's rows (a heap fetch and a vector test
 * each) below what they cost — page 16 of a word in 3 % of the jobs walked 11,000 rows in 35 ms where
 * reading its 2,500 matches took 18.
 */
export type KeywordScan = 'recent' | 'matches';

export function newestKeywordScan(n: {
  /** Open jobs matching the keyword (and the other filters). */
  matches: number;
  /** Open jobs in all. */
  open: number;
  offset: number;
  limit: number;
}): KeywordScan {
  if (n.matches === 0) return 'matches';
  // (offset + limit) × open ÷ matches ≤ matches, without the division.
  return (n.offset + n.limit) * n.open <= n.matches * n.matches ? 'recent' : 'matches';
}

/** How a keyword's page is read, from its counts: ranked while the matches are few, else newest first. */
export function keywordPageOrder(n: Parameters<typeof newestKeywordScan>[0]): {
  rank: boolean;
  scan: KeywordScan;
} {
  return { rank: n.matches <= KEYWORD_RANK_LIMIT, scan: newestKeywordScan(n) };
}
