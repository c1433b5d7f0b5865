import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * "Now" for what a page shows from the clock ("3 hours ago", closed or open). A server-rendered page was
 * drawn at one moment and hydrated at another (seconds later, or minutes for a page kept in the page
 * cache): the first render in the browser must use the server's moment or React finds other text and
 * throws the HTML away. The server puts its moment in the handed-over query state; hydration reads it as
 * the server snapshot, and React re-renders with the browser's clock right after.
 */
const RENDER_CLOCK_KEY = ['render-clock'] as const;

/** Called by the server's render before it dehydrates the page's queries (entry-server.tsx). */
export function stampRenderClock(queryClient: QueryClient, now = Date.now()) {
  queryClient.setQueryData(RENDER_CLOCK_KEY, now);
}

// The browser's clock to the minute: the same value for every read within a minute (React asks for it
// more than once per render), and a re-render of what shows it when the minute changes.
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/** The current time for display: the server's moment while hydrating, then the browser's. */
export function useNow(): Date {
  const queryClient = useQueryClient();
  const renderedAt = queryClient.getQueryData<number>(RENDER_CLOCK_KEY);
  const ms = useSyncExternalStore(subscribe, thisMinute, () => renderedAt ?? thisMinute());
  return new Date(ms);
}
