import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { DOCUMENT_TYPES, EXPIRY_STATES, RECORD_KINDS } from './rules.ts';

/** A document as the library lists it: its current version's file, its validity and what the reader may do. */
export const documentSummary = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  displayName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  recordKind: z.enum(RECORD_KINDS).nullable(),
  recordId: z.string().nullable(),
  recordLabel: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  expiry: z.enum(EXPIRY_STATES),
  /** Days until the last valid day; negative once expired, null without an end date. */
  daysLeft: z.number().nullable(),
  version: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Stored by the product when its record became final (an issued invoice, a completed journey). */
  generated: z.boolean(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
  updatedAt: timestamp,
  can: z.object({ replace: z.boolean(), delete: z.boolean() }),
});
export type DocumentSummary = Answer<typeof documentSummary>;
export const documentPage = pageSchema(documentSummary);

export const documentVersion = z.object({
  version: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: timestamp,
});
export type DocumentVersion = Answer<typeof documentVersion>;

/** A document with every version it has had, newest first. */
export const documentDetail = documentSummary.extend({ versions: z.array(documentVersion) });
export type DocumentDetail = Answer<typeof documentDetail>;
