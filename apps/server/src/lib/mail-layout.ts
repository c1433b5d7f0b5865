// The one composer of the portal's mails: each mail describes its content (MailContent); this file gives
// every mail the same look, the same escaping and a plain-text part that says what the HTML says.

import { langDir, type Lang } from '@portal/shared/lang';
import type { Config } from '../config';
import type { MailMessage } from '../plugins/mail';
import { escapeHtml } from './html';

export interface MailLink {
  url: string;
  label: string;
}

export interface MailContent {
  to: string;
  /**
   * The recipient's language (issue 31, decision 0060): the mail's own words are written in it by the
   * mail's module; this composer writes its own line in it and lays the mail out right to left for
   * Dhivehi. English when not given.
   */
  lang?: Lang;
  /** The subject without the product's name: the composer appends " - <app name>". */
  subject: string;
  /** Plain-text paragraphs; the items and the button come after the first. */
  paragraphs: string[];
  /** Linked entries under the first paragraph (the jobs of an alert); `detail` is the line under the title. */
  items?: { url: string; title: string; detail: string }[];
  /** The call to action: a button in HTML, the bare address in the text part. */
  link?: MailLink;
  /** Small print at the end, each a sentence ending in a link: "<before> <a>label</a>." / "<before> <url>". */
  footer?: { before: string; link: MailLink }[];
  headers?: MailMessage['headers'];
  replyTo?: MailMessage['replyTo'];
  attachments?: MailMessage['attachments'];
}

const P = 'margin:0 0 16px';
const SMALL = `${P};font-size:13px;color:#555`;
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#0b7285;color:#fff;text-decoration:none;border-radius:4px';

/** The composer's own words, per language. */
const BUTTON_FALLBACK: Record<Lang, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  dv: 'ބަޓަން ނުހިނގާނަމަ، މި ލިންކް ކޮޕީކޮށް ބްރައުޒަރަށް ލައްވާ:',
};

function html(appName: string, mail: MailContent): string {
  const lang = mail.lang ?? 'en';
  // Every paragraph and job title takes its direction from its own words (issue 31, decision 0055): a
  // Dhivehi message or advert title in Thaana reads right to left in the English mail.
  const p = (text: string) => `<p dir="auto" style="${P}">${escapeHtml(text)}</p>`;
  const a = (link: MailLink, style?: string) =>
    `<a href="${escapeHtml(link.url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(link.label)}</a>`;
  const [first, ...rest] = mail.paragraphs;
  const items = mail.items?.length
    ? `<ul style="padding-left:18px">${mail.items
        .map(
          (item) =>
            `<li style="margin:0 0 12px"><bdi dir="auto">${a({ url: item.url, label: item.title }, 'color:#0b7285;font-weight:bold')}</bdi><br><bdi dir="auto">${escapeHtml(item.detail)}</bdi></li>`,
        )
        .join('')}</ul>`
    : '';
  const button = mail.link
    ? `<p style="${P}">${a(mail.link, BUTTON)}</p>` +
      `<p style="${SMALL}">${BUTTON_FALLBACK[lang]}<br><bdi dir="ltr">${escapeHtml(mail.link.url)}</bdi></p>`
    : '';
  const footer = mail.footer?.length
    ? `<p style="${SMALL}">${mail.footer.map((f) => `${escapeHtml(f.before)} ${a(f.link)}.`).join(' ')}</p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${langDir(lang)}"><body dir="${langDir(lang)}" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.5">`,
    `<h2 style="${P}">${escapeHtml(appName)}</h2>`,
    first ? p(first) : '',
    items,
    button,
    ...rest.map(p),
    footer,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}

function text(appName: string, mail: MailContent): string {
  const [first, ...rest] = mail.paragraphs;
  return (
    [
      first,
      ...(mail.items ?? []).map((item) => `${item.title} - ${item.detail}\n${item.url}`),
      mail.link?.url,
      ...rest,
      ...(mail.footer ?? []).map((f) => `${f.before} ${f.link.url}`),
      appName,
    ]
      .filter(Boolean)
      .join('\n\n') + '\n'
  );
}

/** A mail with the portal's look: the product's name on top and in the subject, HTML and plain text. */
export function composeMail(config: Pick<Config, 'appName'>, mail: MailContent): MailMessage {
  return {
    to: mail.to,
    subject: `${mail.subject} - ${config.appName}`,
    text: text(config.appName, mail),
    html: html(config.appName, mail),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };
}
