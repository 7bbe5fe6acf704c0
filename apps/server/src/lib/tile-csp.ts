import type { TileSource } from './static-map.ts';

/**
 * The origin the Content-Security-Policy lets the browser's maps load tiles from: the tile address's
 * scheme and host, a `{s}` sub-domain placeholder becoming `*.` (CSP allows a wildcard as the leftmost
 * label only); none when tiles are off.
 */
export function tileImageSource(tiles: TileSource | null): string | null {
  if (!tiles) return null;
  const match = /^(https?:\/\/)([^/]+)/.exec(tiles.url);
  if (!match) return null;
  const host = (match[2] ?? '').replace(/^\{s\}\./, '*.').replace(/\{[a-z]+\}/g, '*');
  return `${match[1]}${host}`;
}
