import { useEffect, useRef } from 'react';
import { replayHeldTap } from './early-taps';
import { useHydrated } from './use-hydrated';

/**
 * The props of a part's root element: `data-slice` ("pending" until hydrated, then "live": the browser
 * journeys wait for no pending part) and the ref by which a tap held before then is replayed.
 */
export function useSlice<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  // After the hydrating commit: React's handlers are attached to the part's elements from then on.
  useEffect(() => replayHeldTap(ref.current), []);
  return { ref, 'data-slice': hydrated ? 'live' : 'pending' } as const;
}
