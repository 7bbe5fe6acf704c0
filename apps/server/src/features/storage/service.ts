import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileOwner } from '@sirkula/domain/storage/answers';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { NotFound } from '../../lib/errors.ts';
import { type FileStore, MissingObject } from './file-store.ts';
import { deleteObjects } from './object-deletes.ts';
import { canReadFile } from './policy.ts';
import {
  deleteFileRow,
  findFile,
  insertFile,
  listStoredFiles,
  type StoredFile,
  type StoredFileFilter,
} from './queries.ts';
import { checkUpload, type UploadKind } from './uploads.ts';

/** A record that points at a stored file, as the feature owning the record describes it. */
export interface OwnerOfFile extends FileOwner {
  fileId: string;
}

/**
 * A feature's answer to "which of your records point at these files?" (`ServerFeature.fileOwners`): one
 * query over an index on its file column, for at most a page of ids.
 */
export type FileOwners = (db: Db, fileIds: string[]) => Promise<OwnerOfFile[]>;

export interface StorageDeps {
  db: Db;
  store: FileStore;
  maxUploadBytes: number;
  /** Every feature's `fileOwners` (the app gathers them); without them the console names no owner. */
  fileOwners?: readonly FileOwners[];
  /**
   * Queues objects the store refused to delete, for a background task to try again (the app sets it to
   * the `deleteStoredObjects` task); without it such a delete throws.
   */
  deleteLater?: (keys: string[]) => Promise<void>;
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
    await deleteObjects(deps, [storageKey]).catch(() => undefined);
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
 * a row is only wasted space, a row without an object is a broken download. A delete the store refuses
 * is tried again in the background (`deleteStoredObjects`), so it leaves no orphan either.
 */
export async function removeFile(deps: StorageDeps, fileId: string): Promise<void> {
  const row = await deleteFileRow(deps.db, fileId);
  if (row) await deleteObjects(deps, [row.storageKey]);
}

/**
 * The console's page of files, each with the records that point at it: every feature that owns such
 * records is asked once for the page's ids, side by side.
 */
export async function listFilesWithOwners(deps: StorageDeps, filter: StoredFileFilter) {
  const page = await listStoredFiles(deps.db, filter);
  const ids = page.items.map((file) => file.id);
  const answers =
    ids.length === 0 ? [] : await Promise.all((deps.fileOwners ?? []).map((owners) => owners(deps.db, ids)));
  const byFile = new Map<string, FileOwner[]>();
  for (const { fileId, ...owner } of answers.flat())
    byFile.set(fileId, [...(byFile.get(fileId) ?? []), owner]);
  return { ...page, items: page.items.map((file) => ({ ...file, owners: byFile.get(file.id) ?? [] })) };
}
