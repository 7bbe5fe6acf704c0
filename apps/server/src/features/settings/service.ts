import { changedFields } from '@sirkula/domain/audit/rules';
import type { ContactValues } from '@sirkula/domain/settings/contact';
import type {
  BinSettings,
  Branding,
  BrandingValues,
  InvoicingValues,
  SchedulerSettings,
} from '@sirkula/domain/settings/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canChangeSettings, canReadSettings } from './policy.ts';
import {
  getBinSettings,
  getDeliveryTolerance,
  getInvoicingImageIds,
  getInvoicingValues,
  getSchedulerSettings,
  imageFiles,
  lockBranding,
  lockContact,
  lockInvoicingValues,
  saveBinSettings,
  saveBranding,
  saveContact,
  saveDeliveryTolerance,
  saveInvoicingValues,
  saveSchedulerSettings,
} from './queries.ts';

export async function deliveryTolerance(db: Db, actor: Actor) {
  if (!canReadSettings(actor)) throw new Forbidden();
  return { tolerance: await getDeliveryTolerance(db), canChange: canChangeSettings(actor) };
}

/** How much less may arrive and still count as the whole record; the change and its audit entry together. */
export async function changeDeliveryTolerance(db: Db, actor: Actor, tolerance: number) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const before = await getDeliveryTolerance(tx);
    await saveDeliveryTolerance(tx, tolerance);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'settings',
      entityId: 'deliveryTolerance',
      action: 'update',
      before: { tolerance: before },
      after: { tolerance },
    });
  });
  return { tolerance, canChange: true, message: 'settings.messages.toleranceSaved' };
}

/** The provider's name, company line, PSE number and contact e-mail; the copyright year stays. */
export async function changeBranding(db: Db, actor: Actor, input: BrandingValues) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  const saved = await db.transaction(async (tx) => {
    const before = await lockBranding(tx);
    const after: Branding = { ...before, ...input };
    await saveBranding(tx, after);
    await auditChange(tx, actor, 'branding', before, input);
    return after;
  });
  return { ...saved, message: 'settings.messages.brandingSaved' };
}

/** The contact page's details and holidays; audited field by field. */
export async function changeContact(db: Db, actor: Actor, input: ContactValues) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  const holidays = [...input.holidays].sort((a, b) => a.date.localeCompare(b.date));
  const after = { ...input, holidays };
  await db.transaction(async (tx) => {
    const before = await lockContact(tx);
    await saveContact(tx, after);
    await auditChange(tx, actor, 'contact', before, after);
  });
  return { ...after, message: 'settings.messages.contactSaved' };
}

/** The invoice block and its images, as the settings page shows them; null parts are not set up yet. */
export async function invoicingSettings(db: Db, actor: Actor) {
  if (!canReadSettings(actor)) throw new Forbidden();
  const [invoicing, images] = [await getInvoicingValues(db), await getInvoicingImageIds(db)];
  const stored = await imageFiles(db, [images.logoFileId, images.signatureFileId]);
  const info = (id: string | null) => stored.find((row) => row.id === id) ?? null;
  return {
    invoicing,
    logo: info(images.logoFileId),
    signature: info(images.signatureFileId),
    canChange: canChangeSettings(actor),
  };
}

/** Stores the whole block; the audit entry keeps each changed field before and after. */
export async function changeInvoicing(db: Db, actor: Actor, input: InvoicingValues) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const before = await lockInvoicingValues(tx);
    await saveInvoicingValues(tx, input);
    await auditChange(tx, actor, 'invoicing', before ?? {}, input);
  });
  return { ...(await invoicingSettings(db, actor)), message: 'settings.messages.invoicingSaved' };
}

async function auditChange<T extends object>(
  tx: Db,
  actor: Actor,
  entityId: string,
  before: Partial<T>,
  after: T,
) {
  const change = changedFields(before, after);
  if (!change) return;
  await recordAudit(tx, { actorId: actor.id, entity: 'settings', entityId, action: 'update', ...change });
}

export async function binSettings(db: Db, actor: Actor) {
  if (!canReadSettings(actor)) throw new Forbidden();
  return { ...(await getBinSettings(db)), canChange: canChangeSettings(actor) };
}

/** The thresholds bins without their own are judged on, and the readings' retention; audited. */
export async function changeBinSettings(db: Db, actor: Actor, input: BinSettings) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const before = await getBinSettings(tx);
    await saveBinSettings(tx, input);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'settings',
      entityId: 'smartBins',
      action: 'update',
      before,
      after: input,
    });
  });
  return { ...input, canChange: true, message: 'settings.messages.binSettingsSaved' };
}

export async function schedulerSettings(db: Db, actor: Actor) {
  if (!canReadSettings(actor)) throw new Forbidden();
  return { ...(await getSchedulerSettings(db)), canChange: canChangeSettings(actor) };
}

/** How many days the schedulers' run logs are kept; audited. */
export async function changeSchedulerSettings(db: Db, actor: Actor, input: SchedulerSettings) {
  if (!canChangeSettings(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const before = await getSchedulerSettings(tx);
    await saveSchedulerSettings(tx, input);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'settings',
      entityId: 'schedulers',
      action: 'update',
      before,
      after: input,
    });
  });
  return { ...input, canChange: true, message: 'settings.messages.schedulerSettingsSaved' };
}
