import { useEffect, useRef } from 'react';
import { replayHeldTap } from './early-taps';
import { inTurn } from './hydration-turns';
import { useHydrated } from './use-hydrated';

/**
 * The props of a part's root element: `data-slice` ("pending" until hydrated, then "live": the browser
 * journeys wait for no pending part) and the ref by which a tap held before then is replayed.
 */
export function useSlice<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  // After the hydrating commit, and the turns of the parts inside it (./hydration-turns.tsx): the
  // handlers are attached to the part's elements from then on.
  useEffect(() => {
    let live = true;
    void inTurn(undefined).then(() => live && replayHeldTap(ref.current));
    return () => {
      live = false;
    };
  }, []);
  return { ref, 'data-slice': hydrated ? 'live' : 'pending' } as const;
}
