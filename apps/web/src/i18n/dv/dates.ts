import { maldivesClock } from '@portal/shared/rules/dates';
import type { DvDates } from '../catalogue';

// Dhivehi dates in Maldives time. Neither Node's nor Chromium's ICU has `dv`, so the names are ours; the
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

const UNITS: [string, number][] = [
  ['އަހަރު', 365 * 86400],
  ['މަސް', 30 * 86400],
  ['ހަފްތާ', 7 * 86400],
  ['ދުވަސް', 86400],
  ['ގަޑިއިރު', 3600],
  ['މިނިޓު', 60],
];

export const dates: DvDates = {
  date(value) {
    const c = maldivesClock(value);
    return c ? `${pad(c.day)} ${DV_MONTHS[c.month - 1]} ${c.year}` : '';
  },
  dateTime(value) {
    const c = maldivesClock(value);
    return c ? `${pad(c.day)} ${DV_MONTHS[c.month - 1]} ${c.year} ${pad(c.hours)}:${pad(c.minutes)}` : '';
  },
  relative(value, now = new Date()) {
    const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
    for (const [unit, size] of UNITS) {
      const n = Math.floor(seconds / size);
      if (n >= 1) return `${n} ${unit} ކުރިން`;
    }
    return 'މިހާރު';
  },
};
