import type { Db } from '../../db/client.ts';
import { staticMapPng } from '../../lib/map-tiles.ts';
import type { TileSource } from '../../lib/static-map.ts';
import { getContact } from '../settings/public.ts';

const SIZE = { width: 480, height: 280 };

const KEEP_MS = 60 * 60 * 1000;

/**
 * The last map drawn, kept for an hour while the office stays where it is: drawing it (and fetching its
 * tiles) costs far more than serving it, and the page is public.
 */
let drawn: { key: string; png: Buffer; until: number } | null = null;

/** The office on a static map (the tile server's map when one is configured, a plain one otherwise). */
export async function officeMap(db: Db, tiles: TileSource | null): Promise<Buffer | null> {
  const { latitude, longitude } = await getContact(db);
  const key = `${latitude},${longitude},${tiles?.url ?? ''}`;
  if (drawn?.key === key && drawn.until > Date.now()) return drawn.png;
  const png = await staticMapPng(
    { ...SIZE, route: [], marks: [{ latitude, longitude, kind: 'receiver', label: '' }] },
    tiles,
  );
  if (png) drawn = { key, png, until: Date.now() + KEEP_MS };
  return png;
}
