import type { SendMail } from '../features/mail/mailer.ts';

/** Someone a feature tells about a change; each channel uses the address it knows. */
export interface Recipient {
  name: string;
  email: string | null;
  phone: string | null;
}

/** A file sent along (a route map); a channel that cannot carry files leaves it out. */
export interface Attachment {
  fileName: string;
  content: Uint8Array;
  contentType: string;
}

/** What to tell, already written for its readers (the product writes Indonesian first, then English). */
export interface Notification {
  subject: string;
  text: string;
  attachments?: Attachment[];
}

/** One way of reaching people: e-mail today; a WhatsApp Business channel is one more of these. */
export interface NotificationChannel {
  deliver(recipient: Recipient, notification: Notification): Promise<void>;
}

export type Notify = (recipients: readonly Recipient[], notification: Notification) => Promise<void>;

/** Features send through this and never through a channel, so adding a channel touches no feature. */
export function createNotifier(channels: readonly NotificationChannel[]): Notify {
  return async (recipients, notification) => {
    for (const recipient of recipients) {
      for (const channel of channels) await channel.deliver(recipient, notification);
    }
  };
}

export function emailChannel(sendMail: SendMail): NotificationChannel {
  return {
    async deliver(recipient, notification) {
      if (recipient.email) await sendMail({ to: recipient.email, ...notification });
    },
  };
}
