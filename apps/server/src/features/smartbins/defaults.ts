import type { BinThresholds } from '@sirkula/domain/smartbins/rules';
import type { Db } from '../../db/client.ts';
import { getBinSettings } from '../settings/public.ts';

/** How long ingest trusts the defaults it read: a change in settings reaches readings within this. */
const INGEST_CACHE_MS = 30_000;

const cached = new WeakMap<Db, { at: number; thresholds: BinThresholds }>();

/** The thresholds a bin without its own is judged on (settings), as of now. */
export async function defaultThresholds(db: Db): Promise<BinThresholds> {
  const { readingMonths: _, ...thresholds } = await getBinSettings(db);
  return thresholds;
}

/**
 * The same, read once per `INGEST_CACHE_MS` per database: ingest judges thousands of readings a
 * second, and a settings row read per batch would be a round trip on each.
 */
export async function ingestThresholds(db: Db, now = Date.now()): Promise<BinThresholds> {
  const hit = cached.get(db);
  if (hit && now - hit.at < INGEST_CACHE_MS) return hit.thresholds;
  const thresholds = await defaultThresholds(db);
  cached.set(db, { at: now, thresholds });
  return thresholds;
}
