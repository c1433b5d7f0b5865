import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  /** The decoded text body (quoted-printable undone), enough to find links in. */
  text: string;
}

/** Decodes quoted-printable soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(input: string): string {
  return input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function headerOf(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '';
}

/**
 * A real SMTP receiver on a free loopback port (DESIGN §8): the app sends mail to it over SMTP. It can go
 * down and come back on the same port (an outage), and hold a message in its DATA phase (to kill a
 * sender mid-delivery): a held message is accepted only if the sender is still there to finish it.
 */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let hold: (() => void) | null = null;
  const closedSessions = new Set<string>();
  const closeWaiters: (() => void)[] = [];
  let holding = false;

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose(session) {
        closedSessions.add(session.id);
        closeWaiters.splice(0).forEach((w) => w());
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const accept = () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw,
              subject: headerOf(raw, 'Subject'),
              messageId: headerOf(raw, 'Message-ID'),
              text: decodeQuotedPrintable(raw),
            });
            waiters.splice(0).forEach((w) => w());
            callback();
          };
          if (!holding) return accept();
          // Held: the sender waits for our answer; if it dies meanwhile, the message is never accepted.
          const finish = () => {
            if (!closedSessions.has(session.id)) accept();
          };
          hold?.();
          hold = null;
          heldMessages.push({ sessionId: session.id, finish });
        });
      },
    });
  const heldMessages: { sessionId: string; finish: () => void }[] = [];
  let server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Waits (up to 5 s) for a mail to this address matching the subject. */
    async waitFor(to: string, subject?: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find(
          (m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject ?? 'any subject'}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** An outage: connections are refused until `up()`. */
    down: closeServer,
    async up() {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    /** From now on messages are held in DATA; resolves when the next one arrives there. */
    holdNext(): Promise<void> {
      holding = true;
      return new Promise<void>((resolve) => (hold = resolve));
    },
    /** Resolves once every sender of a held message has hung up (e.g. it was killed). */
    async heldSendersGone(): Promise<void> {
      while (heldMessages.some((h) => !closedSessions.has(h.sessionId)))
        await new Promise<void>((resolve) => closeWaiters.push(resolve));
    },
    /** Stops holding; held messages whose sender is still connected are accepted. */
    release() {
      holding = false;
      heldMessages.splice(0).forEach((h) => h.finish());
    },
    close: closeServer,
  };
}
export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** A header's encoded words (RFC 2047, as nodemailer writes non-ASCII subjects) as text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // the space between two encoded words is not part of the text
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The mail as its recipient reads it: the decoded subject and the text and HTML parts as UTF-8 (base64 or
 * quoted-printable undone), for mails in Thaana whose bytes the raw message does not show.
 */
export function readMail(mail: ReceivedMail): { subject: string; text: string; html: string } {
  const parts: Record<string, string> = {};
  for (const chunk of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const type = /^Content-Type:\s*text\/(plain|html)/im.exec(chunk)?.[1];
    if (!type || parts[type] !== undefined) continue;
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(chunk)?.[1]?.toLowerCase();
    const body = chunk
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8')
          : body;
  }
  return { subject: decodeHeader(mail.subject), text: parts.plain ?? '', html: parts.html ?? '' };
}
