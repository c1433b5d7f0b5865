// Not in install-prompt.ts, which is in every page's first load: the pages that save a job or send an
// application bring this with them.

/** Sent on `window` when the visitor saved a job or sent an application (the install offer's moment). */
export const ENGAGED_EVENT = 'portal:engaged';

export function noteEngagement() {
  window.dispatchEvent(new Event(ENGAGED_EVENT));
}
