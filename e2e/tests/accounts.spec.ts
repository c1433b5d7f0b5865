import { expect, test, type Page } from '../support/test';
import { MESSAGES } from '../../packages/shared/src/messages';
import { linkIn, waitForMail } from '../support/mail';
import { snap, uniqueEmail } from '../support/screens';

// The account journeys of the foundation issue, as a person clicks them: register both roles, verify
// by the mailed link (caught by a real SMTP receiver), log in and out, reset a password by mail.

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logout(page: Page) {
  // On a phone the navigation sits behind the menu button.
  const menu = page.getByRole('button', { name: 'Toggle navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Logout' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
}

test('a jobseeker registers, verifies the email by the mailed link, logs out and in again @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // registration, a mailed link, a logout and a login: 58 s on a busy machine
  const email = uniqueEmail('seeker');
  const password = 'Seeker-pass-2026';
  await page.goto('/register');
  await snap(page, testInfo, 'register');
  await page.getByLabel('Role').selectOption({ label: 'Jobseeker' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill('something-else');
  await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
  await page.getByLabel('Repeat password').fill(password);
  await expect(page.getByText(MESSAGES.passwordMismatch)).toHaveCount(0);
  await page.getByRole('button', { name: 'Register' }).click();
  // After the registration delay a new jobseeker lands on the preferences onboarding.
  await expect(page).toHaveURL(/\/pref$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Choose your Preferences' })).toBeVisible();

  const mail = await waitForMail(email, /Verify your email/);
  const link = linkIn(mail, '/verify-email/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(MESSAGES.emailVerified)).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 10_000 });

  await logout(page);
  await login(page, email, password);
  // A jobseeker without a preference is sent on to /pref by the jobseeker guard.
  await expect(page).toHaveURL(/\/pref$/);
});

test('registering with a taken email says so', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Role').selectOption({ label: 'Jobseeker' });
  await page.getByLabel('Email').fill('jobseeker@demo.mv');
  await page.getByLabel('Password', { exact: true }).fill('Seeker-pass-2026');
  await page.getByLabel('Repeat password').fill('Seeker-pass-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(MESSAGES.emailTaken).first()).toBeVisible();
  expect(pathOf(page)).toBe('/register');
});

test('an employer registers with the company, sees the unverified warning, verifies and logs in @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // registration, two mails, a logout, a login and three signed-in pages
  const email = uniqueEmail('employer');
  const password = 'Employer-pass-2026';
  await page.goto('/register?role=employer');
  await page.getByLabel('Role').selectOption({ label: 'Company / Employer' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByLabel('Company name').fill('Coral Reef Trading Pvt Ltd');
  await page.getByLabel('Sector').selectOption('Private (Others)');
  await page.getByLabel('Company size').selectOption('26-100');
  await page.getByLabel('Address').fill("H. Coral Villa, Majeedhee Magu, Male'");
  await page.getByLabel('Contact person').fill('Aishath Nadha');
  await page.getByLabel('Designation').fill('HR Manager');
  await page.getByLabel('Mobile number').fill('+960 7771234');
  await page.getByLabel('Office number').fill('+960 3301234');
  await snap(page, testInfo, 'register-employer');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/my-company$/, { timeout: 10_000 });
  await expect(page.getByText('Your account is not activated')).toBeVisible();
  await snap(page, testInfo, 'my-company-unverified');

  await page.getByRole('button', { name: 'Resend Now' }).click();
  await expect(page.getByText(MESSAGES.verificationSent)).toBeVisible();

  // The link of the resent mail: the first one stopped working when it was resent.
  const mail = await waitForMail(email, /Verify your email/, { count: 2 });
  await logout(page);
  // Opening the link logged out goes through the login page and back.
  await page.goto(new URL(linkIn(mail, '/verify-email/')).pathname);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.emailVerified)).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 10_000 });

  await page.goto('/my-company');
  await expect(page.getByText('Your account is not activated')).toHaveCount(0);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await login(page, 'employer@demo.mv', 'not-the-password');
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  expect(pathOf(page)).toBe('/login');
});

test('the demo employer logs in to the company area and logs out', async ({ page }) => {
  await login(page, 'employer@demo.mv', 'demo-employer-2026');
  await expect(page).toHaveURL(/\/my-company$/);
  await logout(page);
  await page.goto('/my-company');
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('a user resets a forgotten password by the mailed link @phone', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('reset');
  const res = await request.post('/api/register', {
    data: { role: 1, email, password: 'Old-pass-2026', password_confirmation: 'Old-pass-2026' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/forget-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MESSAGES.forgotPasswordSent).first()).toBeVisible();
  await snap(page, testInfo, 'forget-password');

  const mail = await waitForMail(email, /Reset your password/);
  await page.goto(new URL(linkIn(mail, '/reset-password/')).pathname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('New password').fill('New-pass-2026');
  await page.getByLabel('Confirm password').fill('New-pass-2026');
  await snap(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText(MESSAGES.passwordResetDone).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await login(page, email, 'Old-pass-2026');
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await login(page, email, 'New-pass-2026');
  await expect(page).toHaveURL(/\/pref$/);
});

test("the reset page without a token says 'Nothing to show'", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(MESSAGES.nothingToShow)).toBeVisible();
});
