import fs from 'node:fs/promises';
import { expect, test } from '../support/test';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 12: the operators see the bank job form's applications in the console — the list, the branch
// filter, one application's details and its files, downloaded with the token.

test('an operator filters the applications by branch, opens one and downloads its files @phone', async ({
  page,
  request,
}, testInfo) => {
  await loginViaApi(page, request, DEMO.admin);
  await page.goto('/admin?tab=job-form');
  const table = page.getByRole('table');
  await expect(table.getByText('Aishath Nihla')).toBeVisible();
  await expect(table.getByText('Ibrahim Shamil')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('combobox', { name: 'Preferred branch' }).click();
  await page.getByRole('option', { name: 'Hithadhoo', exact: true }).click();
  await expect(table.getByText('Aishath Nihla')).toHaveCount(0);
  await expect(table.getByText('Ibrahim Shamil')).toBeVisible();
  // Only Hithadhoo rows (other journeys may add applications for other branches meanwhile).
  const branches = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(new Set(branches)).toEqual(new Set(['Hithadhoo']));
  await snap(page, testInfo, 'admin-job-form');

  await page.getByRole('button', { name: 'Open Ibrahim Shamil' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^Download / })).toHaveCount(4);
  await expectNoSeriousViolations(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await fs.readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the files are not public: without the token the download is refused', async ({ request }) => {
  const login = await request.post('/api/login', { data: DEMO.admin });
  const token = ((await login.json()) as { token: string }).token;
  const list = await request.get('/api/admin/job-form', { headers: { authorization: `Bearer ${token}` } });
  const first = ((await list.json()) as { data: { id: number }[] }).data.at(-1)!;
  const url = `/api/admin/job-form/${first.id}/files/application`;
  expect((await request.get(url)).status()).toBe(401);
  expect((await request.get(url, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
});
