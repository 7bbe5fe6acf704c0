import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';

/** One change to a record: who, when, what, and each changed field's value before and after. */
const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Names or numbers of the records `before` and `after` point at, by id; a removed record is absent. */
  references: z.record(z.string(), z.string()),
  createdAt: timestamp,
});
export type AuditEntry = Answer<typeof auditEntry>;

export const auditPage = pageSchema(auditEntry);
