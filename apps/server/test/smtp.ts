import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
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

/** A real SMTP receiver on a free loopback port (DESIGN §8): the app sends mail to it over SMTP. */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: headerOf(raw, 'Subject'),
          text: decodeQuotedPrintable(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
