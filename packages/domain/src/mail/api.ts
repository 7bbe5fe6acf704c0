import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { outbox } from './answers.ts';

/** The outbox's filter: one recipient's messages, a page at a time. */
export const outboxQuery = z.object({
  recipient: z.string().trim().toLowerCase().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxFilter = z.output<typeof outboxQuery>;

/** Internal staff read what the platform sent, e.g. to pass on a verification link by phone. */
export const mailApi = contract({
  'GET /outbox': { access: 'internal', query: outboxQuery, answers: { 200: outbox } },
});
