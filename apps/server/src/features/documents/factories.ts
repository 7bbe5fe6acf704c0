import type { DocumentType, RecordKind } from '@sirkula/domain/documents/rules';
import type { Db } from '../../db/client.ts';
import { demoPdf } from '../companies/public.ts';
import { type StorageDeps, saveUpload } from '../storage/public.ts';
import { insertDocument } from './queries.ts';

export interface DocumentFactoryInput {
  companyId: string | null;
  type?: DocumentType;
  displayName?: string;
  record?: { kind: RecordKind; id?: string | null; label?: string | null };
  validFrom?: string | null;
  validUntil?: string | null;
  createdBy?: string | null;
  /** Stored by the product when its record became final: never replaced or deleted. */
  generated?: boolean;
  now?: Date;
}

const DEFAULT_NAME = 'Izin penyimpanan sementara limbah B3';

/** A library document whose first version is an already stored file (the matrix names its cast's). */
export async function createDocumentOfFile(
  db: Db,
  fileId: string,
  input: DocumentFactoryInput,
): Promise<{ id: string; fileId: string }> {
  const type = input.type ?? 'permit';
  const generated = input.generated ?? false;
  const row = await insertDocument(
    db,
    {
      companyId: input.companyId,
      type,
      displayName: input.displayName ?? DEFAULT_NAME,
      recordKind: input.record?.kind ?? null,
      recordId: input.record?.id ?? null,
      recordLabel: input.record?.label ?? null,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
      managedKey: generated ? `${input.record?.kind}:${input.record?.id}:${type}` : null,
      generated,
      currentFileId: fileId,
      createdBy: input.createdBy ?? null,
    },
    input.now ?? new Date(),
  );
  if (!row) throw new Error('The document is already stored');
  return { id: row.id, fileId };
}

/**
 * A document uploaded to the library, its file a one-page sample PDF unless `data` is given: tests and
 * the demo seed make theirs with this.
 */
export async function createDocument(
  storage: StorageDeps,
  input: DocumentFactoryInput & { fileName?: string; data?: Buffer },
): Promise<{ id: string; fileId: string }> {
  const displayName = input.displayName ?? DEFAULT_NAME;
  const file = await saveUpload(storage, {
    actorId: input.createdBy ?? null,
    companyId: input.companyId,
    purpose: `document:${input.type ?? 'permit'}`,
    fileName: input.fileName ?? `${displayName}.pdf`,
    data: input.data ?? demoPdf([displayName, 'Contoh dokumen / Sample document']),
    accept: ['pdf', 'jpeg', 'png', 'docx'],
  });
  return createDocumentOfFile(storage.db, file.id, input);
}
