import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict } from '../../lib/errors.ts';
import { findOfflineAction, insertOfflineAction } from './queries.ts';

/**
 * Runs a phone's action once per idempotency key. The action and the record of its answer commit in
 * one transaction; a repeat of the key (the phone resending after a lost answer, or its offline queue
 * flushing twice) gets the first answer back and changes nothing. Two deliveries racing each other
 * collide on the key's primary key: the loser rolls back and reads the winner's answer.
 */
export async function onceByKey<T extends object>(
  db: Db,
  actor: Actor,
  key: string,
  action: (tx: Db) => Promise<T>,
): Promise<T & { repeated: boolean }> {
  const earlier = await answered<T>(db, actor, key);
  if (earlier !== undefined) return { ...earlier, repeated: true };
  try {
    const answer = await db.transaction(async (tx) => {
      const done = await action(tx);
      await insertOfflineAction(tx, { key, actorId: actor.id, answer: done });
      return done;
    });
    return { ...answer, repeated: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await answered<T>(db, actor, key);
    if (winner === undefined) throw error;
    return { ...winner, repeated: true };
  }
}

/** The answer an earlier delivery of this action got, if any. */
export async function answered<T>(db: Db, actor: Actor, key: string): Promise<T | undefined> {
  const row = await findOfflineAction(db, key);
  if (!row) return undefined;
  // A key is the phone's own; one sent by someone else is a collision, never their answer to read.
  if (row.actorId !== actor.id) throw new Conflict('journeys.errors.keyUsed', {}, 'IDEMPOTENCY_KEY_USED');
  return row.answer as T;
}
