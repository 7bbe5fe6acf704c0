import { REQUEST_LOG_DAYS } from '@sirkula/domain/integrations/rules';
import type { Db } from '../../db/client.ts';
import { deleteOldKeyUsage } from './queries.ts';

const DAY_MS = 86_400_000;

/** Keeps the keys' request logs to their 30 days and the rate counters to the last day. */
export async function deleteOldUsage(db: Db, now: Date): Promise<string> {
  const deleted = await deleteOldKeyUsage(
    db,
    new Date(now.getTime() - REQUEST_LOG_DAYS * DAY_MS),
    new Date(now.getTime() - DAY_MS),
  );
  return `${deleted.logs} request log entries and ${deleted.minutes} rate counters deleted`;
}
