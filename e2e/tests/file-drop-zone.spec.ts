import { expect, test } from '../support/test';
import { snap } from '../support/screens';
import { loginViaApi, seekerWithCompleteProfile, SMALL_PDF } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 25, point 5: file fields say what they take. A seeker's document slot is a drop zone stating
// PDF and the size; 'Add / Replace' with no file says so at the slot; a chosen file shows its name.

test('a seeker adds a document through the drop zone, and is told to choose one first @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The phone: 390 × 844 (the phone project is already touch).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const seeker = await seekerWithCompleteProfile(request);
  await loginViaApi(page, request, seeker);
  await page.goto('/documents');

  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByText('PDF, at most 10,024 KB')).toBeVisible();
  await expect(certificates.getByText('Choose a file', { exact: true })).toBeVisible();

  // Nothing chosen: the message is at the slot, and nothing is sent.
  await certificates.getByRole('button', { name: 'Add / Replace' }).click();
  await expect(certificates.getByRole('alert')).toHaveText('Choose a file to upload.');
  await expect(certificates.getByText('Not added yet.')).toBeVisible();
  await snap(page, testInfo, 'drop-zone-no-file');
  await expectNoSeriousViolations(page);

  // The file input is the zone's own, named by the slot's label.
  const input = certificates.getByLabel('Certificates file');
  await expect(input).toHaveAttribute('type', 'file');
  await input.setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(certificates.getByText('diploma.pdf', { exact: true })).toBeVisible();
  await expect(certificates.getByText('Choose another file')).toBeVisible();
  await expect(certificates.getByRole('alert')).toHaveCount(0);
  await snap(page, testInfo, 'drop-zone-chosen');
  await expectNoSeriousViolations(page);

  await certificates.getByRole('button', { name: 'Add / Replace' }).click();
  await expect(page.getByText('Document saved successfully.').first()).toBeVisible();
  await expect(certificates.getByRole('button', { name: 'Click to view Certificates' })).toBeVisible();
  await expect(certificates.getByText('diploma.pdf', { exact: true })).toBeVisible();
  await expect(certificates.getByText('Choose a file', { exact: true })).toBeVisible();

  // The resume page's zone, looked at too.
  await page.goto('/resumes');
  await expect(page.getByText('PDF, at most 10 MB')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Resume', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a file to upload.' })).toBeVisible();
  await snap(page, testInfo, 'drop-zone-resume');
  await expectNoSeriousViolations(page);
});

test("the bank form's confirmation sits beside its label, worded as SPEC §2.3, and its slots are drop zones @phone", async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job-form');
  const box = page.getByRole('checkbox', {
    name: 'I confirm that the above information / documents are true and valid',
  });
  await expect(box).toBeVisible();
  // The label starts to the right of the box, on its line (it sat under the box: the public pages
  // lacked the sheet of Mantine's InlineInput, which lays a checkbox and its label out in a row).
  const label = page.getByText('I confirm that the above information / documents are true and valid', {
    exact: true,
  });
  const [b, l] = [(await box.boundingBox())!, (await label.boundingBox())!];
  expect(l.x).toBeGreaterThanOrEqual(b.x + b.width);
  expect(l.y).toBeLessThan(b.y + b.height);
  // Its first line level with the box (on a phone the label wraps to a second line under the first).
  expect(Math.abs(l.y - b.y)).toBeLessThan(4);

  const application = page.locator('[data-slot="application"]');
  await expect(application.getByText('PDF, at most 10,024 KB')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(application.getByRole('alert')).toHaveText('Choose a file to upload.');
  await box.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'drop-zone-bank-form');
  await expectNoSeriousViolations(page);
});
