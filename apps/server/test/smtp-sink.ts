import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** An SMTP server in the test process: the application sends real mail to it and tests read it. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
              a.value.map((v) => v.address ?? ''),
            );
            this.mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
            const waiters = this.waiters;
            this.waiters = [];
            waiters.forEach((w) => w());
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** The newest mail to an address, waiting up to `timeoutMs` for it to arrive. */
  async latestTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.mails].reverse().find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first run of `digits` digits in a text (a mailed code). */
export function codeIn(text: string, digits = 6): string {
  const match = new RegExp(`\\b\\d{${digits}}\\b`).exec(text);
  if (!match) throw new Error(`no ${digits}-digit code in: ${text}`);
  return match[0];
}
