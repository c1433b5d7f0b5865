import { expect, test } from '../support/test';
import { MESSAGES } from '../../packages/shared/src/messages';
import { apiMessages } from '../../apps/web/src/i18n/dv/api-messages';
import { registerJobseekerViaApi } from '../support/session';

// Decision 0060: the API's messages are shown in the page's language through their `message_key`. A
// wrong password on the Dhivehi login page is told in Dhivehi; the server still sends SPEC's English.

test('a wrong password on the Dhivehi login page is told in Dhivehi @phone', async ({ page, request }) => {
  const { email } = await registerJobseekerViaApi(request);
  await page.goto('/login?lang=dv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'dv');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').first().fill('Not-my-password-2026');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await page.locator('form button[type="submit"]').click();
  const body = (await (await answer).json()) as { message: string; message_key: string };
  expect(body).toMatchObject({ message_key: 'invalid_credentials', message: MESSAGES.invalidCredentials });
  await expect(page.getByText(apiMessages.invalid_credentials).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.invalidCredentials)).toHaveCount(0);
});
