import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (the outbox key): a retried delivery is recognisably the same mail. */
  messageId?: string;
  /** Files sent with the mail (a receipt PDF), base64 so that the queued message is plain JSON. */
  attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
  /** Where the recipient's reply goes (a company's HR address on messages to candidates, issue 27). */
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP_URL set → real SMTP; unset → each mail is written to DATA_DIR/mail as an .eml file and logged,
 * so a developer can open the verification link without a mail server (DESIGN §3).
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a relay that does not answer must not hold a request for minutes.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@.-]/gi, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to disk');
    },
  };
}

/**
 * The outbox handler of kind 'mail' (plugins/outbox.ts): sends the queued message with a Message-ID
 * made from its idempotency key, so that the one case at-least-once delivery cannot rule out — the
 * server took the mail but the worker died before recording it — yields a copy that mail systems
 * recognise as the same message (docs/decisions/0011).
 */
export function createMailHandler(mailer: Mailer, config: Pick<Config, 'appUrl'>) {
  const host = new URL(config.appUrl).hostname || 'localhost';
  return async (payload: Record<string, unknown>, meta: { key: string }) => {
    const message = payload as unknown as MailMessage;
    await mailer.send({
      ...message,
      messageId: `<${meta.key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '.')}@${host}>`,
    });
  };
}

/**
 * Queues a mail in the caller's transaction: it is sent by the background worker (plugins/outbox.ts),
 * retried until the mail server takes it, and exists only if the change that caused it commits.
 * `key` names this mail (one per token, per invoice event…): enqueuing it twice sends it once.
 */
export function enqueueMail(tx: DbOrTx, message: MailMessage, key: string): Promise<void> {
  return enqueue(tx, { kind: 'mail', key, payload: { ...message } });
}
