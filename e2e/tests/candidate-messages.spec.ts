import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { waitForMail } from '../support/mail';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, seekerWithCompleteProfile } from '../support/session';

// Issue 27, points 4 and 5: the demo employer invites an applicant to an interview from the company's
// template (date, time and place filled in, previewed), the mail reaches the candidate with the company's
// address as Reply-To, and the candidate sees the message and the stage on /my-applications. axe on the
// templates page, the message modal and the seeker's page.

async function employerHeaders(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: DEMO.employer });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A fresh complete seeker's application to one of the demo employer's open jobs, moved to interview. */
async function applicationAtInterview(request: APIRequestContext, name: string) {
  const seeker = await seekerWithCompleteProfile(request, { name });
  const employer = await employerHeaders(request);
  const listed = await request.get('/api/employ/jobs?status=4', { headers: employer });
  const jobs = ((await listed.json()) as { data: { id: number; title: string; application_form: unknown }[] })
    .data;
  for (const job of jobs.filter((j) => !j.application_form)) {
    const applied = await request.post('/api/job/application', {
      headers: seeker.headers,
      data: { job_id: job.id, cover_note: 'Dear hiring team,\nI would like to apply.' },
    });
    if (applied.status() !== 201) continue;
    const { id } = ((await applied.json()) as { data: { id: number } }).data;
    const moved = await request.put(`/api/employ/application/${id}/stage`, {
      headers: employer,
      data: { stage: 'interview' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    return { seeker, job, id };
  }
  throw new Error('no demo job took an online application');
}

test('the employer invites an applicant from the template; the seeker reads it on /my-applications @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Aminath ${testInfo.project.name}`;
  const { seeker, job, id } = await applicationAtInterview(request, name);

  // The company's templates: the two it starts with.
  await loginViaApi(page, request, DEMO.employer);
  await page.goto('/message-templates');
  await expect(page.getByRole('heading', { name: 'Message Templates', level: 1 })).toBeVisible();
  await expect(page.getByText('Interview invitation', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Regret', { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/message-templates');
  await snap(page, testInfo, 'message-templates');

  // From the application: the interview template, its details, the preview, send.
  await page.goto(`/view-application/${id}`);
  await page.getByRole('button', { name: 'Message candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message candidate' });
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Interview invitation' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('Interview invitation: {job_title}');
  // Sending without the details names them.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The date field is required.')).toBeVisible();
  await dialog.getByLabel('Date').fill('Sunday 6 December 2026');
  await dialog.getByLabel('Time').fill('10:00');
  await dialog.getByLabel('Place').fill("Head office, Male'");
  const preview = dialog.getByLabel('Preview');
  await expect(preview).toContainText(`Interview invitation: ${job.title}`);
  await expect(preview).toContainText(`Dear ${name},`);
  await expect(preview).toContainText("on Sunday 6 December 2026 at 10:00, at Head office, Male'.");
  await expectNoSeriousViolations(page, 'message candidate');
  await snap(page, testInfo, 'message-candidate');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The mail: to the candidate, replies to the company.
  const mail = await waitForMail(seeker.email, /Interview invitation/);
  expect(mail).toMatch(/^Reply-To: \S+@\S+/im);
  expect(/^Reply-To: (.*)$/im.exec(mail)![1]).not.toContain(seeker.email);
  expect(mail).toContain('Sunday 6 December 2026 at 10:00');

  // The seeker: the stage, and the message behind its toggle.
  await loginViaApi(page, request, seeker);
  await page.goto('/my-applications');
  const card = page.locator('.mantine-Paper-root').filter({ hasText: job.title }).first();
  await expect(card.getByText('Interview', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show 1 message' }).click();
  await expect(card.getByText(`Interview invitation: ${job.title}`)).toBeVisible();
  await expect(card.getByText(/on Sunday 6 December 2026 at 10:00/)).toBeVisible();
  await expectNoSeriousViolations(page, '/my-applications');
  await snap(page, testInfo, 'my-applications-messages');
});
