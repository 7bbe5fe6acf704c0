import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/queries.ts';
import { canChangeSettings, canReadSettings } from './policy.ts';
import { getDeliveryTolerance, saveDeliveryTolerance } from './queries.ts';

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
