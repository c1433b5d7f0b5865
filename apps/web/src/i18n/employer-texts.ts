import type { EmployerMessageKey } from './dv/employer-messages';
import { areaCatalogue, useAreaT } from './area-catalogue';
import type { MessageKey } from './dv/messages';
import { formatDisplayDateTime } from '@portal/shared/rules/dates';
import { formatDisplayDate } from '../lib/dates';
import { createElement, Fragment, type ReactNode } from 'react';
import { useDvDates, type MessageValues } from './i18n';

/** The area's Dhivehi (./dv/employer-messages.ts): its own chunk, loaded only for a Dhivehi page (./area-catalogue.ts). */
const employerCatalogue = areaCatalogue(() =>
  import('./dv/employer-messages').then((m) => m.employerMessages),
);

/** A text of the employer's area: one of its own catalogue's (./dv/employer-messages.ts) or the main one's. */
export type EmployerTextKey = EmployerMessageKey | MessageKey;
export type EmployerTranslate = (key: EmployerTextKey, values?: MessageValues) => string;

/**
 * The signed-in employer's area's `t()` (decision 0058 amended 2026-12-01), as the seeker area's
 * (./seeker-texts.ts): English is the key itself; on a Dhivehi page the employer catalogue's text, else
 * the main catalogue's (a text public pages show too, such as 'Post a Job', is written once). Its
 * Dhivehi is loaded only for a Dhivehi page, asked for by the employer area's code (./area-catalogue.ts),
 * never in the Dhivehi chunk. Call it `et` (`const et = useEmployerT()`):
 * i18n/dv/employer-messages.test.ts finds its keys by that name.
 */
export function useEmployerT(): EmployerTranslate {
  return useAreaT<EmployerTextKey>(employerCatalogue);
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
