/** Thousands separators for counts (the stats banner, list totals): 12345 → '12,345'. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
