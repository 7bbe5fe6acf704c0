import type { Db } from '../../db/client.ts';
import { type KeyCredentials, useKey } from './queries.ts';

/**
 * How long a server trusts a key it has read. A device network posts many times a second with the
 * same key, and reading it each time was a whole database round trip of every batch. A key revoked on
 * this server is refused at once (`forgetKeys`); on another server within this time.
 */
const REMEMBER_MS = 10_000;

/** Per database (tests run several in one process), the keys read lately by their public id. */
const memories = new WeakMap<Db, Map<string, { at: number; key: KeyCredentials }>>();

/** The key with this public id, read again once it is older than `REMEMBER_MS` (a missing one always). */
export async function recentKey(db: Db, publicId: string, now: Date): Promise<KeyCredentials | undefined> {
  const memory = memories.get(db) ?? new Map<string, { at: number; key: KeyCredentials }>();
  memories.set(db, memory);
  const remembered = memory.get(publicId);
  if (remembered && now.getTime() - remembered.at < REMEMBER_MS) return remembered.key;
  const key = await useKey(db, publicId, now);
  if (key) memory.set(publicId, { at: now.getTime(), key });
  else memory.delete(publicId);
  return key;
}

/** After a key is revoked on this server: its next request reads it as it is now. */
export function forgetKeys(db: Db): void {
  memories.get(db)?.clear();
}
