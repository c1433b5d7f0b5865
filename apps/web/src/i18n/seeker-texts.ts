import { seekerMessages, type SeekerMessageKey } from './dv/seeker-messages';
import type { MessageKey } from './dv/messages';
import { formatDisplayDate } from '../lib/dates';
import { useDvDates, useLang, type MessageValues } from './i18n';

/** A text of the seeker area: one of its own catalogue's (./dv/seeker-messages.ts) or the main one's. */
export type SeekerTextKey = SeekerMessageKey | MessageKey;
export type SeekerTranslate = (key: SeekerTextKey, values?: MessageValues) => string;

/**
 * The signed-in jobseeker's area's `t()` (decision 0058 amended 2026-11-29): English is the key itself;
 * on a Dhivehi page the seeker catalogue's text, else the main catalogue's (a text both areas show, such
 * as 'Nothing to show', is written once). Only the seeker area's modules import this one, so its
 * Dhivehi arrives with the seeker area's code and never in a public page's first load or in the Dhivehi
 * chunk loaded before a public page's first render. Call it `st` (`const st = useSeekerT()`):
 * i18n/dv/seeker-messages.test.ts finds its keys by that name.
 */
export function useSeekerT(): SeekerTranslate {
  const { lang, dv } = useLang();
  const own: Record<string, string> = seekerMessages;
  const main: Record<string, string> | undefined = dv?.messages;
  const dhivehi = lang === 'dv' && dv !== null;
  return (key, values) =>
    (dhivehi ? (own[key] ?? main?.[key] ?? key) : key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
}

/** A day as the seeker area shows it: '05 Dec 2026', or with the Dhivehi month on a Dhivehi page. */
export function useSeekerDate(): (value: string | Date | null | undefined) => string {
  const dvDates = useDvDates();
  return dvDates ? dvDates.date : formatDisplayDate;
}
