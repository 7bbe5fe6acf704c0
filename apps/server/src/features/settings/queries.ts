import {
  type Branding,
  branding,
  DEFAULT_BRANDING,
  DEFAULT_DELIVERY_TOLERANCE,
  deliveryTolerance,
} from '@sirkula/domain/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export async function getBranding(db: Db): Promise<Branding> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'branding'));
  const parsed = branding.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BRANDING;
}

export async function saveBranding(db: Db, value: Branding): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'branding', value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function getDeliveryTolerance(db: Db): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'deliveryTolerance'));
  const parsed = deliveryTolerance.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_TOLERANCE;
}

export async function saveDeliveryTolerance(db: Db, value: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'deliveryTolerance', value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
