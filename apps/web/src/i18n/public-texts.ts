import type { MessageKey } from './dv/messages';
import type { MessageValues } from './i18n';
import { useAreaT, type AreaCatalogue } from './area-catalogue';

/** A public page's own Dhivehi texts, keyed by the English the page shows (SPEC's, exact). */
export type PageTexts = Record<string, string>;
export type PublicTranslate<K extends string> = (key: K | MessageKey, values?: MessageValues) => string;

/**
 * A public page's `t()` (decision 0058 amended 2026-12-01): English is the key itself; on a Dhivehi page
 * the area's own catalogue's text (an areaCatalogue: loaded only for a Dhivehi page), else the main
 * catalogue's (a text also shown elsewhere, such as 'Not stated', is written once, in ./dv/messages.ts).
 * Never in the Dhivehi chunk that every Dhivehi public page loads before its first render (./dv/index.ts).
 * Call it `pt` (`const pt = usePublicT(pricingTexts)`): ./dv/public-messages.test.ts finds the keys by
 * that name.
 */
export function usePublicT<T extends PageTexts>(
  catalogue: AreaCatalogue<T>,
): PublicTranslate<Extract<keyof T, string>> {
  return useAreaT<Extract<keyof T, string> | MessageKey>(catalogue);
}
