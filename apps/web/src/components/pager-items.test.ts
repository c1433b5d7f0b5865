import { describe, expect, it } from 'vitest';
import { GAP, pagerItems } from './pager-items';

describe('the pager’s items', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(7, 4)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven places past seven pages: the ends, the current page and its neighbours, gaps between', () => {
    expect(pagerItems(20, 1)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pagerItems(20, 4)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pagerItems(20, 5)).toEqual([1, GAP, 4, 5, 6, GAP, 20]);
    expect(pagerItems(20, 10)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pagerItems(20, 16)).toEqual([1, GAP, 15, 16, 17, GAP, 20]);
    expect(pagerItems(20, 17)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
  });

  it('treats a page out of range as the nearest end', () => {
    expect(pagerItems(20, 99)).toEqual(pagerItems(20, 20));
    expect(pagerItems(20, 0)).toEqual(pagerItems(20, 1));
  });
});
