import { use } from 'react';
import type { MessageKey } from './dv/messages';
import { useLang, type MessageValues } from './i18n';

/** A public page's own Dhivehi texts, keyed by the English the page shows (SPEC's, exact). */
export type PageTexts = Record<string, string>;
export type PublicTranslate<K extends string> = (key: K | MessageKey, values?: MessageValues) => string;

/**
 * A public page area's Dhivehi catalogue (e.g. ./dv/pricing-messages.ts), loaded only for a Dhivehi
 * page: an English visitor never downloads it, so the English first load pays only this loader.
 *
 * Until it has arrived a Dhivehi page suspends (usePublicT below): the server renders when everything
 * is ready (entry-server.tsx, onAllReady), so its HTML has the Dhivehi; in the browser a hydrating page
 * that suspends inside the layout's <Suspense> keeps the server's HTML until the texts are there, then
 * hydrates with the same Dhivehi (no mismatch, no flash of English).
 */
export interface PageCatalogue<T> {
  /** The texts, once loaded. */
  texts: T | null;
  /** Loads them (once). */
  load: () => Promise<T>;
}

/**
 * A page area's catalogue. Its chunk is asked for as soon as the area's code runs on a Dhivehi page
 * (`<html lang="dv">`, written by the server), so it downloads beside the page's own chunk; on the
 * server and after an in-place switch it is asked for at the first Dhivehi render.
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
 * A page area's Dhivehi content on a Dhivehi page (suspending until it has arrived), or null in English:
 * for content that is not a table of texts, such as the terms' sections (features/info/content).
 */
export function useDhivehiContent<T>(catalogue: PageCatalogue<T>): T | null {
  const { lang, dv } = useLang();
  if (lang !== 'dv' || dv === null) return null;
  return catalogue.texts ?? use(catalogue.load());
}

/**
 * A public page's `t()` (decision 0058 amended 2026-12-01): English is the key itself; on a Dhivehi page
 * the page's own catalogue's text, else the main catalogue's (a text also shown elsewhere, such as 'Not
 * stated', is written once, in ./dv/messages.ts). Never in the Dhivehi chunk that every Dhivehi public
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
