// Parts of a server-rendered page that are hydrated after it (issue 33, decision 0039): their code comes
// while the page is already interactive, and React leaves their HTML as the server drew it until then. A
// link in such a part works before (the browser follows it), a button does not: React takes no event in
// a part it has not hydrated and does not replay it. So a tap on a button of a part still waiting
// (`data-slice="pending"`) is held here, and the part clicks it again once it is hydrated (useSlice in
// ./slice.ts): the tap is not lost, it is answered a moment later. Apart from ./slice.ts, so that the
// page's first load carries only the listener.

// A checkbox too (the home page's places, issue 28): checked before hydration, it would show a place
// chosen that the URL and the list do not have.
const WAITING_CONTROL = '[data-slice="pending"] :is(button, input[type="checkbox"])';
let heldTap: HTMLElement | null = null;
let replaying = false;

/** Hold taps on the buttons of parts not yet hydrated. Installed before the page hydrates (main.tsx). */
export function holdEarlyTaps(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(WAITING_CONTROL);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    heldTap = control;
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
