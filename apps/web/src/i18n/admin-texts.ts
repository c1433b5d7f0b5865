import { FULL_MONTHS } from '@portal/shared/rules/dates';
import { DV_MONTHS } from '@portal/shared/rules/dv-dates';
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

/** A text's `{name}`s filled in. */
const fill = (text: string, values?: MessageValues) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

/** The console's English, as `at` on an English page (for pure helpers that take a translator). */
export const englishAdminT: AdminTranslate = (key, values) => fill(key, values);

/** A Maldives month, 'YYYY-MM', in English: '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${FULL_MONTHS[Number(m) - 1]?.slice(0, 3) ?? m} ${y}`;
}

/** The same in Dhivehi: '2026-11' → 'ނޮވެމްބަރު 2026' (the month's full name, as the date fields show it). */
const dvMonthLabel = (month: string) => {
  const [y, m] = month.split('-');
  return `${DV_MONTHS[Number(m) - 1] ?? m} ${y}`;
};

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

/**
 * A day, a time ago and a month ('YYYY-MM', the figures' months) as the console shows them: Dhivehi
 * month names and words on a Dhivehi page.
 */
export function useAdminDates(): {
  date: (value: string | Date | null | undefined) => string;
  relative: (value: string | Date) => string;
  month: (month: string) => string;
} {
  const dvDates = useDvDates();
  return dvDates
    ? { date: dvDates.date, relative: (value) => dvDates.relative(value), month: dvMonthLabel }
    : { date: formatDisplayDate, relative: (value) => formatRelativeTime(value), month: monthLabel };
}
