import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageQuery, pageSchema, searchText } from '../shared/lists.ts';

/** A storage key as our code writes them (`companies/<id>/<uuid>.pdf`): the only keys staff may delete. */
export const storageKey = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/);

/** The console's file list: by kind (the file's purpose), company and a name's part. */
export const listStoredFilesQuery = pageQuery.extend({
  purpose: z.string().max(63).optional(),
  companyId: z.uuid().optional(),
  search: searchText,
});

/**
 * The kinds of record that point at stored files, each answered by the feature that owns it (its
 * `fileOwners`): a company's profile document, a journey's certificate, a handover's photo or signature,
 * a payment's proof, a library document (a report, an invoice, a proof of delivery), the invoice settings.
 */
export const FILE_OWNER_KINDS = [
  'company',
  'journey',
  'wasteRecord',
  'handover',
  'payment',
  'document',
  'settings',
] as const;
export type FileOwnerKind = (typeof FILE_OWNER_KINDS)[number];

/** A record that points at a file: what it is, its id, its name as people know it and the page that shows it. */
export const fileOwner = z.object({
  kind: z.enum(FILE_OWNER_KINDS),
  id: z.string(),
  label: z.string(),
  href: z.string(),
});
export type FileOwner = z.infer<typeof fileOwner>;

export const storedFile = z.object({
  id: z.uuid(),
  purpose: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  storageKey: z.string(),
  createdAt: timestamp,
  /** The records that point at it; none: nothing in the product shows it any more. */
  owners: z.array(fileOwner),
});
export const storedFilePage = pageSchema(storedFile);

/** Each kind's files and bytes, kept as files come and go (never counted per request). */
export const storedFileTotals = z.object({
  items: z.array(z.object({ purpose: z.string(), files: z.number().int(), bytes: z.number().int() })),
});

/** What the storage check found: the first examples of each finding and the whole counts. */
export const orphanReport = z.object({
  objects: z.number().int(),
  rows: z.number().int(),
  orphanObjects: z.array(z.object({ key: z.string(), size: z.number().int(), modifiedAt: timestamp })),
  orphanObjectCount: z.number().int(),
  orphanBytes: z.number().int(),
  missingObjects: z.array(
    z.object({ id: z.uuid(), storageKey: z.string(), purpose: z.string(), companyId: z.uuid().nullable() }),
  ),
  missingObjectCount: z.number().int(),
  recordedMeanwhile: z.number().int(),
  milliseconds: z.number().int(),
  can: z.object({ deleteOrphans: z.boolean() }),
});

/** Staff delete the orphaned objects the check listed and they confirmed. */
export const deleteOrphansInput = z.object({ keys: z.array(storageKey).min(1).max(200) });
export type DeleteOrphansInput = z.input<typeof deleteOrphansInput>;

export const deletedOrphans = z.object({ deleted: z.array(z.string()), kept: z.array(z.string()) });

export type StoredFile = Answer<typeof storedFile>;
export type OrphanReportAnswer = Answer<typeof orphanReport>;
