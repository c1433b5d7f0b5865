import fs from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/** Undoes quoted-printable soft breaks and escapes, so links can be read from the raw mail. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Waits until at least `count` mails to `to` (caught by the SMTP receiver of the global setup) match the
 * subject, and returns the newest one's decoded text. Mails leave through the server's background
 * worker, so a second mail (a resent link) may arrive a moment after the page says it was sent.
 */
export async function waitForMail(
  to: string,
  subject?: RegExp,
  { count = 1, timeoutMs = 15_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const needle = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = fs.existsSync(E2E.mailDir) ? fs.readdirSync(E2E.mailDir).sort() : [];
    const matching = files
      .filter((f) => f.includes(needle))
      .map((f) => decode(fs.readFileSync(path.join(E2E.mailDir, f), 'utf8')))
      .filter((text) => !subject || subject.test(/^Subject:\s*(.*)$/im.exec(text)?.[1] ?? ''));
    if (matching.length >= count) return matching.at(-1)!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${count} mail(s) to ${to}${subject ? ` matching ${subject}` : ''}`);
}

/** The first link in a mail that points at `pathPrefix` (e.g. '/verify-email/'). */
export function linkIn(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`).exec(mail);
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0];
}
