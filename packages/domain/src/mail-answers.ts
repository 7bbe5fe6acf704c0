import { z } from 'zod';
import { timestamp } from './answers.ts';

/** One message the platform sent (or logged), as internal staff read it. */
const outboxEntry = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** Only for internal admins, and only of a message that never left the machine (no SMTP). */
  link: z.string().nullable(),
  /** `unsent`: the link is shown because no mail server sent it; `withheld`: it exists, not for you. */
  linkStatus: z.enum(['none', 'unsent', 'withheld']),
  status: z.enum(['logged', 'sent', 'failed']),
  createdAt: timestamp,
});

export const outbox = z.object({ items: z.array(outboxEntry) });
