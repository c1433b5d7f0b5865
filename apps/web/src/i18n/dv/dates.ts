import { maldivesClock } from '@portal/shared/rules/dates';
import { DV_DAYS, DV_MONTHS, formatDvDate } from '@portal/shared/rules/dv-dates';
import type { DvDates } from '../catalogue';

// Dhivehi dates in Maldives time. Neither Node's nor Chromium's ICU has `dv`, so the names are ours; the
// calendar numbers come from the shared Maldives clock, as the English formatters' do.

export { DV_DAYS, DV_MONTHS };

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
  date: formatDvDate,
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
