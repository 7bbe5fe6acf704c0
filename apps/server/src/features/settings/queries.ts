import { type ContactDetails, contactDetails, DEFAULT_CONTACT } from '@sirkula/domain/settings/contact';
import {
  type BinSettings,
  type Branding,
  binSettingsInput,
  branding,
  DEFAULT_BIN_SETTINGS,
  DEFAULT_BRANDING,
  DEFAULT_DELIVERY_TOLERANCE,
  DEFAULT_SCHEDULER_SETTINGS,
  deliveryTolerance,
  type Invoicing,
  type InvoicingImageIds,
  type InvoicingValues,
  invoicingImageIds,
  invoicingInput,
  type SchedulerSettings,
  schedulerSettingsInput,
} from '@sirkula/domain/settings/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, settings } from '../../db/schema.ts';
import { deleteSeededFiles, type OwnerOfFile } from '../storage/public.ts';

type SettingKey =
  | 'branding'
  | 'contact'
  | 'deliveryTolerance'
  | 'invoicing'
  | 'invoicingImages'
  | 'schedulers'
  | 'smartBins';

async function readSetting(db: Db, key: SettingKey): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

async function writeSetting(db: Db, key: SettingKey, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Holds the setting's row until the transaction ends, creating it first when `initial` is given, so
 * two changes at once each see what the other left and the audit trail's "before" is true.
 */
async function lockSetting(db: Db, key: SettingKey, initial?: unknown): Promise<unknown> {
  if (initial !== undefined) {
    await db.insert(settings).values({ key, value: initial }).onConflictDoNothing();
  }
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).for('update');
  return row?.value;
}

export async function forgetSetting(db: Db, key: SettingKey): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}

/** Back to the default branding. */
export async function forgetBranding(db: Db): Promise<void> {
  await forgetSetting(db, 'branding');
}

export async function getBranding(db: Db): Promise<Branding> {
  const parsed = branding.safeParse(await readSetting(db, 'branding'));
  return parsed.success ? parsed.data : DEFAULT_BRANDING;
}

export async function lockBranding(db: Db): Promise<Branding> {
  const parsed = branding.safeParse(await lockSetting(db, 'branding'));
  return parsed.success ? parsed.data : DEFAULT_BRANDING;
}

export async function saveBranding(db: Db, value: Branding): Promise<void> {
  await writeSetting(db, 'branding', value);
}

/** How the public reaches the provider, or the default Jakarta office until it is set. */
export async function getContact(db: Db): Promise<ContactDetails> {
  const parsed = contactDetails.safeParse(await readSetting(db, 'contact'));
  return parsed.success ? parsed.data : DEFAULT_CONTACT;
}

export async function lockContact(db: Db): Promise<ContactDetails> {
  const parsed = contactDetails.safeParse(await lockSetting(db, 'contact'));
  return parsed.success ? parsed.data : DEFAULT_CONTACT;
}

export async function saveContact(db: Db, value: ContactDetails): Promise<void> {
  await writeSetting(db, 'contact', value);
}

export async function forgetContact(db: Db): Promise<void> {
  await forgetSetting(db, 'contact');
}

export async function getDeliveryTolerance(db: Db): Promise<number> {
  const parsed = deliveryTolerance.safeParse(await readSetting(db, 'deliveryTolerance'));
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_TOLERANCE;
}

export async function saveDeliveryTolerance(db: Db, value: number): Promise<void> {
  await writeSetting(db, 'deliveryTolerance', value);
}

/**
 * The invoice block's typed part, or null until an internal admin has set it up: a fresh install has
 * no provider's tax numbers or bank accounts to print, and billing asks for them first. A stored
 * block the rules no longer accept counts as not set up, so no invoice prints it.
 */
export async function getInvoicingValues(db: Db): Promise<InvoicingValues | null> {
  const parsed = invoicingInput.safeParse(await readSetting(db, 'invoicing'));
  return parsed.success ? parsed.data : null;
}

export async function lockInvoicingValues(db: Db): Promise<InvoicingValues | null> {
  const parsed = invoicingInput.safeParse(await lockSetting(db, 'invoicing'));
  return parsed.success ? parsed.data : null;
}

export async function saveInvoicingValues(db: Db, value: InvoicingValues): Promise<void> {
  await writeSetting(db, 'invoicing', value);
}

const NO_IMAGES: InvoicingImageIds = { logoFileId: null, signatureFileId: null };

/** The logo's and the signature's files. Kept apart from the block so an upload never races a save. */
export async function getInvoicingImageIds(db: Db): Promise<InvoicingImageIds> {
  const parsed = invoicingImageIds.safeParse(await readSetting(db, 'invoicingImages'));
  return parsed.success ? parsed.data : NO_IMAGES;
}

export async function lockInvoicingImageIds(db: Db): Promise<InvoicingImageIds> {
  const parsed = invoicingImageIds.safeParse(await lockSetting(db, 'invoicingImages', NO_IMAGES));
  return parsed.success ? parsed.data : NO_IMAGES;
}

export async function saveInvoicingImageIds(db: Db, value: InvoicingImageIds): Promise<void> {
  await writeSetting(db, 'invoicingImages', value);
}

/**
 * The provider's invoice block with its images' file ids, as an invoice snapshots it when it is made;
 * null while it is not set up.
 */
export async function getInvoicing(db: Db): Promise<Invoicing | null> {
  const values = await getInvoicingValues(db);
  return values && { ...values, ...(await getInvoicingImageIds(db)) };
}

/** The stored files behind the given ids, for showing and for the audit trail. */
export async function imageFiles(db: Db, ids: Array<string | null>) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return [];
  return db
    .select({
      id: files.id,
      name: files.originalName,
      size: files.size,
      contentType: files.contentType,
    })
    .from(files)
    .where(inArray(files.id, wanted));
}

/** Deletes the rows of the images a seed stored (no company, no uploader) for these purposes. */
export function deleteSeededImages(db: Db, purposes: string[]) {
  return deleteSeededFiles(db, purposes);
}

/** The smart bins' default thresholds and the raw readings' retention; the defaults until changed. */
export async function getBinSettings(db: Db): Promise<BinSettings> {
  const parsed = binSettingsInput.safeParse(await readSetting(db, 'smartBins'));
  return parsed.success ? parsed.data : DEFAULT_BIN_SETTINGS;
}

export async function saveBinSettings(db: Db, value: BinSettings): Promise<void> {
  await writeSetting(db, 'smartBins', value);
}

/** How many days the schedulers' run logs are kept; the default until changed. */
export async function getSchedulerSettings(db: Db): Promise<SchedulerSettings> {
  const parsed = schedulerSettingsInput.safeParse(await readSetting(db, 'schedulers'));
  return parsed.success ? parsed.data : DEFAULT_SCHEDULER_SETTINGS;
}

export async function saveSchedulerSettings(db: Db, value: SchedulerSettings): Promise<void> {
  await writeSetting(db, 'schedulers', value);
}

/** The invoice block's logo and signature, when they are among these files (the storage console's owners). */
export async function settingsFileOwners(db: Db, fileIds: string[]): Promise<OwnerOfFile[]> {
  const images = await getInvoicingImageIds(db);
  return [images.logoFileId, images.signatureFileId]
    .filter((fileId): fileId is string => fileId !== null && fileIds.includes(fileId))
    .map((fileId) => ({
      fileId,
      kind: 'settings' as const,
      id: 'invoicing',
      label: '',
      href: '/internal/settings',
    }));
}
