import { nextMailAttempt } from '@sirkula/domain/mail/delivery';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { Attachment } from '../../lib/notifications.ts';
import { claimPendingMail, insertOutboxEntry, settleMail } from './queries.ts';
import type { PendingAttachment } from './tables.ts';

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
function transportOf(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

/** Hands a message to the mail server; throws when it refuses or cannot be reached. */
async function handOver(transport: Transporter, from: string, mail: Mail): Promise<void> {
  await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((file) => ({
      filename: file.fileName,
      content: Buffer.from(file.content),
      contentType: file.contentType,
    })),
  });
}

const pendingAttachmentsOf = (attachments: Attachment[] | undefined): PendingAttachment[] | null =>
  attachments?.length
    ? attachments.map((file) => ({
        fileName: file.fileName,
        contentType: file.contentType,
        base64: Buffer.from(file.content).toString('base64'),
      }))
    : null;

/**
 * Every message lands in the outbox. With SMTP_URL it is sent, and the outbox keeps it without its
 * link, so no stored row, log line or API answer holds a usable token. A message the mail server
 * refuses stays pending, link and attachments included, until `deliverPendingMail` hands it over or gives
 * it up (then it too keeps no link). Without SMTP nothing leaves the machine and the outbox's answer
 * only says that a link exists, never what it is. In the embedded mode (`printLinks`: PGlite on the
 * operator's own computer) the link is printed to the server's console, so sign-up and password reset
 * work with no mail server; a PostgreSQL set-up never prints it.
 */
export function createMailer(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  printLinks: boolean;
}) {
  const transport = transportOf(deps.smtpUrl);
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
      await handOver(transport, deps.from, mail);
      await insertOutboxEntry(deps.db, { ...kept, status: 'sent', attempts: 1 });
    } catch (error) {
      deps.log.warn({ err: error, to: mail.to }, 'E-mail refused by the mail server; it will be tried again');
      await insertOutboxEntry(deps.db, {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link ?? null,
        status: 'pending',
        error: String(error),
        attempts: 1,
        nextAttemptAt: nextMailAttempt(1, new Date()),
        pendingAttachments: pendingAttachmentsOf(mail.attachments),
      });
    }
  };
  return sendMail;
}

/**
 * Tries again the pending messages whose time has come (the `mailDelivery` job): each is claimed by one
 * server, handed to the mail server, and kept as sent, or pending for a later attempt, or failed after
 * the last; once sent or failed it keeps no link and no attachment.
 */
export function createMailDelivery(deps: { db: Db; smtpUrl: string | undefined; from: string }) {
  const transport = transportOf(deps.smtpUrl);
  return async (now: Date): Promise<string> => {
    if (!transport) return 'no SMTP_URL: nothing to send';
    const claimed = await claimPendingMail(deps.db, now);
    let sent = 0;
    let failed = 0;
    for (const row of claimed) {
      const mail: Mail = {
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        link: row.link ?? undefined,
        attachments: row.pendingAttachments?.map((file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.base64, 'base64'),
        })),
      };
      const attempts = row.attempts + 1;
      try {
        await handOver(transport, deps.from, mail);
        await settleMail(deps.db, row.id, { status: 'sent', body: withoutLink(mail), attempts, error: null });
        sent += 1;
      } catch (error) {
        const next = nextMailAttempt(attempts, now);
        await settleMail(
          deps.db,
          row.id,
          next
            ? { status: 'pending', body: row.body, attempts, error: String(error), nextAttemptAt: next }
            : { status: 'failed', body: withoutLink(mail), attempts, error: String(error) },
        );
        if (!next) failed += 1;
      }
    }
    return `${claimed.length} due, ${sent} sent, ${failed} given up`;
  };
}
