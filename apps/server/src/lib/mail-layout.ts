// The one look of the portal's mails: plain paragraphs, an optional button, the product's name.

import { escapeHtml } from './html';

export function mailHtml(opts: {
  appName: string;
  paragraphs: string[];
  link?: { url: string; label: string };
}): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const [first, ...rest] = opts.paragraphs;
  return [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.5">',
    `<h2 style="margin:0 0 16px">${escapeHtml(opts.appName)}</h2>`,
    first ? p(first) : '',
    opts.link
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(opts.link.url)}" style="display:inline-block;padding:10px 18px;background:#0b7285;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(opts.link.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(opts.link.url)}</p>`
      : '',
    ...rest.map(p),
    '</body></html>',
  ].join('\n');
}

/** The text part: the paragraphs, the link under the first, the product's name. */
export function mailText(opts: { appName: string; paragraphs: string[]; link?: { url: string } }): string {
  const [first, ...rest] = opts.paragraphs;
  return [first, opts.link?.url, ...rest, opts.appName].filter(Boolean).join('\n\n') + '\n';
}
