import type { Lang } from '../lang';
import { formatDisplayDate, maldivesClock } from './dates';

// Dhivehi dates in Maldives time, for the web's Dhivehi pages (apps/web/src/i18n/dv/dates.ts) and the
// server's Dhivehi mails (issue 31). Neither Node's nor Chromium's ICU has `dv`, so the names are ours; the
// calendar numbers come from the shared Maldives clock, as the English formatters' do.

export const DV_MONTHS = [
  'ޖަނަވަރީ',
  'ފެބްރުއަރީ',
  'މާރިޗު',
  'އޭޕްރީލް',
  'މޭ',
  'ޖޫން',
  'ޖުލައި',
  'އޮގަސްޓު',
  'ސެޕްޓެމްބަރު',
  'އޮކްޓޫބަރު',
  'ނޮވެމްބަރު',
  'ޑިސެމްބަރު',
];
/** Sunday first, as Date.getDay() counts. */
export const DV_DAYS = ['އާދިއްތަ', 'ހޯމަ', 'އަންގާރަ', 'ބުދަ', 'ބުރާސްފަތި', 'ހުކުރު', 'ހޮނިހިރު'];

const pad = (n: number) => String(n).padStart(2, '0');

/** "05 ޑިސެމްބަރު 2026": the Dhivehi form of formatDisplayDate, in Maldives time. */
export function formatDvDate(value: string | Date | null | undefined): string {
  const c = maldivesClock(value);
  return c ? `${pad(c.day)} ${DV_MONTHS[c.month - 1]} ${c.year}` : '';
}

/** A date as a reader of `lang` reads it: formatDisplayDate in English, formatDvDate in Dhivehi. */
export function formatDisplayDateIn(lang: Lang, value: string | Date | null | undefined): string {
  return lang === 'dv' ? formatDvDate(value) : formatDisplayDate(value);
}
