import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildJobseeker } from '../../../test/factories';
import { pdfFile } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { readMail } from '../../../test/smtp';
import { waitForMailCount } from '../accounts/test-support';

// The bank job form's confirmation in the applicant's language (issue 31 point 3, decision 0060), over
// real SMTP: the form needs no account, so the page's language (the `lang` cookie the web's pages send)
// decides, unless the address given is an account's, whose language then does.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let clientNo = 0;

async function uploaded(filename: string, client: string) {
  const body = await formData({}, [{ name: 'file', filename, content: pdfFile(), type: 'application/pdf' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job-form/upload',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: client,
  });
  expect(res.statusCode, res.body).toBe(202);
  return JSON.stringify(res.json().data.data);
}

/** Submits the form with its four required files from a page that sends `cookie` (none when undefined). */
async function submit(email: string, cookie?: string) {
  const client = `192.0.2.${++clientNo}`;
  const fields = {
    name: 'Aminath Shifa',
    phone: '+9607771234',
    email,
    pref_branch: 'Hulhumale',
    confirm: '1',
    application: await uploaded('application.pdf', client),
    id_card: await uploaded('id-card.pdf', client),
    education_cert: await uploaded('certificates.pdf', client),
    resume: await uploaded('cv.pdf', client),
  };
  const body = await formData(fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job-form',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
    remoteAddress: client,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('the job form confirmation in the applicant language', () => {
  it('from a Dhivehi page (cookie lang=dv) without an account: in Dhivehi, right to left', async () => {
    const id = await submit('dv-applicant@example.mv', 'theme=dark; lang=dv');
    const mail = readMail(await waitForMailCount(t.smtp, 'dv-applicant@example.mv', 1));
    expect(mail.subject).toBe(`އެޕްލިކޭޝަން ލިބިއްޖެ: Assistant, Maldives Commerce Bank - ${t.config.appName}`);
    expect(mail.html).toContain('<html lang="dv" dir="rtl">');
    expect(mail.text).toContain('ހުރުމަތްތެރި Aminath Shifa،');
    expect(mail.text).toContain('(ބޭނުންފުޅުވާ ބްރާންޗް: Hulhumale)');
    expect(mail.text).toContain(`ރެފަރެންސް ނަންބަރު JF-${id}.`);
    expect(mail.text).toContain(
      'ލިބުނު ލިޔުންތައް: އެޕްލިކޭޝަން ފޯމު (application.pdf), ދިވެހި ރައްޔިތެއްކަން އަންގައިދޭ ކާޑު (id-card.pdf), ތަޢުލީމީ ސެޓްފިކެޓްތައް (certificates.pdf), ސީވީ (cv.pdf).',
    );
    expect(mail.text).not.toMatch(/Dear|Thank you|Documents received|Shortlisted/);
  });

  it('without a language: the English text word for word', async () => {
    const id = await submit('en-applicant@example.mv');
    const mail = readMail(await waitForMailCount(t.smtp, 'en-applicant@example.mv', 1));
    expect(mail.subject).toBe(
      `Application received: Assistant, Maldives Commerce Bank - ${t.config.appName}`,
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    for (const line of [
      'Dear Aminath Shifa,',
      `Thank you for applying for the post of Assistant, Maldives Commerce Bank (preferred branch: Hulhumale). We have received your application, reference JF-${id}.`,
      'Documents received: Application form (application.pdf), National ID card (id-card.pdf), Educational certificates (certificates.pdf), CV (cv.pdf).',
      'Shortlisted applicants will be contacted by phone or email for an assessment and interview. Please keep this reference for any enquiry.',
    ])
      expect(mail.html).toContain(line);
  });

  it("the address of an account that reads Dhivehi: the account's language, whatever the page", async () => {
    const seeker = await buildJobseeker(t.app);
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, seeker.id));
    await submit(seeker.email, 'lang=en');
    const mail = readMail(await waitForMailCount(t.smtp, seeker.email, 1));
    expect(mail.subject).toMatch(/^އެޕްލިކޭޝަން ލިބިއްޖެ: /);
    expect(mail.html).toContain('<html lang="dv" dir="rtl">');
  });
});
