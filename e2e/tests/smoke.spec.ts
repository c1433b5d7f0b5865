import { expect, test } from '../support/test';
import { snap } from '../support/screens';

test('the home page answers with the app and the API is healthy @phone', async ({
  page,
  request,
}, testInfo) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 200, db: 'ok' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await snap(page, testInfo, 'home');
});
