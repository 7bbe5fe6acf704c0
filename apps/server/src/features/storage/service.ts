import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { NotFound } from '../../lib/errors.ts';
import { type FileStore, MissingObject } from './file-store.ts';
import { canReadFile } from './policy.ts';
import { deleteFileRow, findFile, insertFile, type StoredFile } from './queries.ts';
import { checkUpload, type UploadKind } from './uploads.ts';

export interface StorageDeps {
  db: Db;
  store: FileStore;
  maxUploadBytes: number;
}

interface UploadInput {
  actorId: string | null;
  companyId: string | null;
  /** What the file is for, e.g. `environmentalDocument`; kept on the row for audits and clean-ups. */
  purpose: string;
  fileName: string;
  data: Buffer;
  accept: readonly UploadKind[];
}

function fileNotFound(): NotFound {
  return new NotFound('storage.notFound', 'FILE_NOT_FOUND');
}

/**
 * Checks an upload, stores its bytes under a fresh random key and records it. A refused upload
 * stores nothing; when the row cannot be written the object is removed again.
 */
export async function saveUpload(deps: StorageDeps, input: UploadInput): Promise<StoredFile> {
  const checked = await checkUpload({
    data: input.data,
    fileName: input.fileName,
    accept: input.accept,
    maxBytes: deps.maxUploadBytes,
  });
  return saveGeneratedFile(deps, {
    actorId: input.actorId,
    companyId: input.companyId,
    purpose: input.purpose,
    fileName: checked.name,
    contentType: checked.contentType,
    extension: checked.extension,
    data: input.data,
  });
}

/** A file the server wrote itself (a report, a final invoice): its type is known, nothing to sniff. */
export interface GeneratedFile {
  actorId: string | null;
  companyId: string | null;
  purpose: string;
  fileName: string;
  contentType: string;
  extension: string;
  data: Buffer;
}

/** Stores a generated file under a fresh random key and records it, as `saveUpload` does an upload. */
export async function saveGeneratedFile(deps: StorageDeps, input: GeneratedFile): Promise<StoredFile> {
  const owner = input.companyId ? `companies/${input.companyId}` : 'unowned';
  const storageKey = `${owner}/${randomUUID()}.${input.extension}`;
  await deps.store.put(storageKey, input.data, input.contentType);
  try {
    return await insertFile(deps.db, {
      companyId: input.companyId,
      purpose: input.purpose,
      storageKey,
      originalName: input.fileName,
      contentType: input.contentType,
      size: input.data.length,
      uploadedBy: input.actorId,
    });
  } catch (error) {
    await deps.store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A file the actor may read, with its bytes; "not yours" answers exactly like "not found". */
export async function openFile(
  deps: StorageDeps,
  actor: Actor,
  fileId: string,
): Promise<{ file: StoredFile; body: Readable }> {
  const file = await findFile(deps.db, fileId);
  if (!file || !canReadFile(actor, file)) throw fileNotFound();
  return { file, body: await bytesOf(deps, file) };
}

/**
 * A file a feature has already allowed the actor to read by its own rule (a journey's photos are its
 * transporter's, and its receiver and staff see them too).
 */
export async function openAllowedFile(deps: StorageDeps, fileId: string) {
  const file = await findFile(deps.db, fileId);
  if (!file) throw fileNotFound();
  return { file, body: await bytesOf(deps, file) };
}

function bytesOf(deps: StorageDeps, file: StoredFile): Promise<Readable> {
  return deps.store.get(file.storageKey).catch((error: unknown) => {
    throw error instanceof MissingObject ? fileNotFound() : error;
  });
}

/**
 * Removes a file row and its bytes, e.g. the document a new upload replaced. Callers first drop
 * their own reference (the companies table points at files). The row goes first: an object without
 * a row is only wasted space, a row without an object is a broken download.
 */
export async function removeFile(deps: StorageDeps, fileId: string): Promise<void> {
  const row = await deleteFileRow(deps.db, fileId);
  if (row) await deps.store.delete(row.storageKey);
}
