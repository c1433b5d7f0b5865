import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { jobAlertMail } from './mails';
import type { AlertJobRow } from './repository';

const config = { appName: 'Portal', appUrl: 'http://portal.test' } as Config;
const job = {
  id: 7,
  title: 'Cook & <Chef>',
  companyName: "Bob's Cafe",
  location: "Male'",
  salaryRange: 'MVR 10000 - 14999',
} as AlertJobRow;

describe('the job alert mail, through the one composer', () => {
  const mail = jobAlertMail(config, {
    to: 'a@example.com',
    lang: 'en',
    token: 'tok',
    jobs: [job],
    daily: false,
  });
  const stop = 'http://portal.test/api/job-alerts/unsubscribe?token=tok';

  it('keeps its subject, plain text and one-click unsubscribe headers', () => {
    expect(mail.subject).toBe('New job for you: Cook & <Chef> - Portal');
    expect(mail.text).toBe(
      [
        'A new job matching your preference was just published:',
        "Cook & <Chef> - Bob's Cafe (Male', MVR 10000 - 14999)\nhttp://portal.test/job/7",
        'Change what you receive on http://portal.test/my-preference',
        `Stop these emails: ${stop}`,
        'Portal',
      ].join('\n\n') + '\n',
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('has the house look with every value escaped, and says in HTML what the text says', () => {
    const html = mail.html!;
    expect(html).toContain(
      '<p dir="auto" style="margin:0 0 16px">A new job matching your preference was just published:</p>',
    );
    expect(html).toContain(
      '<bdi dir="auto"><a href="http://portal.test/job/7" style="color:#0b7285;font-weight:bold">Cook &amp; &lt;Chef&gt;</a></bdi><br><bdi dir="auto">Bob&#39;s Cafe (Male&#39;, MVR 10000 - 14999)</bdi>',
    );
    expect(html).toContain(
      'Change what you receive on <a href="http://portal.test/my-preference">My Preference</a>.',
    );
    expect(html).toContain(`Stop these emails: <a href="${stop}">Unsubscribe from job alerts</a>.`);
  });
});

describe('the job alert mail in Dhivehi (issue 31): the portal speaks Dhivehi, the jobs stay as written', () => {
  const stop = 'http://portal.test/api/job-alerts/unsubscribe?token=tok';
  const one = jobAlertMail(config, {
    to: 'a@example.com',
    lang: 'dv',
    token: 'tok',
    jobs: [job],
    daily: false,
  });
  const digest = jobAlertMail(config, {
    to: 'a@example.com',
    lang: 'dv',
    token: 'tok',
    jobs: [job, { ...job, id: 8, title: 'ކޮއްކި' }],
    daily: true,
  });

  it('says everything of its own in Thaana, right to left, with the same links and headers', () => {
    expect(one.subject).toBe('ތިބާއަށް އައު ވަޒީފާއެއް: Cook & <Chef> - Portal');
    expect(digest.subject).toBe('ތިބާއަށް 2 އައު ވަޒީފާ - Portal');
    expect(one.html).toContain('<html lang="dv" dir="rtl">');
    expect(one.text).toBe(
      [
        'ތިބާގެ އިޚްތިޔާރުތަކާ ގުޅޭ އައު ވަޒީފާއެއް މިހާރު ޝާއިޢުކުރެވިއްޖެ:',
        "Cook & <Chef> - Bob's Cafe (Male', MVR 10000 - 14999)\nhttp://portal.test/job/7",
        'ލިބޭ އީމެއިލްތައް ބަދަލުކުރެއްވުމަށް: http://portal.test/my-preference',
        `މި އީމެއިލްތައް ހުއްޓުވުމަށް: ${stop}`,
        'Portal',
      ].join('\n\n') + '\n',
    );
    expect(digest.html).toContain('ފާއިތުވި ދުވަހު ޝާއިޢުކުރެވުނު އައު ވަޒީފާތައް');
    expect(digest.html).toContain(`<a href="${stop}">ވަޒީފާގެ އެލާޓްތައް ހުއްޓާލާ</a>.`);
    expect(one.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // No English word of the portal's own left in it.
    expect(digest.text.replace(/http\S+/g, '')).not.toMatch(/preference|Unsubscribe|Stop|Change|new job/i);
  });
});
