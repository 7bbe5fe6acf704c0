import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { Attachment } from '../../lib/notifications.ts';
import { insertOutboxEntry } from './queries.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the message (verification, reset, welcome): a one-time credential. */
  link?: string;
  /** Sent over SMTP; the outbox keeps the text only. */
  attachments?: Attachment[];
}

export type SendMail = (mail: Mail) => Promise<void>;

/** What the outbox keeps in place of a one-time link it does not keep. */
export const LINK_REMOVED = '[link removed after sending]';

/** What the outbox keeps of a message handed to SMTP: its text with the one-time link taken out. */
export function withoutLink(mail: Mail): string {
  return mail.link ? mail.text.replaceAll(mail.link, LINK_REMOVED) : mail.text;
}

/**
 * Every message lands in the outbox. With SMTP_URL it is sent, and the outbox keeps it without its
 * link, so no stored row, log line or API answer holds a usable token. Without SMTP nothing leaves the
 * machine and the outbox's answer only says that a link exists, never what it is. In the embedded mode
 * (`printLinks`: PGlite on the operator's own computer) the link is printed to the server's console, so
 * sign-up and password reset work with no mail server; a PostgreSQL set-up never prints it.
 */
export function createMailer(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  printLinks: boolean;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const sendMail: SendMail = async (mail) => {
    if (!transport) {
      if (deps.printLinks) {
        deps.log.info({ to: mail.to, link: mail.link }, `E-mail "${mail.subject}" kept in the outbox`);
      } else {
        deps.log.warn({ to: mail.to }, `E-mail "${mail.subject}" kept in the outbox: no SMTP_URL to send it`);
      }
      await insertOutboxEntry(deps.db, {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link ?? null,
        status: 'logged',
      });
      return;
    }
    const kept = { recipient: mail.to, subject: mail.subject, body: withoutLink(mail), link: null };
    try {
      await transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments?.map((file) => ({
          filename: file.fileName,
          content: Buffer.from(file.content),
          contentType: file.contentType,
        })),
      });
      await insertOutboxEntry(deps.db, { ...kept, status: 'sent' });
    } catch (error) {
      deps.log.error({ err: error, to: mail.to }, 'E-mail could not be sent');
      await insertOutboxEntry(deps.db, { ...kept, status: 'failed', error: String(error) });
    }
  };
  return sendMail;
}
