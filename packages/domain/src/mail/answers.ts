import { z } from 'zod';
import { timestamp } from '../shared/answers.ts';

/**
 * What became of a message: logged (no mail server), pending (the mail server refused it; it is tried
 * again), sent, or failed (refused at every attempt).
 */
export const OUTBOX_STATUSES = ['logged', 'pending', 'sent', 'failed'] as const;

/** One message the platform sent (or logged), as internal staff read it. */
const outboxEntry = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /**
   * Whether the message carried a one-time link (verification, reset, welcome) and whether it went out by
   * e-mail (`sent`) or not (`unsent`: no mail server, not yet, or sending failed). The link itself is never
   * answered: it is a live credential for someone's account.
   */
  linkStatus: z.enum(['none', 'sent', 'unsent']),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: timestamp,
});

export const outbox = z.object({ items: z.array(outboxEntry) });
