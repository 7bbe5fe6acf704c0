import { pickupHandoverFields } from '@sirkula/domain/journeys/inputs';
import type { z } from 'zod';
import { AppError, Invalid } from '../../lib/errors.ts';
import type { ReceivedForm } from '../storage/public.ts';
import {
  checkUpload,
  DOCUMENT_KINDS,
  removeFile,
  type StorageDeps,
  saveUpload,
  type UploadKind,
} from '../storage/public.ts';

/** Photos of one load: enough to see it, few enough to send over a weak signal. */
export const MAX_PHOTOS = 10;

const PHOTO_KINDS: readonly UploadKind[] = ['jpeg', 'png'];

/** A form's text fields checked by a schema, with each field's message as a JSON body would get. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    messages[issue.path.join('.') || '_'] ??= issue.message;
  }
  throw new Invalid('errors.badRequest', messages);
}

interface Upload {
  fileName: string;
  data: Buffer;
  accept: readonly UploadKind[];
}

/** The handover's photos and signature, checked: a refused file refuses the handover before anything is stored. */
export async function pickupUploads(form: ReceivedForm, maxBytes: number) {
  const fields = parseFields(pickupHandoverFields, form.fields);
  const photos = form.files.filter((file) => file.field === 'photos');
  const signature = form.files.find((file) => file.field === 'signature');
  if (photos.length === 0)
    throw new Invalid('journeys.errors.photosRequired', { photos: 'journeys.errors.photosRequired' });
  if (photos.length > MAX_PHOTOS) {
    throw new AppError(
      400,
      'TOO_MANY_PHOTOS',
      'journeys.errors.tooManyPhotos',
      {},
      { limit: String(MAX_PHOTOS) },
    );
  }
  if (!signature)
    throw new Invalid('journeys.errors.signatureRequired', {
      signature: 'journeys.errors.signatureRequired',
    });
  const uploads: Upload[] = [
    { ...signature, accept: ['png'] },
    ...photos.map((photo) => ({ ...photo, accept: PHOTO_KINDS })),
  ];
  for (const upload of uploads) await checkUpload({ ...upload, maxBytes });
  return { fields, uploads };
}

export async function certificateUpload(form: ReceivedForm, maxBytes: number): Promise<Upload> {
  const certificate = form.files.find((file) => file.field === 'certificate');
  if (!certificate) {
    throw new Invalid('journeys.errors.certificateRequired', {
      certificate: 'journeys.errors.certificateRequired',
    });
  }
  const upload = { ...certificate, accept: DOCUMENT_KINDS };
  await checkUpload({ ...upload, maxBytes });
  return upload;
}

/**
 * Stores checked uploads, then runs the action that refers to them. When the action is refused (the
 * record was picked up meanwhile, say) the files are removed again, so a refusal leaves nothing stored.
 */
export async function withStoredFiles<T extends { repeated: boolean }>(
  storage: StorageDeps,
  owner: { actorId: string; companyId: string | null; purpose: string },
  uploads: readonly Upload[],
  action: (fileIds: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const removeStored = async () => {
    for (const id of stored) await removeFile(storage, id).catch(() => undefined);
  };
  try {
    for (const upload of uploads) stored.push((await saveUpload(storage, { ...owner, ...upload })).id);
    const done = await action(stored);
    // A repeat of an action already taken keeps the first delivery's files, not these copies.
    if (done.repeated) await removeStored();
    return done;
  } catch (error) {
    await removeStored();
    throw error;
  }
}
