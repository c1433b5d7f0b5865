import type { AdminMessageKey } from './dv/admin-messages';
import { areaCatalogue, useAreaT } from './area-catalogue';
import type { MessageKey } from './dv/messages';
import { formatDisplayDate, formatRelativeTime } from '../lib/dates';
import { useDvDates, type MessageValues } from './i18n';

/** The area's Dhivehi (./dv/admin-messages.ts): its own chunk, loaded only for a Dhivehi page (./area-catalogue.ts). */
const adminCatalogue = areaCatalogue(() => import('./dv/admin-messages').then((m) => m.adminMessages));

/** A text of the operators' console: one of its own catalogue's (./dv/admin-messages.ts) or the main one's. */
export type AdminTextKey = AdminMessageKey | MessageKey;
export type AdminTranslate = (key: AdminTextKey, values?: MessageValues) => string;

/**
 * The operators' console's `t()` (decision 0058 amended 2026-12-01), as the seeker area's
 * (./seeker-texts.ts): English is the key; on a Dhivehi page the admin catalogue's text, else the main
 * catalogue's. Its Dhivehi is loaded only for a Dhivehi page, asked for by the console's code
 * (./area-catalogue.ts). Call it `at` (`const at = useAdminT()`): i18n/dv/admin-messages.test.ts finds
 * its keys by that name.
 */
export function useAdminT(): AdminTranslate {
  return useAreaT<AdminTextKey>(adminCatalogue);
}

/** A day and a time ago as the console shows them: Dhivehi month names and words on a Dhivehi page. */
export function useAdminDates(): {
  date: (value: string | Date | null | undefined) => string;
  relative: (value: string | Date) => string;
} {
  const dvDates = useDvDates();
  return dvDates
    ? { date: dvDates.date, relative: (value) => dvDates.relative(value) }
    : { date: formatDisplayDate, relative: (value) => formatRelativeTime(value) };
}
