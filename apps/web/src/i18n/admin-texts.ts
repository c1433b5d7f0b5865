import { adminMessages, type AdminMessageKey } from './dv/admin-messages';
import type { MessageKey } from './dv/messages';
import { formatDisplayDate, formatRelativeTime } from '../lib/dates';
import { useDvDates, useLang, type MessageValues } from './i18n';

/** A text of the operators' console: one of its own catalogue's (./dv/admin-messages.ts) or the main one's. */
export type AdminTextKey = AdminMessageKey | MessageKey;
export type AdminTranslate = (key: AdminTextKey, values?: MessageValues) => string;

/**
 * The operators' console's `t()` (decision 0058 amended 2026-12-01), as the seeker area's
 * (./seeker-texts.ts): English is the key; on a Dhivehi page the admin catalogue's text, else the main
 * catalogue's. Only /admin's modules import this one, so its Dhivehi rides in the admin chunk and never
 * in a public page's load. Call it `at` (`const at = useAdminT()`): i18n/dv/admin-messages.test.ts finds
 * its keys by that name.
 */
export function useAdminT(): AdminTranslate {
  const { lang, dv } = useLang();
  const own: Record<string, string> = adminMessages;
  const main: Record<string, string> | undefined = dv?.messages;
  const dhivehi = lang === 'dv' && dv !== null;
  return (key, values) =>
    (dhivehi ? (own[key] ?? main?.[key] ?? key) : key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
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
