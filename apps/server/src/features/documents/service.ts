import type { documentDetail, documentSummary } from '@sirkula/domain/documents/answers';
import {
  type DocumentListFilter,
  daysLeft,
  documentInput,
  expiryState,
  versionInput,
} from '@sirkula/domain/documents/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import type { FileAnswer } from '../../lib/file-answer.ts';
import { recordAudit } from '../audit/public.ts';
import {
  DOCUMENT_OR_WORD_KINDS,
  openAllowedFile,
  type ReceivedForm,
  removeFile,
  type StorageDeps,
  saveUpload,
} from '../storage/public.ts';
import { canChangeDocument, canManageDocuments } from './policy.ts';
import * as queries from './queries.ts';

export const documentNotFound = () => new NotFound('documents.errors.notFound', 'DOCUMENT_NOT_FOUND');

/** A document as this actor sees it: its expiry on the day, and what they may do with it. */
export function present(actor: Actor, row: queries.DocumentRow, now: Date): z.output<typeof documentSummary> {
  const today = jakartaToday(now);
  const { managedKey, fileId, deletedAt, ...document } = row;
  const change = canChangeDocument(actor, row);
  return {
    ...document,
    expiry: expiryState(row.validUntil, today),
    daysLeft: daysLeft(row.validUntil, today),
    can: { replace: change, delete: change },
  };
}

export async function list(db: Db, actor: Actor, filter: DocumentListFilter, now: Date) {
  const page = await queries.listDocuments(db, filter, companyScope(actor), jakartaToday(now));
  return {
    ...page,
    items: page.items.map((row) => present(actor, row, now)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function readable(db: Db, actor: Actor, id: string): Promise<queries.DocumentRow> {
  const row = await queries.findDocument(db, id, companyScope(actor));
  if (!row) throw documentNotFound();
  return row;
}

export async function detail(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<z.output<typeof documentDetail>> {
  const row = await readable(db, actor, id);
  const versions = await queries.versionsOf(db, id);
  return { ...present(actor, row, now), versions: versions.map(({ fileId, ...version }) => version) };
}

/** A version's file (the current one by default), to save or, `inline`, to show in the browser. */
export async function file(
  deps: { db: Db; storage: StorageDeps },
  actor: Actor,
  id: string,
  query: { version?: number; inline?: '1' },
): Promise<FileAnswer> {
  const row = await readable(deps.db, actor, id);
  const versions = await queries.versionsOf(deps.db, id);
  const wanted = query.version ?? row.version;
  const version = versions.find((item) => item.version === wanted);
  if (!version) throw documentNotFound();
  const { file: stored, body } = await openAllowedFile(deps.storage, version.fileId);
  return {
    body,
    name: stored.originalName,
    contentType: stored.contentType,
    disposition: query.inline ? 'inline' : 'attachment',
    // A version's bytes never change, but the document is private: no shared cache keeps it.
    cacheControl: 'private, no-store',
  };
}

/** A form's text fields checked by a schema, each field with its own message as a JSON body would get. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
  throw new Invalid('errors.badRequest', messages);
}

function theFile(form: ReceivedForm) {
  const upload = form.files.find((part) => part.field === 'file');
  if (!upload) throw new Invalid('storage.noFile', { file: 'storage.noFile' }, 'NO_FILE');
  return upload;
}

interface UploadDeps {
  db: Db;
  storage: StorageDeps;
}

/**
 * Stores an uploaded document as its first version. Who may upload is checked before a byte is read;
 * a company that does not exist is refused like a field typed wrong.
 */
export async function upload(
  deps: UploadDeps,
  actor: Actor,
  readForm: () => Promise<ReceivedForm>,
  now: Date,
) {
  if (!canManageDocuments(actor)) throw new Forbidden();
  const form = await readForm();
  const values = parseFields(documentInput, form.fields);
  if (values.companyId && !(await queries.companyExists(deps.db, values.companyId))) {
    throw new Invalid('errors.badRequest', { companyId: 'documents.validation.company' });
  }
  const upload = theFile(form);
  const stored = await saveUpload(deps.storage, {
    actorId: actor.id,
    companyId: values.companyId,
    purpose: `document:${values.type}`,
    fileName: upload.fileName,
    data: upload.data,
    accept: DOCUMENT_OR_WORD_KINDS,
  });
  const id = await deps.db
    .transaction(async (tx) => {
      const row = await queries.insertDocument(
        tx,
        {
          ...values,
          recordId: values.recordKind === 'company' ? values.companyId : null,
          currentFileId: stored.id,
          createdBy: actor.id,
        },
        now,
      );
      if (!row) throw new Error('A library upload has no managed key, so it always inserts');
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'document',
        entityId: row.id,
        action: 'create',
        after: { ...values, fileName: stored.originalName },
      });
      return row.id;
    })
    .catch(async (error: unknown) => {
      await removeFile(deps.storage, stored.id).catch(() => undefined);
      throw error;
    });
  return detail(deps.db, actor, id, now);
}

/** Replaces a document with a new file (and its validity); the old versions stay, downloadable. */
export async function replace(
  deps: UploadDeps,
  actor: Actor,
  id: string,
  readForm: () => Promise<ReceivedForm>,
  now: Date,
) {
  const before = await readable(deps.db, actor, id);
  if (!canChangeDocument(actor, before)) throw new Forbidden();
  const form = await readForm();
  const values = parseFields(versionInput, form.fields);
  const upload = theFile(form);
  const stored = await saveUpload(deps.storage, {
    actorId: actor.id,
    companyId: before.companyId,
    purpose: `document:${before.type}`,
    fileName: upload.fileName,
    data: upload.data,
    accept: DOCUMENT_OR_WORD_KINDS,
  });
  await deps.db
    .transaction(async (tx) => {
      const current = await queries.lockDocument(tx, id);
      if (!current || current.deletedAt) throw documentNotFound();
      const version = await queries.addVersion(
        tx,
        current,
        { ...values, fileId: stored.id, uploadedBy: actor.id },
        now,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'document',
        entityId: id,
        action: 'replace',
        before: {
          version: current.currentVersion,
          fileName: before.fileName,
          validFrom: current.validFrom,
          validUntil: current.validUntil,
        },
        after: { version, fileName: stored.originalName, ...values },
      });
    })
    .catch(async (error: unknown) => {
      await removeFile(deps.storage, stored.id).catch(() => undefined);
      throw error;
    });
  return detail(deps.db, actor, id, now);
}

/** Removes a document from the library; its versions and files stay for the trail. */
export async function remove(db: Db, actor: Actor, id: string, now: Date) {
  const before = await readable(db, actor, id);
  if (!canChangeDocument(actor, before)) throw new Forbidden();
  await db.transaction(async (tx) => {
    if (!(await queries.markDeleted(tx, id, actor.id, now))) throw documentNotFound();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'document',
      entityId: id,
      action: 'delete',
      before: { displayName: before.displayName, type: before.type },
    });
  });
  return { ...present(actor, before, now), versions: [] };
}
