import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-csp.ts';

describe('the tile server in the Content-Security-Policy', () => {
  it('allows OpenStreetMap’s tile host', () => {
    const osm = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '' };
    expect(tileImageSource(osm)).toBe('https://tile.openstreetmap.org');
  });

  it('allows a {s} sub-domain as a wildcard, and nothing when tiles are off', () => {
    const tiles = { url: 'https://{s}.tiles.example.id/{z}/{x}/{y}.png', attribution: '© Contoh' };
    expect(tileImageSource(tiles)).toBe('https://*.tiles.example.id');
    expect(tileImageSource(null)).toBeNull();
  });
});
