import type { InvoicingImage, InvoicingImageIds } from '@sirkula/domain/settings/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { streamToBuffer } from '../../lib/streams.ts';
import { recordAudit } from '../audit/public.ts';
import type { ReceivedFile } from '../storage/public.ts';
import {
  MEGABYTE,
  openAllowedFile,
  removeFile,
  type StorageDeps,
  saveUpload,
  type UploadKind,
} from '../storage/public.ts';
import { canChangeSettings, canReadSettings } from './policy.ts';
import { getInvoicingImageIds, imageFiles, lockInvoicingImageIds, saveInvoicingImageIds } from './queries.ts';
import { invoicingSettings } from './service.ts';

/** A logo or signature is printed small: 1 MB is plenty, and keeps every invoice PDF light. */
export const INVOICING_IMAGE_MAX_BYTES = MEGABYTE;
const IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg'];

const COLUMNS = {
  logo: 'logoFileId',
  signature: 'signatureFileId',
} as const satisfies Record<InvoicingImage, keyof InvoicingImageIds>;

/** Kept on the file's row, so the files table says what each one is for. */
export const IMAGE_PURPOSES = {
  logo: 'invoiceLogo',
  signature: 'invoiceSignature',
} as const satisfies Record<InvoicingImage, string>;

/**
 * Stores a new logo or signature (PNG or JPEG by its bytes, at most 1 MB) and points the settings at
 * it, with an audit entry naming the files. Who may upload is checked before a byte is read, and a
 * refused upload stores nothing. The image it replaces stays stored: invoices made before keep the
 * file ids they snapshotted (getInvoicing), and a reprint must show what they showed.
 */
export async function uploadInvoicingImage(
  deps: { db: Db; storage: StorageDeps },
  actor: Actor,
  image: InvoicingImage,
  readUpload: () => Promise<ReceivedFile>,
) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  const upload = await readUpload();
  const storage = { ...deps.storage, maxUploadBytes: INVOICING_IMAGE_MAX_BYTES };
  const stored = await saveUpload(storage, {
    actorId: actor.id,
    companyId: null,
    purpose: IMAGE_PURPOSES[image],
    fileName: upload.fileName,
    data: upload.data,
    accept: IMAGE_KINDS,
  });
  const column = COLUMNS[image];
  await deps.db
    .transaction(async (tx) => {
      const current = await lockInvoicingImageIds(tx);
      await saveInvoicingImageIds(tx, { ...current, [column]: stored.id });
      const [old] = await imageFiles(tx, [current[column]]);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'settings',
        entityId: 'invoicingImages',
        action: 'upload',
        before: { [image]: old?.name ?? null },
        after: { [image]: stored.originalName },
      });
    })
    .catch(async (error: unknown) => {
      await removeFile(deps.storage, stored.id).catch(() => undefined);
      throw error;
    });
  return { ...(await invoicingSettings(deps.db, actor)), message: `settings.messages.${image}Saved` };
}

function noImage(): NotFound {
  return new NotFound('settings.errors.noImage', 'IMAGE_NOT_FOUND');
}

/** The stored logo or signature, for staff only: the signature signs invoices and is never public. */
export async function openInvoicingImage(storage: StorageDeps, actor: Actor, image: InvoicingImage) {
  if (!canReadSettings(actor)) throw new Forbidden();
  const fileId = (await getInvoicingImageIds(storage.db))[COLUMNS[image]];
  if (!fileId) throw noImage();
  return openAllowedFile(storage, fileId);
}

/** A missing image is left out; any other failure (the file store unreachable) is an error. */
async function imageBytes(storage: StorageDeps, fileId: string | null): Promise<Buffer | null> {
  if (!fileId) return null;
  try {
    return await streamToBuffer((await openAllowedFile(storage, fileId)).body);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The logo's and the signature's bytes for an invoice PDF: the current ones, or those of the file ids
 * an invoice snapshotted. Each is null when none was uploaded or its file is gone; the invoice is then
 * printed without it rather than not at all.
 */
export async function invoicingImages(
  storage: StorageDeps,
  ids?: InvoicingImageIds,
): Promise<{ logo: Buffer | null; signature: Buffer | null }> {
  const { logoFileId, signatureFileId } = ids ?? (await getInvoicingImageIds(storage.db));
  return {
    logo: await imageBytes(storage, logoFileId),
    signature: await imageBytes(storage, signatureFileId),
  };
}
