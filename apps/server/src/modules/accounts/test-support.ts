// Helpers for the accounts and companies API tests: request bodies in the three encodings clients use,
// and the links out of received mails. Test-only: nothing in the app imports this file.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import type { ReceivedMail, SmtpReceiver } from '../../../test/smtp';

export type Fields = Record<string, string>;

export const json = (fields: Record<string, unknown>) => ({
  payload: fields,
  headers: { 'content-type': 'application/json' },
});

export const urlencoded = (fields: Fields) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A multipart/form-data body built by the platform's FormData, as a browser would send it. */
export async function multipart(fields: Fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

let n = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${n++}@example.mv`;

export const mailsTo = (smtp: SmtpReceiver, to: string, subject?: RegExp) =>
  smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));

/** Waits until `count` mails to this address (matching the subject) have arrived; returns the last. */
export async function waitForMailCount(
  smtp: SmtpReceiver,
  to: string,
  count: number,
  subject?: RegExp,
): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = mailsTo(smtp, to, subject);
    if (found.length >= count) return found[count - 1]!;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${to}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const VERIFY_SUBJECT = /verify your email/i;
export const RESET_SUBJECT = /reset your password/i;

/** The verify link of a mail: `${APP_URL}/verify-email/{userId}/{token}`. */
export function verifyLinkOf(mail: ReceivedMail, appUrl: string) {
  const escaped = appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/verify-email/(\\d+)/([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, 'verify link in the mail').not.toBeNull();
  return { url: match![0], userId: Number(match![1]), token: match![2]!, path: new URL(match![0]).pathname };
}

/** The reset link of a mail: `${APP_URL}/reset-password/{token}`. */
export function resetLinkOf(mail: ReceivedMail, appUrl: string) {
  const escaped = appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, 'reset link in the mail').not.toBeNull();
  return { url: match![0], token: match![1]! };
}

/**
 * Runs the background work to the end, then answers what was ever queued for this address (the
 * subjects of its outbox mails, delivered or not) and what the SMTP receiver got. Both empty means
 * nothing was sent, and no time had to pass to know it.
 */
export async function mailsAfterDrain(t: TestContext, to: string) {
  await t.app.outbox.drain();
  const rows = await t.app.db
    .select({ subject: sql<string>`${outbox.payload} ->> 'subject'` })
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`lower(${outbox.payload} ->> 'to') = ${to.toLowerCase()}`));
  return { queued: rows.map((r) => r.subject), received: mailsTo(t.smtp, to).map((m) => m.subject) };
}
