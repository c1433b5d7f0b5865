import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineMark } from './offline-mark';
import { forgetCopiesShown, noteCopyShown, watchPageMoves } from './shown-copy';

// The in-page mark of a copy read offline (issue 30 point 4) follows the page on screen: a client-side
// move (history.pushState, as the router does) shows the new page's time or none, Back the first page's.

const mark = () => screen.queryByRole('status');
/** A microtask later: the store hears of a move after it (./shown-copy.ts watchPageMoves). */
const move = (go: () => void) => act(async () => go());

beforeAll(watchPageMoves);
afterEach(() => {
  cleanup();
  forgetCopiesShown();
  history.replaceState(null, '', '/');
});

describe('OfflineMark', () => {
  it("shows each page's own saved time, and none on a page that showed no kept copy", async () => {
    render(<OfflineMark />);
    expect(mark()).toBeNull();
    act(() => noteCopyShown('/', Date.parse('2026-11-20T05:30:00Z')));
    expect(mark()?.textContent).toBe('Saved 20 Nov 2026 10:30 (Maldives time) — you are offline');

    await move(() => history.pushState(null, '', '/pricing'));
    expect(mark()).toBeNull();

    await move(() => history.pushState(null, '', '/my-jobs'));
    act(() => noteCopyShown('/my-jobs', Date.parse('2026-11-21T07:00:00Z')));
    expect(mark()?.textContent).toBe('Saved 21 Nov 2026 12:00 (Maldives time) — you are offline');

    // Back to the home page (popstate): its own time again.
    await move(() => {
      history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(mark()?.textContent).toBe('Saved 20 Nov 2026 10:30 (Maldives time) — you are offline');
  });

  it("keeps the oldest of a page's copies, and goes when the connection is back", () => {
    render(<OfflineMark />);
    act(() => noteCopyShown('/', Date.parse('2026-11-20T05:30:00Z')));
    act(() => noteCopyShown('/', Date.parse('2026-11-22T05:30:00Z')));
    expect(mark()?.textContent).toContain('20 Nov 2026 10:30');
    act(() => noteCopyShown('/', Date.parse('2026-11-19T05:30:00Z')));
    expect(mark()?.textContent).toContain('19 Nov 2026 10:30');
    act(forgetCopiesShown);
    expect(mark()).toBeNull();
  });
});
