import { use } from 'react';
import { useLang, type MessageValues } from './i18n';

// An area's Dhivehi (the seeker's, the employer's, the console's, each public page's, the terms), loaded
// only for a Dhivehi page (issue 31, point 5; decision 0058 amended 2026-12-07): the area's code holds a
// dynamic import of its catalogue, so an English visitor never downloads a byte of it.
//
// A hydrating page must never wait for one (React switches a boundary that suspended while hydrating to
// client rendering when anything updates meanwhile: error 422, seen under load), and a page drawn in the
// browser should not flash its fallback either. So every way code arrives waits for the catalogues that
// code asked for: main.tsx before the first render, a route's module (app/router.tsx) and a lazy part
// (lib/lazy-slice.tsx) before they render; the language switch loads every known one before the page
// turns Dhivehi; the server (entry-server.tsx) before a Dhivehi render. Reading a catalogue that is still
// on its way suspends, as the last resort (the server's render waits for it: onAllReady).

/** One area's Dhivehi. */
export interface AreaCatalogue<T> {
  /** The texts, once there. */
  texts: T | null;
  /** Loads them (once; a failed load is tried again at the next call). */
  load: () => Promise<T>;
}

const known = new Set<AreaCatalogue<unknown>>();
const inFlight = new Set<Promise<unknown>>();

const dhivehiDocument = () => typeof document !== 'undefined' && document.documentElement.lang === 'dv';

/**
 * An area's Dhivehi, imported by `importer` (`() => import('./dv/seeker-messages').then((m) => …)`).
 * Declared at the top of the area's module: under `<html lang="dv">` its load starts as that module is
 * evaluated, beside the rest of the area's code.
 */
export function areaCatalogue<T>(importer: () => Promise<T>): AreaCatalogue<T> {
  let loading: Promise<T> | null = null;
  const catalogue: AreaCatalogue<T> = {
    texts: null,
    load: () => {
      if (!loading) {
        const pending = importer().then(
          (texts) => (catalogue.texts = texts),
          (error: unknown) => {
            loading = null;
            throw error;
          },
        );
        loading = pending;
        inFlight.add(pending);
        const settled = () => inFlight.delete(pending);
        pending.then(settled, settled);
      }
      return loading;
    },
  };
  known.add(catalogue as AreaCatalogue<unknown>);
  if (dhivehiDocument()) void catalogue.load().catch(() => {});
  return catalogue;
}

/**
 * Settles when no catalogue asked for is still on its way (at once when none is). Never rejects: a
 * catalogue that did not arrive is asked again when read (then it suspends).
 */
export async function areaCataloguesArrived(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Loads every area catalogue whose code has run: for a page that turns Dhivehi in place, or a Dhivehi render on the server. */
export async function loadAreaCatalogues(): Promise<void> {
  await Promise.allSettled([...known].map((catalogue) => catalogue.load()));
}

/** Code that arrived (a route's module, a lazy part) once the catalogues it asked for on a Dhivehi page are there. */
export function withAreaCatalogues<T>(code: Promise<T>): Promise<T> {
  return code.then((loaded) =>
    dhivehiDocument() && inFlight.size > 0 ? areaCataloguesArrived().then(() => loaded) : loaded,
  );
}

/** An area's Dhivehi on a Dhivehi page, or null in English; one still on its way suspends (see above). */
export function useAreaTexts<T>(catalogue: AreaCatalogue<T>): T | null {
  const { lang, dv } = useLang();
  if (lang !== 'dv' || dv === null) return null;
  return catalogue.texts ?? use(catalogue.load());
}

/**
 * An area's `t()`: English is the key itself; on a Dhivehi page the area's own text, else the main
 * catalogue's (a text several areas show, such as 'Nothing to show', is written once, in ./dv/messages.ts),
 * with `{name}`s filled in from `values`.
 */
export function useAreaT<K extends string>(
  catalogue: AreaCatalogue<Record<string, string>>,
): (key: K, values?: MessageValues) => string {
  const { dv } = useLang();
  const own = useAreaTexts(catalogue);
  const main: Record<string, string> | undefined = dv?.messages;
  return (key, values) =>
    (own ? (own[key] ?? main?.[key] ?? key) : key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
}
