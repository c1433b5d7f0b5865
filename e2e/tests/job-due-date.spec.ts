import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from '../support/env';
import { expect, test } from '../support/test';
import { employerWithPayPerJob, loginViaApi } from '../support/session';
import { snap } from '../support/screens';
import { expectNoSeriousViolations } from '../support/a11y';
import { maldivesDay, openPickerAt, pickDateTime } from '../support/dates';
import { fillJobForm } from '../support/jobs';

// Issue 25, point 5: the job form's due date is a picker in DD MMM YYYY HH:mm that offers a pay-per-job
// employer no day past the plan's 20 days and says so at the field; a date the server refuses anyway
// (here: the browser's clock is five days fast) is explained under the field, not only in a toast.

const DAY_MS = 86_400_000;
const LIMIT_HINT = 'A pay-per-job ad runs at most 20 days: the latest due date is';

const fillTheRest = (page: Page, title: string) =>
  fillJobForm(page, {
    title,
    description: 'Keep the island’s generators running.',
    choices: { Positions: '02' },
  });

test('a pay-per-job employer picks a due date within the 20 days the plan allows @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const employer = await employerWithPayPerJob(request, `Atoll Power ${Date.now().toString(36)}`, 1);
  await loginViaApi(page, request, employer);
  await page.goto('/post-job');

  // The field names the plan's last day before anything is picked.
  const field = page.getByRole('button', { name: 'Due date', exact: true });
  const last = maldivesDay(20);
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`^${LIMIT_HINT} ${last.shown} \\d{2}:\\d{2}\\.$`),
  );

  // The calendar offers the 20th day and nothing after it.
  const lastDay = await openPickerAt(page, 'Due date', last.label);
  await expect(lastDay).toBeEnabled();
  const after = page.getByRole('button', { name: maldivesDay(21).label, exact: true });
  if (!(await after.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(after).toBeDisabled();
  await snap(page, testInfo, 'due-date-picker');
  await expectNoSeriousViolations(page, 'post-job with the due date picker open');
  await page.keyboard.press('Escape');

  // Picked ten days ahead, at the field's 17:00, shown as DD MMM YYYY HH:mm.
  const shown = await pickDateTime(page, 'Due date', 10);
  await expect(field).toHaveText(`${shown} 17:00`);
  // What the screen shows around the field (the full page is too tall to read on a phone).
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({
    path: path.join(E2E.screenshotDir, `${testInfo.project.name}-due-date-field-screen.png`),
  });
  await snap(page, testInfo, 'due-date-field');
});

test("the server's refusal of a due date shows under the field", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const employer = await employerWithPayPerJob(request, `Reef Power ${Date.now().toString(36)}`, 1);
  await loginViaApi(page, request, employer);
  // A browser whose clock is five days fast offers days the server (on time) does not take.
  await page.clock.setFixedTime(new Date(Date.now() + 5 * DAY_MS));
  await page.goto('/post-job');
  await fillTheRest(page, `Powerhouse Operator ${testInfo.project.name}`);
  await pickDateTime(page, 'Due date', 23);
  await page.getByRole('button', { name: 'Post job' }).click();

  const field = page.getByRole('button', { name: 'Due date', exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(
      `A pay-per-job ad runs at most 20 days: choose a due date on or before ${maldivesDay(20).shown} \\d{2}:\\d{2}\\.`,
    ),
  );
  await field.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'due-date-refused');
});
