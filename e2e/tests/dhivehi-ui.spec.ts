import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { DEMO_TITLE, englishLeft, htmlLang } from '../support/dhivehi';
import { snap } from '../support/screens';

// Issue 31 points 3–5 (decision 0058): the portal in Dhivehi, chosen by ?lang=dv or the switch in the
// header and the phone menu, remembered by the `lang` cookie, right to left.

test('?lang=dv: the home page in Dhivehi, right to left, with nothing left in English @phone', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/?lang=dv');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ދިވެހިރާއްޖޭގައި ތިބާގެ ދެން އޮތް ވަޒީފާ ހޯދާ');
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('ހުސްވަޒީފާ');
  await expect(
    page.getByRole('searchbox', { name: 'ވަޒީފާ ހޯދާ' }).or(page.getByLabel('ވަޒީފާ ހޯދާ')).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('dv');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86400_000);

  expect(await englishLeft(page)).toEqual([]);
  // Figures keep their own direction: '1,000+' in a run of its own reads left to right, not '+1,000'.
  const employers = page.getByText('1,000+', { exact: true });
  await expect(employers).toHaveAttribute('dir', 'ltr');
  expect(await employers.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await expectNoSeriousViolations(page, 'home in Dhivehi');
  await snap(page, testInfo, 'dhivehi-home');

  // A Thaana advert in the Dhivehi list: its title reads right to left in its own isolated block.
  await page.goto(`/?q=${encodeURIComponent('އިދާރީ')}`);
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  const row = page.getByRole('link', { name: DEMO_TITLE });
  await expect(row).toHaveAttribute('dir', 'auto');
  expect(await row.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-thaana-job-row');

  // Remembered: the cookie alone renders the page in Dhivehi.
  await page.goto('/?page=1');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
});

test('the switch changes the language in place and remembers it @phone', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/?category=Accounting');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in the Maldives');

  const openMenu = (name: string) => page.getByRole('button', { name }).click();
  // The phone menu (a modal <dialog>, issue 33) slides in along the inline-end edge: the right in English,
  // the left in Dhivehi.
  const menuSettled = async () => {
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await menu.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
    return (await menu.boundingBox())!;
  };
  if (phone) {
    await openMenu('Toggle navigation');
    const box = await menuSettled();
    expect(Math.round(box.x + box.width)).toBe(390);
    expect(box.x).toBeGreaterThan(0);
    await snap(page, testInfo, 'phone-menu-english');
  }
  await page.locator('[data-lang-switch="dv"]:visible').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ދިވެހިރާއްޖޭގައި ތިބާގެ ދެން އޮތް ވަޒީފާ ހޯދާ');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  // The page stayed: same URL, same filter.
  expect(new URL(page.url()).search).toBe('?category=Accounting');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('dv');
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-after-switch');

  // The server renders the next page in Dhivehi from the cookie.
  await page.reload();
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);

  // And back to English.
  if (phone) {
    await openMenu('މެނޫ ހުޅުވާ');
    const box = await menuSettled();
    expect(Math.round(box.x)).toBe(0);
    expect(box.width).toBeLessThan(390);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'މެނޫ ބަންދުކުރޭ' })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await expectNoSeriousViolations(page, 'the phone menu in Dhivehi');
    await snap(page, testInfo, 'phone-menu-dhivehi');
  }
  await page.locator('[data-lang-switch="en"]:visible').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in the Maldives');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await expectNoSeriousViolations(page, 'home in English after the switch');
});
