import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps, replayHeldTap } from './early-taps';
import { beginHydration, codeInTurn, inTurn, resetHydrationTurns } from './hydration-turns';

// A tap on a part not yet hydrated is held and replayed once it is (decision 0039); a checkbox too
// (the home page's places, issue 28), or it would show ticked a place the URL does not have.

let release = () => {};
afterEach(() => {
  release();
  resetHydrationTurns();
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

  it('holds a tap on any button while parts wait for their turn, and replays it after the last turn', async () => {
    document.body.innerHTML = '<header><button type="button">Menu</button></header>';
    release = holdEarlyTaps(document);
    const button = document.querySelector('button')!;
    const taps: string[] = [];
    button.addEventListener('click', () => taps.push('tap'));
    const tasks: Array<() => void> = [];
    beginHydration({ inTurns: true, scheduler: (task) => void tasks.push(task) });
    // A part waits for its turn (lib/hydration-turns.tsx, on Preact): its buttons have no mark of their own.
    void inTurn(undefined);

    button.click();
    expect(taps).toEqual([]);
    // Its turn, then a task with none left: the page is hydrated and the tap is answered.
    tasks.shift()!();
    expect(taps).toEqual([]);
    tasks.shift()!();
    expect(taps).toEqual(['tap']);
    button.click();
    expect(taps).toEqual(['tap', 'tap']);
  });

  it("does not hold a hydrated button's tap while only a lazy part's code is still on its way", () => {
    document.body.innerHTML = '<header><button type="button">Menu</button></header>';
    release = holdEarlyTaps(document);
    const button = document.querySelector('button')!;
    const taps: string[] = [];
    button.addEventListener('click', () => taps.push('tap'));
    const tasks: Array<() => void> = [];
    beginHydration({ inTurns: true, scheduler: (task) => void tasks.push(task) });
    void codeInTurn(new Promise(() => {})); // the rows' chunk, seconds away on a slow link
    tasks.shift()!(); // no turn waiting: the turns are over, the hydration is not
    button.click();
    expect(taps).toEqual(['tap']);
  });
});
