import { imageDataUrl, imageKind } from './pdf.ts';
import {
  type MapView,
  type StaticMap,
  staticMapSvg,
  svgToPng,
  type TileImages,
  type TileSource,
  tilesOf,
  viewOf,
} from './static-map.ts';

const TIMEOUT_MS = 3_000;
const CACHE_SIZE = 1_024;
/** After a tile server fails to answer, maps are drawn plain for a while instead of each waiting for it. */
const REST_AFTER_FAILURE_MS = 5 * 60_000;
const unreachableUntil = new Map<string, number>();

/**
 * Tiles already fetched, by URL: a journey's map is drawn again for each document and e-mail, and tile
 * servers (OpenStreetMap's above all) ask that the same tile is not fetched again and again.
 */
const cache = new Map<string, string>();

function remember(url: string, image: string) {
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(url, image);
}

/** A tile's address from the configured template ({z}/{x}/{y}, and {s} for servers with sub-domains). */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  const wrapped = ((x % 2 ** zoom) + 2 ** zoom) % 2 ** zoom;
  return template
    .replaceAll('{s}', 'a')
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(wrapped))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', '');
}

async function fetchTile(url: string): Promise<string | null> {
  const known = cache.get(url);
  if (known) return known;
  const host = new URL(url).host;
  if ((unreachableUntil.get(host) ?? 0) > Date.now()) return null;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'user-agent': 'Sirkula static map (server-side, cached)' },
    });
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) return null;
    const image = imageDataUrl(bytes, kind);
    remember(url, image);
    return image;
  } catch {
    unreachableUntil.set(host, Date.now() + REST_AFTER_FAILURE_MS);
    return null;
  }
}

/** The view's tiles that could be fetched; any that could not leave the plain background showing. */
export async function fetchTileImages(source: TileSource | null, view: MapView): Promise<TileImages> {
  const images = new Map<string, string>();
  if (!source) return images;
  await Promise.all(
    tilesOf(view).map(async ({ x, y }) => {
      const image = await fetchTile(tileUrl(source.url, view.zoom, x, y));
      if (image) images.set(`${x}/${y}`, image);
    }),
  );
  return images;
}

/** The map as a PNG at twice its size, over the tile server's map when one answers; null when empty. */
export async function staticMapPng(map: StaticMap, source: TileSource | null): Promise<Buffer | null> {
  const view = viewOf(map);
  if (!view) return null;
  const tiles = await fetchTileImages(source, view);
  const svg = staticMapSvg(map, tiles, source?.attribution);
  return svg ? svgToPng(svg) : null;
}
