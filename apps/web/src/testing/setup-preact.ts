import { fireEvent } from '@testing-library/react';

// The web unit tests' setup on Preact (vitest.config.ts, decision 0059).
//
// A user's edit of a text box fires `input` events (each keystroke), then `change` (on leaving it).
// React's `onChange` listens to both, so the tests' `fireEvent.change` stands for typing; preact/compat
// listens to `input` only for an `onChange` on a text box or textarea (as the DOM's `oninput`), so that
// event alone changed nothing. Here `fireEvent.change` of such an element fires what the browser would:
// `input`, then `change`. Checkboxes, radios, file inputs and selects keep `change` alone, as in compat.
const changeAlone = /fil|che|rad/;
const change = fireEvent.change;
fireEvent.change = (element, init) => {
  const tag = element instanceof Element ? element.localName : '';
  const typed =
    tag === 'textarea' || (tag === 'input' && !changeAlone.test((element as HTMLInputElement).type));
  if (typed) fireEvent.input(element, init);
  return change(element, init);
};
