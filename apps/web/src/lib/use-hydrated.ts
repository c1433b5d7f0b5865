import { useEffect, useState } from 'react';
import { inTurn } from './hydration-turns';

/**
 * False while a part is being hydrated (its first render, which must be the server's HTML), true from
 * the commit after, and after the parts inside it that wait for their turn (on Preact,
 * ./hydration-turns.tsx: a turn asked for now comes after theirs). A part hydrated after the page
 * (issue 33: the home page's rows) marks itself `data-slice="pending"` until then, so the browser
 * journeys can wait for it (e2e/support/test.ts).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let live = true;
    void inTurn(undefined).then(() => live && setHydrated(true));
    return () => {
      live = false;
    };
  }, []);
  return hydrated;
}
