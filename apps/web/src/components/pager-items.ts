/** A gap in the pager ('…'). */
export const GAP = 'gap' as const;

/**
 * The pages a pager shows for page `current` of `pages`: the first and last, the current one with one
 * neighbour each side, and a gap for what is left out, always seven places once there are more than
 * seven pages (the pager keeps its width as the current page moves). 1 2 3 4 5 … 20 / 1 … 9 10 11 … 20.
 */
export function pagerItems(pages: number, current: number): (number | typeof GAP)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= 7) return range(1, pages);
  const page = Math.min(Math.max(current, 1), pages);
  if (page <= 4) return [...range(1, 5), GAP, pages];
  if (page >= pages - 3) return [1, GAP, ...range(pages - 4, pages)];
  return [1, GAP, page - 1, page, page + 1, GAP, pages];
}
