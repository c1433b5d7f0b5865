import type { SeekerMessageKey } from './dv/seeker-messages';
import { areaCatalogue, useAreaT } from './area-catalogue';
import type { MessageKey } from './dv/messages';
import { formatDisplayDate } from '../lib/dates';
import { useDvDates, type MessageValues } from './i18n';

/** The area's Dhivehi (./dv/seeker-messages.ts): its own chunk, loaded only for a Dhivehi page (./area-catalogue.ts). */
const seekerCatalogue = areaCatalogue(() => import('./dv/seeker-messages').then((m) => m.seekerMessages));

/** A text of the seeker area: one of its own catalogue's (./dv/seeker-messages.ts) or the main one's. */
export type SeekerTextKey = SeekerMessageKey | MessageKey;
export type SeekerTranslate = (key: SeekerTextKey, values?: MessageValues) => string;

/**
 * The signed-in jobseeker's area's `t()` (decision 0058 amended 2026-11-29): English is the key itself;
 * on a Dhivehi page the seeker catalogue's text, else the main catalogue's (a text both areas show, such
 * as 'Nothing to show', is written once). Its Dhivehi is loaded only for a Dhivehi page,
 * asked for by the seeker area's code (./area-catalogue.ts), never in the Dhivehi chunk loaded before a
 * public page's first render. Call it `st` (`const st = useSeekerT()`):
 * i18n/dv/seeker-messages.test.ts finds its keys by that name.
 */
export function useSeekerT(): SeekerTranslate {
  return useAreaT<SeekerTextKey>(seekerCatalogue);
}

/** A day as the seeker area shows it: '05 Dec 2026', or with the Dhivehi month on a Dhivehi page. */
export function useSeekerDate(): (value: string | Date | null | undefined) => string {
  const dvDates = useDvDates();
  return dvDates ? dvDates.date : formatDisplayDate;
}
