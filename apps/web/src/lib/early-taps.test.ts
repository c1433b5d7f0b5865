import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps, replayHeldTap } from './early-taps';

// A tap on a part not yet hydrated is held and replayed once it is (decision 0039); a checkbox too
// (the home page's places, issue 28), or it would show ticked a place the URL does not have.

let release = () => {};
afterEach(() => {
  release();
  document.body.innerHTML = '';
});

describe('early taps', () => {
  it('holds a tick on a waiting part’s checkbox and replays it once the part is live', () => {
    document.body.innerHTML =
      '<div data-slice="pending"><input type="checkbox" name="location" value="Baa"></div>';
    release = holdEarlyTaps(document);
    const part = document.querySelector<HTMLElement>('[data-slice]')!;
    const box = part.querySelector('input')!;
    const replayed: boolean[] = [];
    box.addEventListener('change', () => replayed.push(box.checked));

    box.click();
    expect(box.checked).toBe(false);
    expect(replayed).toEqual([]);

    part.dataset.slice = 'live';
    replayHeldTap(part);
    expect(box.checked).toBe(true);
    expect(replayed).toEqual([true]);
  });

  it('leaves a live part’s checkbox alone', () => {
    document.body.innerHTML = '<div data-slice="live"><input type="checkbox"></div>';
    release = holdEarlyTaps(document);
    const box = document.querySelector('input')!;
    box.click();
    expect(box.checked).toBe(true);
  });
});
