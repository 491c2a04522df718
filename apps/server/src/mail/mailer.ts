import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail over SMTP. The settings are looked up at each send, so that a change made in the
 * admin back office counts at once; `undefined` settings mean mail is not configured.
 */
export class Mailer {
  private readonly settings: () => Promise<SmtpConfig | undefined>;
  constructor(settings: () => Promise<SmtpConfig | undefined>) {
    this.settings = settings;
  }

  async isConfigured(): Promise<boolean> {
    return (await this.settings()) !== undefined;
  }

  /** Sends a mail; answers the mail server's reply to it (e.g. `250 OK: queued`). */
  async send(mail: Mail): Promise<string> {
    const smtp = await this.settings();
    if (!smtp) throw new Error('mail is not configured');
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      // A school's own relay often has a self-signed certificate.
      tls: { rejectUnauthorized: false },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      const info = (await transport.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })) as {
        response?: string;
      };
      return info.response ?? '';
    } finally {
      transport.close();
    }
  }
}
