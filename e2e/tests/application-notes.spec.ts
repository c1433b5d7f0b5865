import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { expect, test } from '../support/test';

// Notes and a rating per application (issue 27, point 3; decision 0042), as the demo employer: open an
// application from the list, rate it 4 from the keyboard, add a note, reload and see both; axe on the
// page, at 1280 × 800 and at 390 px wide. It opens (marks viewed) and annotates a demo application, so it
// runs with the journeys that change the board (playwright.config.ts, project 'board-changing').

test('the employer rates an application and adds a note; both are there after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginViaApi(page, request, DEMO.employer);

  await page.goto('/job-applications');
  const first = page.locator('a[href^="/view-application/"]').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  const card = page.getByRole('region', { name: 'Notes & rating' });
  await expect(card).toBeVisible();

  // The stars are a radio group named "Rating": focus the fourth, Enter sets it.
  const stars = card.getByRole('radiogroup', { name: 'Rating' });
  await stars.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText(/^Rated 4 stars by /)).toBeVisible();

  const text = `Strong English; ask about night shifts (${testInfo.project.name} ${Date.now()})`;
  await card.getByLabel('Add a note').fill(text);
  await card.getByRole('button', { name: 'Add note' }).click();
  const notes = card.getByRole('list', { name: 'Notes' });
  await expect(notes.getByRole('listitem').first()).toContainText(text);
  await expect(card.getByLabel('Add a note')).toHaveValue('');

  await page.reload();
  await expect(card).toBeVisible();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(card.getByText(/^Rated 4 stars by /)).toBeVisible();
  await expect(notes.getByRole('listitem').first()).toContainText(text);
  await expect(
    notes
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /Delete note/ }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'application notes');
  await card.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'application-notes');

  // On a phone: the card fits 390 px (no sideways scrolling) and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'application notes at 390 px');
  await snap(page, testInfo, 'application-notes-390');
});
