// Parts of a server-rendered page that are hydrated after it (issue 33, decision 0039): their code comes
// while the page is already interactive, and React leaves their HTML as the server drew it until then. A
// link in such a part works before (the browser follows it), a button does not: React takes no event in
// a part it has not hydrated and does not replay it. So a tap on a button of a part still waiting
// (`data-slice="pending"`) is held here, and the part clicks it again once it is hydrated (useSlice in
// ./slice.ts): the tap is not lost, it is answered a moment later. Apart from ./slice.ts, so that the
// page's first load carries only the listener.
import { networkFailure } from './api-client';
import { turnsPending, whenTurnsDone } from './hydration-turns';
import { showToast } from './toast';

// A checkbox too (the home page's places, issue 28): checked before hydration, it would show a place
// chosen that the URL and the list do not have.
const CONTROL = ':is(button, input[type="checkbox"])';
const WAITING_CONTROL = `[data-slice="pending"] ${CONTROL}`;
let heldTap: HTMLElement | null = null;
let replaying = false;
// Ask again for the code of parts that did not come (lib/lazy-slice.tsx): the connection dropped.
let missingCode: Array<() => void> = [];

/**
 * A part's code did not come (lib/lazy-slice.tsx): a tap held on it, or the tap that asked for it
 * (`asked`), says the connection is needed instead of waiting unseen (issue 30: nothing is queued
 * silently). `retry` asks again when the connection is back, or at the next tap while the phone says it
 * is online.
 */
export function partCodeMissing(retry: () => void, asked?: boolean) {
  missingCode.push(retry);
  addEventListener('online', retryMissingCode, { once: true });
  if (heldTap || asked) sayConnectionNeeded();
}

function retryMissingCode() {
  const retries = missingCode;
  missingCode = [];
  retries.forEach((retry) => retry());
}

function sayConnectionNeeded() {
  heldTap = null;
  void showToast({ color: 'red', message: networkFailure().message });
}

/**
 * Hold taps on the buttons of parts not yet hydrated, and ask again for code that did not come at a tap.
 * Installed before the page renders (main.tsx).
 */
export function holdEarlyTaps(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return;
    if (navigator.onLine) retryMissingCode();
    // On Preact a part may still wait for its turn to be hydrated (./hydration-turns.tsx), with no mark
    // of its own: while any does, a tap on a control is held until the turns are over (tens of ms).
    const inTurns = turnsPending();
    const control = event.target.closest<HTMLElement>(inTurns ? CONTROL : WAITING_CONTROL);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (missingCode.length) sayConnectionNeeded();
    else {
      heldTap = control;
      // A control of a part still waiting for its code is clicked by that part once hydrated (./slice.ts).
      if (inTurns && !control.closest('[data-slice="pending"]')) whenTurnsDone(() => replayHeldTap(control));
    }
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}

/** Click again the control tapped inside `part` before it was hydrated, if any. */
export function replayHeldTap(part: Element | null) {
  const control = heldTap;
  if (!control || !part?.contains(control)) return;
  heldTap = null;
  replaying = true;
  try {
    control.click();
  } finally {
    replaying = false;
  }
}
