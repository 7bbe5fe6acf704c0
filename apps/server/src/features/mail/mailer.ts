import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { insertOutboxEntry } from './queries.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the message (verification, reset), kept apart so staff can resend it. */
  link?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Every message lands in the outbox. With SMTP_URL it is also sent; without (the embedded default)
 * the log prints the link, so sign-up and password reset work on a machine with no mail server.
 */
export function createMailer(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const sendMail: SendMail = async (mail) => {
    const entry = { recipient: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null };
    if (!transport) {
      deps.log.info({ to: mail.to, link: mail.link }, `E-mail "${mail.subject}" kept in the outbox`);
      await insertOutboxEntry(deps.db, { ...entry, status: 'logged' });
      return;
    }
    try {
      await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text });
      await insertOutboxEntry(deps.db, { ...entry, status: 'sent' });
    } catch (error) {
      deps.log.error({ err: error, to: mail.to }, 'E-mail could not be sent');
      await insertOutboxEntry(deps.db, { ...entry, status: 'failed', error: String(error) });
    }
  };
  return sendMail;
}
