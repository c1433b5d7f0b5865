import { expect, type Page } from '@playwright/test';

// The product's date pickers (apps/web/src/components/date-fields.tsx) as a person uses them: open the
// field, page to the month, click the day, confirm. Days are picked in Maldives time (UTC+5).

const DAY_MS = 86_400_000;
const MALDIVES_OFFSET_MS = 5 * 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The calendar day in Malé `days` days from `from`. */
export function maldivesDay(days: number, from = Date.now()) {
  const local = new Date(from + days * DAY_MS + MALDIVES_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return {
    /** The calendar's label of the day: '5 December 2026'. */
    label: `${d} ${LONG_MONTHS[m]} ${y}`,
    /** As the product shows it: '05 Dec 2026'. */
    shown: `${String(d).padStart(2, '0')} ${MONTHS[m]} ${y}`,
  };
}

/** Opens the date-time field `label` and pages forward to the month that holds `dayLabel`. */
export async function openPickerAt(page: Page, label: string, dayLabel: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  // The calendar is drawn once the click's render has run: a renderer may commit it after the click
  // returns, and the month is read from what is drawn.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const day = page.getByRole('button', { name: dayLabel, exact: true });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(day).toBeVisible();
  return day;
}

/** Picks `days` days from now (Malé) at the field's default time and confirms; answers the day as shown. */
export async function pickDateTime(page: Page, label: string, days: number) {
  const target = maldivesDay(days);
  const day = await openPickerAt(page, label, target.label);
  await day.click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toContainText(target.shown);
  return target.shown;
}
