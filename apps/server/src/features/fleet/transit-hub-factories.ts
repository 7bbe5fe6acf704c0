import type { Db } from '../../db/client.ts';
import { transitHubs } from '../../db/schema.ts';

export type TransitHubRow = typeof transitHubs.$inferSelect;

export async function createTransitHub(
  db: Db,
  input: { name: string; address: string; city: string; latitude?: number | null; longitude?: number | null },
): Promise<TransitHubRow> {
  const [row] = await db.insert(transitHubs).values(input).returning();
  if (!row) throw new Error('Transit hub insert returned nothing');
  return row;
}
