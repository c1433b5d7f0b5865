import fs from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/** Undoes quoted-printable soft breaks and escapes, so links can be read from the raw mail. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for a mail to `to` (caught by the SMTP receiver of the global setup) and returns its decoded text. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const needle = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = fs.existsSync(E2E.mailDir) ? fs.readdirSync(E2E.mailDir).sort() : [];
    for (const f of files.reverse()) {
      if (!f.includes(needle)) continue;
      const text = decode(fs.readFileSync(path.join(E2E.mailDir, f), 'utf8'));
      const subjectLine = /^Subject:\s*(.*)$/im.exec(text)?.[1] ?? '';
      if (!subject || subject.test(subjectLine)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
}

/** The first link in a mail that points at `pathPrefix` (e.g. '/verify-email/'). */
export function linkIn(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`).exec(mail);
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0];
}
