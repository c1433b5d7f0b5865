import { createContext, use, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { Lang } from '@portal/shared/lang';
import type { DvCatalogue } from './catalogue';
import type { MessageKey } from './dv/messages';

// The interface's language (decision 0058). English is the code's own text: `t('Search jobs')` is the
// English message and its key, so English costs no catalogue, no fetch and no key names. Dhivehi is one
// lazily loaded chunk (./dv), loaded before the first render when the page is Dhivehi and at the switch
// otherwise (./language-switch.tsx, a slice of the header hydrated after the page: the first load has no
// room for it, issue 33). No values from packages/shared here: each module in the first load costs its
// own wrapper.

export interface LangState {
  lang: Lang;
  /** The Dhivehi catalogue, once loaded. */
  dv: DvCatalogue | null;
}

const LangContext = createContext<LangState & { set: Dispatch<SetStateAction<LangState>> }>({
  lang: 'en',
  dv: null,
  set: () => {},
});

/** The Dhivehi catalogue's chunk. */
export const loadDv = () => import('./dv').then((m) => m.default);

export function LangProvider({ lang, dv, children }: LangState & { children: ReactNode }) {
  const [state, set] = useState<LangState>({ lang, dv });
  // Rendered once at the top: a new value only when the language changes.
  return <LangContext value={{ ...state, set }}>{children}</LangContext>;
}

export const useLang = () => use(LangContext);

/** A message's values: `{name}` in its text is replaced by `values.name`. */
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The page's translator: the English key itself, or its Dhivehi, with `{name}`s filled in. */
export function useT(): Translate {
  const { lang, dv } = use(LangContext);
  const texts = lang === 'dv' ? dv?.messages : null;
  return (key, values) =>
    (texts?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

/** Dhivehi's date formatters, or null in English (the caller then uses lib/dates' English ones). */
export function useDvDates() {
  const { lang, dv } = use(LangContext);
  return lang === 'dv' && dv ? dv.dates : null;
}
