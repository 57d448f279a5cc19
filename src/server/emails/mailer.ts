import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  purpose: string;
  /** Extra mail headers (List-Unsubscribe on reminders); null for none. */
  headers: Record<string, string> | null;
}

/** What happened to an email: handed to the SMTP server, or kept as an .eml file in the outbox. */
export type Delivery = 'sent' | 'kept';

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  deliver(email: OutgoingEmail): Promise<Delivery>;
}

/** SMTP when SMTP_URL is set; otherwise every email is kept as a readable .eml file under the outbox dir. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'supportEmail'>): Mailer {
  const from = { name: 'Syl', address: config.supportEmail };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async deliver(email) {
        await transport.sendMail(message(from, email));
        return 'sent';
      },
    };
  }
  const composer: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async deliver(email) {
      const info = await composer.sendMail(message(from, email));
      await fs.mkdir(config.outboxDir, { recursive: true });
      await fs.writeFile(path.join(config.outboxDir, `${email.id}-${email.purpose}.eml`), info.message as Buffer);
      return 'kept';
    },
  };
}

function message(from: { name: string; address: string }, email: OutgoingEmail) {
  return { from, replyTo: from.address, to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}), ...(email.headers ? { headers: email.headers } : {}) };
}
