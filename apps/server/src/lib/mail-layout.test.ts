import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-layout';

const config = { appName: 'Job <Portal>' };

describe('composeMail (the one mail composer)', () => {
  const mail = composeMail(config, {
    to: 'seeker@example.com',
    subject: 'New job for you: Cook & "Chef"',
    paragraphs: ["O'Neil, a job for you:", 'Good luck.'],
    items: [{ url: 'http://portal.test/job/1?a=1&b=2', title: 'Cook <3>', detail: "Bob's (Male', MVR 1)" }],
    link: { url: 'http://portal.test/go?x=1&y=2', label: 'Open "it"' },
    footer: [
      { before: 'Stop these emails:', link: { url: 'http://portal.test/stop', label: 'Unsubscribe' } },
    ],
    headers: { 'List-Unsubscribe': '<http://portal.test/stop>' },
    attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: 'eA==', encoding: 'base64' }],
  });

  it('puts the product name after the subject and passes headers and attachments through', () => {
    expect(mail.to).toBe('seeker@example.com');
    expect(mail.subject).toBe('New job for you: Cook & "Chef" - Job <Portal>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<http://portal.test/stop>' });
    expect(mail.attachments?.[0]?.filename).toBe('a.pdf');
  });

  it('escapes every value in the HTML part, in text and in attributes', () => {
    const html = mail.html!;
    expect(html).toContain('<h2 style="margin:0 0 16px">Job &lt;Portal&gt;</h2>');
    expect(html).toContain('<p dir="auto" style="margin:0 0 16px">O&#39;Neil, a job for you:</p>');
    expect(html).toContain('href="http://portal.test/job/1?a=1&amp;b=2"');
    expect(html).toContain(
      '>Cook &lt;3&gt;</a></bdi><br><bdi dir="auto">Bob&#39;s (Male&#39;, MVR 1)</bdi></li>',
    );
    expect(html).toContain('href="http://portal.test/go?x=1&amp;y=2"');
    expect(html).toContain('>Open &quot;it&quot;</a>');
    expect(html).toContain('Stop these emails: <a href="http://portal.test/stop">Unsubscribe</a>.');
    expect(html).not.toMatch(/O'Neil|<3>|<Portal>/);
  });

  it('says the same in the plain-text part: paragraphs, items, link, footer, then the product name', () => {
    expect(mail.text).toBe(
      [
        "O'Neil, a job for you:",
        "Cook <3> - Bob's (Male', MVR 1)\nhttp://portal.test/job/1?a=1&b=2",
        'http://portal.test/go?x=1&y=2',
        'Good luck.',
        'Stop these emails: http://portal.test/stop',
        'Job <Portal>',
      ].join('\n\n') + '\n',
    );
  });

  it('has no button, list or small print when the mail has none', () => {
    const plain = composeMail(config, { to: 'a@example.com', subject: 'S', paragraphs: ['Hello.'] });
    expect(plain.text).toBe('Hello.\n\nJob <Portal>\n');
    expect(plain.html).not.toMatch(/<a |<ul|font-size:13px/);
    expect(plain).not.toHaveProperty('headers');
    expect(plain).not.toHaveProperty('attachments');
  });

  it('lets a Dhivehi paragraph and job title read right to left (issue 31)', () => {
    const dv = composeMail(config, {
      to: 'a@example.com',
      subject: 'S',
      paragraphs: ['ކްލާރކެއް ބޭނުންވެއްޖެ.'],
      items: [{ url: 'http://portal.test/job/2', title: 'ކްލާރކް', detail: 'ކައުންސިލް' }],
    });
    expect(dv.html).toContain('<p dir="auto" style="margin:0 0 16px">ކްލާރކެއް ބޭނުންވެއްޖެ.</p>');
    expect(dv.html).toMatch(
      /<li[^>]*><bdi dir="auto"><a [^>]*>ކްލާރކް<\/a><\/bdi><br><bdi dir="auto">ކައުންސިލް<\/bdi><\/li>/,
    );
  });
});
