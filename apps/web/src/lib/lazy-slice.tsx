import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from 'react';
import { partCodeMissing } from './early-taps';
import { codeInTurn } from './hydration-turns';
import { withAreaCatalogues } from '../i18n/area-catalogue';

/**
 * The server's record of the slices a page was drawn with (entry-server.tsx): their stylesheets are linked
 * in the page's <head> with the page's own, so that a slice is styled at the first paint. Without it a
 * slice's CSS came with its code, after the page was interactive, and the part moved when it did (the
 * home page's banner and rows, the footer: a layout shift of 0.48 on a phone).
 */
export const RenderedSlices = createContext<Set<string> | null>(null);

/**
 * A part of a server-rendered page whose code comes after the page is interactive (issue 33, decision
 * 0039): React.lazy, plus the note to the server that the page was drawn with it. `source` is the module's
 * path in the web app as the build manifest names it ('src/…'); lazy-slice.test.ts checks each against
 * the module its loader imports.
 */
// As React's own lazy() types its component: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazySlice<T extends ComponentType<any>>(source: string, load: () => Promise<{ default: T }>) {
  const Part = lazyPart(load) as unknown as ComponentType<ComponentProps<T>>;
  function Slice(props: ComponentProps<T>) {
    useContext(RenderedSlices)?.add(source);
    return <Part {...props} />;
  }
  return Slice;
}

/**
 * React.lazy for a part of a page whose code comes after it, which waits for its code instead of failing
 * when the connection drops before it has come (issue 30): a failed import reached the app's root and the
 * page went blank; a part still waiting is left as the server drew it, or as its Suspense fallback, and
 * its import is asked again when the connection is back (lib/early-taps.ts). A part drawn because the
 * visitor asked for it (a menu, a dialog: `onDemand`) says at once that the connection is needed; one
 * that comes by itself (the mobile menu's code, the toasts) says nothing.
 */
// As React's own lazy() types its component: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  onDemand?: boolean,
) {
  // While the page is being hydrated, the code once it has come waits for its turn (on Preact: two parts
  // whose code came together are hydrated in two tasks, lib/hydration-turns.tsx). On a Dhivehi page it
  // also waits for the Dhivehi of the areas it holds (i18n/area-catalogue.ts).
  const loadOrWait = (): Promise<{ default: T }> =>
    codeInTurn(withAreaCatalogues(load())).catch(
      () => new Promise((resolve) => partCodeMissing(() => resolve(loadOrWait()), onDemand)),
    );
  return lazy(loadOrWait);
}
