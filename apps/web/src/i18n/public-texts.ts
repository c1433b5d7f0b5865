import { use } from 'react';
import type { MessageKey } from './dv/messages';
import { useLang, type MessageValues } from './i18n';

/** A public page's own Dhivehi texts, keyed by the English the page shows (SPEC's, exact). */
export type PageTexts = Record<string, string>;
export type PublicTranslate<K extends string> = (key: K | MessageKey, values?: MessageValues) => string;

/**
 * A public page area's Dhivehi: its texts (./dv/pricing-messages.ts…), or long content such as the
 * terms' sections (features/info/content/terms-dv.ts).
 */
export interface PageCatalogue<T> {
  /** The texts, once there. */
  texts: T | null;
  /** Loads them (once). */
  load: () => Promise<T>;
}

/**
 * An area's texts imported with its code (a static import): they ride in the page's chunk, so they are
 * there on the server and before hydration in the browser alike, and a hydrating page never waits for
 * them (a page that suspended while hydrating was switched to client rendering when something updated
 * meanwhile: React's error 422, seen under load). English pays their bytes (a kilobyte or two a page).
 */
export function bundledCatalogue<T>(texts: T): PageCatalogue<T> {
  return { texts, load: () => Promise.resolve(texts) };
}

/**
 * Long Dhivehi content loaded only for a Dhivehi page (a dynamic import), so that English pays nothing:
 * asked for as soon as the area's code runs under `<html lang="dv">`, else at the first Dhivehi render
 * (the server, an in-place switch), which suspends until it arrives. The server renders when everything
 * is ready (entry-server.tsx, onAllReady). A server-rendered page must not suspend while hydrating (see
 * above): it shows the server's HTML until the content is there (features/info/pages/tos-page.tsx).
 */
export function pageCatalogue<T>(importer: () => Promise<T>): PageCatalogue<T> {
  let loading: Promise<T> | null = null;
  const catalogue: PageCatalogue<T> = {
    texts: null,
    load: () => (loading ??= importer().then((texts) => (catalogue.texts = texts))),
  };
  if (typeof document !== 'undefined' && document.documentElement.lang === 'dv') void catalogue.load();
  return catalogue;
}

/**
 * A page area's Dhivehi on a Dhivehi page, or null in English; a dynamic catalogue not there yet
 * suspends (never while hydrating: see pageCatalogue).
 */
export function useDhivehiContent<T>(catalogue: PageCatalogue<T>): T | null {
  const { lang, dv } = useLang();
  if (lang !== 'dv' || dv === null) return null;
  return catalogue.texts ?? use(catalogue.load());
}

/**
 * A public page's `t()` (decision 0058 amended 2026-12-01): English is the key itself; on a Dhivehi page
 * the area's own catalogue's text (a bundledCatalogue), else the main catalogue's (a text also shown
 * elsewhere, such as 'Not stated', is written once, in ./dv/messages.ts). Never in the Dhivehi chunk that every Dhivehi public
 * page loads before its first render (./dv/index.ts). Call it `pt` (`const pt =
 * usePublicT(pricingTexts)`): ./dv/public-messages.test.ts finds the keys by that name.
 */
export function usePublicT<T extends PageTexts>(
  catalogue: PageCatalogue<T>,
): PublicTranslate<Extract<keyof T, string>> {
  const { dv } = useLang();
  const own: PageTexts | null = useDhivehiContent(catalogue);
  const main: Record<string, string> | undefined = dv?.messages;
  return (key, values) =>
    (own ? (own[key] ?? main?.[key] ?? key) : key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
}
