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
  /** When it was queued; with the id it makes the Message-ID, the same on every attempt. */
  createdAt: string;
}

/** What happened to an email: handed to the SMTP server, or kept as an .eml file in the outbox. */
export type Delivery = 'sent' | 'kept';

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  deliver(email: OutgoingEmail): Promise<Delivery>;
  /** Ends the SMTP connection kept open between emails (QUIT), once nothing more will be sent. */
  close?(): void;
}

/**
 * The longest an SMTP delivery may take before it is given up (and retried later), well within the
 * outbox's lease (EMAIL_LEASE_MS), so no other instance takes an email over while it is being sent.
 */
const DELIVERY_LIMIT_MS = 2 * 60_000;

/** SMTP when SMTP_URL is set; otherwise every email is kept as a readable .eml file under the outbox dir. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'supportEmail'>): Mailer {
  const from = { name: 'Syl', address: config.supportEmail };
  if (config.smtpUrl) {
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket; the URL may still set its own.
    // One pooled connection, kept open from one email to the next (the outbox sends one at a time): a
    // new connection and handshake per email held a burst to about 9 emails a second per instance.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    return {
      mode: 'smtp',
      async deliver(email) {
        await transport.sendMail({ ...message(from, email), signal: AbortSignal.timeout(DELIVERY_LIMIT_MS) });
        return 'sent';
      },
      close: () => transport.close(),
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
  return {
    from,
    replyTo: from.address,
    to: email.to,
    subject: email.subject,
    text: email.text,
    messageId: messageId(email, from.address),
    ...(email.html ? { html: email.html } : {}),
    ...(email.headers ? { headers: email.headers } : {}),
  };
}

/**
 * The same on every attempt, so a receiving server can drop a second copy of an email sent again after
 * its sender died between the SMTP server's acceptance and the outbox's record of it. The queue time
 * keeps ids from another database (a staging copy, a reset) from naming the same message.
 */
const messageId = (email: OutgoingEmail, fromAddress: string) => `<${email.id}.${Date.parse(email.createdAt).toString(36)}@${fromAddress.split('@')[1]}>`;
