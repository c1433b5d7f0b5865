import { employerMessages, type EmployerMessageKey } from './dv/employer-messages';
import type { MessageKey } from './dv/messages';
import { formatDisplayDateTime } from '@portal/shared/rules/dates';
import { formatDisplayDate } from '../lib/dates';
import { createElement, Fragment, type ReactNode } from 'react';
import { useDvDates, useLang, type MessageValues } from './i18n';

/** A text of the employer's area: one of its own catalogue's (./dv/employer-messages.ts) or the main one's. */
export type EmployerTextKey = EmployerMessageKey | MessageKey;
export type EmployerTranslate = (key: EmployerTextKey, values?: MessageValues) => string;

/**
 * The signed-in employer's area's `t()` (decision 0058 amended 2026-12-01), as the seeker area's
 * (./seeker-texts.ts): English is the key itself; on a Dhivehi page the employer catalogue's text, else
 * the main catalogue's (a text public pages show too, such as 'Post a Job', is written once). Only the
 * employer area's modules import this one, so its Dhivehi arrives with the employer's code, never in a
 * public page's first load or the Dhivehi chunk. Call it `et` (`const et = useEmployerT()`):
 * i18n/dv/employer-messages.test.ts finds its keys by that name.
 */
export function useEmployerT(): EmployerTranslate {
  const { lang, dv } = useLang();
  const own: Record<string, string> = employerMessages;
  const main: Record<string, string> | undefined = dv?.messages;
  const dhivehi = lang === 'dv' && dv !== null;
  return (key, values) =>
    (dhivehi ? (own[key] ?? main?.[key] ?? key) : key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
}

/** Days and times as the employer's area shows them: the English formatters, or Dhivehi months on a Dhivehi page. */
export function useEmployerDates(): {
  date: (value: string | Date | null | undefined) => string;
  dateTime: (value: string | Date | null | undefined) => string;
} {
  const dvDates = useDvDates();
  return dvDates ?? { date: formatDisplayDate, dateTime: formatDisplayDateTime };
}

/**
 * A translated sentence with parts that are elements (a bold date, an e-mail address): `text` is
 * `et(key)` with its `{name}`s left in, each replaced here by `parts[name]`, so the words around them stay
 * in the order the language puts them.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      createElement(Fragment, { key: i }, i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece),
    );
}
