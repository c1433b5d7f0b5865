import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { E2E } from '../support/env';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { publishedJobViaApi } from '../support/jobs';

// Issue 28 (decision 0050): the operators' Places tab. The operator adds an island to Baa, a job is
// published there, the operator renames the island, and the public job page shows the new name. A
// rename changes the public board: this file runs in the 'board-changing' project (playwright.config.ts).

async function openPlaces(page: Page) {
  await page.goto('/admin?tab=places');
  await expect(page.getByRole('region', { name: 'Islands of Baa' })).toBeVisible();
}

test('the operator adds an island, renames it, and the job there shows the new name', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const suffix = Date.now().toString(36).replace(/\d/g, '').slice(0, 5) || 'x';
  const first = `Rangerfushi ${suffix}`;
  const renamed = `Rangerdhoo ${suffix}`;
  await loginViaApi(page, request, DEMO.admin);
  await openPlaces(page);

  await page.getByRole('textbox', { name: 'Add an island or a ward to Baa' }).fill(first);
  await page.getByRole('button', { name: 'Add island' }).click();
  await expect(page.getByText('Island added.')).toBeVisible();
  const islands = page.getByRole('region', { name: 'Islands of Baa' });
  await expect(islands.getByRole('cell', { name: first, exact: true })).toBeVisible();

  const jobId = await publishedJobViaApi(request, { location: `${first}, Baa` });
  await page.goto(`/job/${jobId}`);
  await expect(page.getByText(`${first}, Baa`).first()).toBeVisible();

  await openPlaces(page);
  await page.getByRole('button', { name: `Rename island ${first}` }).click();
  const input = page.getByRole('textbox', { name: `New name for island ${first}` });
  await input.fill(renamed);
  await input.press('Enter');
  await expect(page.getByText('Island renamed.')).toBeVisible();
  await expect(islands.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'places tab');
  await snap(page, testInfo, 'admin-places');

  await page.goto(`/job/${jobId}`);
  await expect(page.getByText(`${renamed}, Baa`).first()).toBeVisible();
  await expect(page.getByText(`${first}, Baa`)).toHaveCount(0);

  // On a phone (390 px wide), the islands' actions stay on screen and the panel passes axe.
  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await loginViaApi(phonePage, phone.request, DEMO.admin);
  await openPlaces(phonePage);
  const rename = phonePage.getByRole('button', { name: `Rename island ${renamed}` });
  await rename.scrollIntoViewIfNeeded();
  const box = (await rename.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(phonePage, 'places tab on a phone');
  // Named like snap()'s phone screenshots (this project is desktop-sized).
  await phonePage.screenshot({
    path: path.join(E2E.screenshotDir, 'phone-admin-places.png'),
    fullPage: true,
  });
  await phone.close();
});
