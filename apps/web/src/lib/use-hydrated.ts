import { useEffect, useState } from 'react';

/**
 * False while a part is being hydrated (its first render, which must be the server's HTML), true from
 * the commit after. A part hydrated after the page (issue 33: the home page's rows) marks itself
 * `data-slice="pending"` until then, so the browser journeys can wait for it (e2e/support/test.ts).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
