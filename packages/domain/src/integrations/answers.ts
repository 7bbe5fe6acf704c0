import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { KEY_SCOPES } from '../shared/contract.ts';
import { pageSchema } from '../shared/lists.ts';

/** A key as its list shows it: never its secret, which is shown once when it is made. */
export const integrationKey = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  scopes: z.array(z.enum(KEY_SCOPES)),
  /** The start of the key (`sirkula_<public id>_…`), to tell keys apart. */
  hint: z.string(),
  status: z.enum(['active', 'revoked', 'expired']),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  requestsPerMinute: z.number().int(),
  /** After a rotation, until when the secret before it still works. */
  previousValidUntil: timestamp.nullable(),
});
export type IntegrationKey = Answer<typeof integrationKey>;
export const keyPage = pageSchema(integrationKey);

/** The new key with its secret, in this answer only. */
export const createdKey = z.object({ key: integrationKey, secret: z.string() });

/** One request a key made, as its owner sees it in the key's log. */
export const keyRequest = z.object({
  id: z.number(),
  at: timestamp,
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number().int(),
});
export const keyRequestPage = pageSchema(keyRequest);
