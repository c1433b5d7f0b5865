import { useEffect, useMemo, useRef } from 'react';

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the pending call. */
  cancel: () => void;
  /** Makes the pending call now (nothing when none is pending). */
  flush: () => void;
};

/**
 * `fn` called `wait` ms after the last call, with that call's arguments; the same function for the
 * component's life, dropped on unmount. Mantine's hook of the same name does this too, but the home
 * page's keyword box is in the first load of every visit and this is a tenth of its size (issue 33).
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): Debounced<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: A | undefined;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    };
    const flush = () => {
      if (!pending) return;
      const args = pending;
      cancel();
      latest.current(...args);
    };
    const call = (...args: A) => {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(flush, wait);
    };
    return Object.assign(call, { cancel, flush });
  }, [wait]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
