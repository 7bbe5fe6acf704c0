import type { Readable } from 'node:stream';
import type { DocumentType, RecordKind } from '@sirkula/domain/documents/rules';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import {
  DOCUMENT_OR_WORD_KINDS,
  openAllowedFile,
  removeFile,
  type StorageDeps,
  saveGeneratedFile,
  saveUpload,
} from '../storage/public.ts';
import * as queries from './queries.ts';

export interface FinalDocumentDeps {
  db: Db;
  storage: StorageDeps;
}

/** The record a final document is of: its kind, its id and its number as people know it. */
export interface DocumentRecord {
  kind: RecordKind;
  id: string;
  /** An invoice's or a journey's number, a report's title: what the library shows and searches. */
  label: string;
}

export interface FinalDocument {
  /** Whose document it is (its customers and partners see it on their company page); null: the provider's. */
  companyId: string | null;
  type: DocumentType;
  displayName: string;
  record: DocumentRecord;
  /** Who made it final, or null when the product did (a scheduled report). */
  actorId?: string | null;
  validFrom?: string | null;
  validUntil?: string | null;
}

/** One document per record and type: the key that finds it again. */
function managedKey(record: DocumentRecord, type: DocumentType): string {
  return `${record.kind}:${record.id}:${type}`;
}

/**
 * Records a document the product made final (an issued invoice's PDF, a completed journey's proof, a
 * generated report) from its bytes: once per record and type, so calling it again, even at the same
 * moment, stores nothing more and answers the first one. Without `contentType` the file must be a PDF,
 * JPEG, PNG or Word file (storage checks the bytes). It is never replaced or deleted in the library.
 *
 *   await storeFinalDocument({ db, storage }, {
 *     companyId, type: 'report', displayName: 'Laporan bulanan Maret 2026',
 *     record: { kind: 'report', id: report.id, label: report.title },
 *     fileName: 'laporan-2026-03.csv', contentType: 'text/csv', data: csvBytes,
 *   }, now);
 */
export async function storeFinalDocument(
  deps: FinalDocumentDeps,
  input: FinalDocument & {
    fileName: string;
    data: Buffer;
    /** The file's type when the server wrote it (`text/csv`); left out, it must be a PDF, JPEG, PNG or Word file. */
    contentType?: string;
  },
  now: Date,
): Promise<{ documentId: string; fileId: string; stored: boolean }> {
  const key = managedKey(input.record, input.type);
  const existing = await queries.findByManagedKey(deps.db, key);
  if (existing) return { documentId: existing.id, fileId: existing.fileId, stored: false };
  const owner = {
    actorId: input.actorId ?? null,
    companyId: input.companyId,
    purpose: `document:${input.type}`,
  };
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(input.fileName)?.[1]?.toLowerCase();
  // What the server wrote itself keeps the type it was written as (a CSV report); otherwise the bytes say.
  const file =
    input.contentType && extension
      ? await saveGeneratedFile(deps.storage, {
          ...owner,
          fileName: input.fileName,
          contentType: input.contentType,
          extension,
          data: input.data,
        })
      : await saveUpload(deps.storage, {
          ...owner,
          fileName: input.fileName,
          data: input.data,
          accept: DOCUMENT_OR_WORD_KINDS,
        });
  const inserted = await deps.db
    .transaction(async (tx) => {
      const row = await queries.insertDocument(
        tx,
        {
          companyId: input.companyId,
          type: input.type,
          displayName: input.displayName,
          recordKind: input.record.kind,
          recordId: input.record.id,
          recordLabel: input.record.label,
          validFrom: input.validFrom ?? null,
          validUntil: input.validUntil ?? null,
          managedKey: key,
          generated: true,
          currentFileId: file.id,
          createdBy: input.actorId ?? null,
        },
        now,
      );
      if (row)
        await recordAudit(tx, {
          actorId: input.actorId ?? null,
          entity: 'document',
          entityId: row.id,
          action: 'store',
          after: { type: input.type, displayName: input.displayName, fileName: file.originalName },
        });
      return row;
    })
    .catch(async (error: unknown) => {
      await removeFile(deps.storage, file.id).catch(() => undefined);
      throw error;
    });
  if (inserted) return { documentId: inserted.id, fileId: file.id, stored: true };
  // Another request stored it first: keep theirs.
  await removeFile(deps.storage, file.id).catch(() => undefined);
  const first = await queries.findByManagedKey(deps.db, key);
  if (!first) throw new Error(`The final document ${key} was stored and is gone`);
  return { documentId: first.id, fileId: first.fileId, stored: false };
}

/**
 * The final document of a record, stored the first time it is asked for and served from the store ever
 * after: `render` runs only while none is stored. For a download route whose record is final; the
 * caller has already decided the reader may have it.
 */
export async function finalDocumentFile(
  deps: FinalDocumentDeps,
  input: FinalDocument,
  render: () => Promise<{ fileName: string; data: Buffer }>,
  now: Date,
): Promise<{ fileName: string; contentType: string; body: Readable }> {
  const existing = await queries.findByManagedKey(deps.db, managedKey(input.record, input.type));
  const fileId = existing
    ? existing.fileId
    : (await storeFinalDocument(deps, { ...input, ...(await render()) }, now)).fileId;
  const { file, body } = await openAllowedFile(deps.storage, fileId);
  return { fileName: file.originalName, contentType: file.contentType, body };
}

/**
 * A company's profile document (its registration form, its environmental document) uploaded anew: a
 * new version of its library document, the old ones kept. Runs in the upload's transaction.
 */
export async function recordCompanyFile(
  db: Db,
  input: {
    companyId: string;
    companyName: string;
    type: 'registrationForm' | 'environmentalDocument';
    fileId: string;
    fileName: string;
    actorId: string | null;
  },
  now: Date,
): Promise<void> {
  const key = managedKey({ kind: 'company', id: input.companyId, label: input.companyName }, input.type);
  const found = await queries.findByManagedKey(db, key);
  const current = found && (await queries.lockDocument(db, found.id));
  if (current) {
    const version = await queries.addVersion(
      db,
      current,
      {
        fileId: input.fileId,
        validFrom: current.validFrom,
        validUntil: current.validUntil,
        uploadedBy: input.actorId,
      },
      now,
    );
    await recordAudit(db, {
      actorId: input.actorId,
      entity: 'document',
      entityId: current.id,
      action: 'replace',
      before: { version: current.currentVersion, fileName: found.fileName },
      after: { version, fileName: input.fileName },
    });
    return;
  }
  const row = await queries.insertDocument(
    db,
    {
      companyId: input.companyId,
      type: input.type,
      displayName: input.fileName,
      recordKind: 'company',
      recordId: input.companyId,
      recordLabel: input.companyName,
      managedKey: key,
      currentFileId: input.fileId,
      createdBy: input.actorId,
    },
    now,
  );
  if (row)
    await recordAudit(db, {
      actorId: input.actorId,
      entity: 'document',
      entityId: row.id,
      action: 'create',
      after: { type: input.type, displayName: input.fileName },
    });
}
