// Which kept copy the page on screen shows (issue 30 point 4): a small store ./offline-mark.tsx draws with
// useSyncExternalStore. Kept per page (path and query), not as one value: a client-side move to another
// page must show that page's time, or no mark when it showed nothing kept, and Back shows the first page's
// time again. (One value kept the previous page's time until the next page happened to read something.)

/** The oldest copy each page showed while offline (ms since the epoch): the mark says that time. */
const oldestCopy = new Map<string, number>();
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

/** The page the document shows now. */
export function currentPage() {
  return location.pathname + location.search;
}

/** `page` showed a copy saved at `savedAt`: the mark keeps the oldest of the page's copies. */
export function noteCopyShown(page: string, savedAt: number) {
  const oldest = Math.min(oldestCopy.get(page) ?? savedAt, savedAt);
  if (oldestCopy.get(page) === oldest) return;
  oldestCopy.set(page, oldest);
  notify();
}

/** Back online: what the pages show now is the server's. */
export function forgetCopiesShown() {
  if (oldestCopy.size === 0) return;
  oldestCopy.clear();
  notify();
}

export const shownCopy = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** When the copy the page on screen shows was saved, or null when it shows none. */
  savedAt: (): number | null => oldestCopy.get(currentPage()) ?? null,
};

let watching = false;

/**
 * The router moves between pages with history.pushState and replaceState, which fire no event (Back and
 * Forward fire popstate); the mark is drawn outside the router (app/service-worker-host.tsx), so it learns
 * of a move here. The notice waits for a microtask: a move made while React renders must not update
 * another component during that render.
 */
export function watchPageMoves() {
  if (watching) return;
  watching = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      queueMicrotask(notify);
    };
  }
  window.addEventListener('popstate', () => queueMicrotask(notify));
}
