import type { ManifestStatus } from '@sirkula/domain/manifests/rules';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { manifests, wasteRecords } from '../../db/schema.ts';

/** The next plainly-demo Festronik number (`DEMO-0001`…): Festronik's own format is never imitated. */
export async function nextDemoFestronikNumber(db: Db): Promise<string> {
  const [row] = await db.select({ value: count() }).from(manifests);
  return `DEMO-${String((row?.value ?? 0) + 1).padStart(4, '0')}`;
}

/**
 * Gives the manifest of a B3 record's sender on a journey a Festronik number, as staff record it before
 * the waste may leave; nothing for other waste or a manifest that already has a row.
 */
export async function numberManifestOf(
  db: Db,
  input: { journeyId: string; wasteRecordId: string; status?: ManifestStatus; updatedBy?: string | null },
): Promise<void> {
  const [record] = await db
    .select({ senderId: wasteRecords.companyId, type: wasteRecords.type })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, input.wasteRecordId));
  if (record?.type !== 'b3') return;
  await db
    .insert(manifests)
    .values({
      journeyId: input.journeyId,
      senderId: record.senderId,
      festronikNumber: await nextDemoFestronikNumber(db),
      status: input.status ?? 'approvedByReceiver',
      updatedBy: input.updatedBy ?? null,
    })
    .onConflictDoNothing({ target: [manifests.journeyId, manifests.senderId] });
}
