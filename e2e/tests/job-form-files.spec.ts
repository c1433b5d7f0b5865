import { expect, test } from '../support/test';
import { employerWithPayPerJob, loginViaApi } from '../support/session';
import { snap } from '../support/screens';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 25, point 5: the job form's advert and application form are drop zones that state the server's
// limits, refuse a file of another type at the field as it is chosen, and show the chosen file by name.

test('the job form says what its files take and refuses another type at the field @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const employer = await employerWithPayPerJob(request, `Reef Divers ${Date.now().toString(36)}`, 1);
  await loginViaApi(page, request, employer);
  await page.goto('/post-job');

  const advert = page.getByLabel('Job advert');
  const form = page.getByLabel('Application form');
  await expect(advert).toHaveAccessibleDescription('PDF, at most 5 MB');
  await expect(form).toHaveAccessibleDescription('PDF, DOC or DOCX, at most 5 MB');

  await advert.setInputFiles({ name: 'advert.txt', mimeType: 'text/plain', buffer: Buffer.from('advert') });
  await expect(advert).toHaveAccessibleDescription('PDF, at most 5 MB File Format Not Support');
  await expect(advert).toHaveAttribute('aria-invalid', 'true');

  await form.setInputFiles({
    name: 'application-form.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  });
  await expect(page.getByTestId('chosen-file')).toHaveText('application-form.docx (2 bytes)');

  await page.getByLabel('Job advert').scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'job-form-files');
  await expectNoSeriousViolations(page, 'post-job with a refused advert and a chosen application form');
});
