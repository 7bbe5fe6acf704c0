import { canTransition, type WasteStatus } from '@sirkula/domain/waste/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict } from '../../lib/errors.ts';
import { recordWasteStatusChange } from '../webhooks/public.ts';
import { wasteActor } from './policy.ts';
import { insertHistory, type NewWasteRow, updateWasteIn } from './queries.ts';

/**
 * The one place a waste record's status changes: the domain says whether this actor may make the
 * move, and the timeline gets its entry in the same transaction.
 */
export async function moveStatus(
  tx: Db,
  actor: Actor,
  record: { id: string; status: WasteStatus },
  to: WasteStatus,
  options: {
    reason?: string | null;
    refusal?: string;
    changes?: Partial<NewWasteRow>;
    /** When the move happened, for the timeline; the database's time by default. */
    at?: Date;
  } = {},
): Promise<void> {
  if (!canTransition(record.status, to, wasteActor(actor))) {
    throw new Conflict(options.refusal ?? 'waste.errors.statusChange', {}, 'STATUS_CHANGE_REFUSED');
  }
  // Only from the status it was read in: of two people acting at once, the second is refused.
  if (!(await updateWasteIn(tx, record.id, record.status, { status: to, ...options.changes }))) {
    throw new Conflict('waste.errors.changedMeanwhile', {}, 'CHANGED_MEANWHILE');
  }
  await insertHistory(tx, {
    wasteRecordId: record.id,
    fromStatus: record.status,
    toStatus: to,
    actorId: actor.id,
    reason: options.reason ?? null,
    createdAt: options.at,
  });
  await recordWasteStatusChange(tx, {
    wasteRecordId: record.id,
    from: record.status,
    to,
    now: options.at ?? new Date(),
  });
}
