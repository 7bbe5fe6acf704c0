import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTileImages, staticMapPng, tileUrl } from './map-tiles.ts';
import { type StaticMap, scaleBar, staticMapSvg, svgToPng, viewOf } from './static-map.ts';

// Cikarang to the processor near Cileungsi, by way of Bekasi: a route that spans about 30 km.
const route = [
  { latitude: -6.3007, longitude: 107.1526 },
  { latitude: -6.2489, longitude: 107.0036 },
  { latitude: -6.3953, longitude: 106.9687 },
];
const map: StaticMap = {
  width: 640,
  height: 400,
  route,
  marks: [
    { ...route[0], kind: 'pickup', label: '1' } as StaticMap['marks'][number],
    { ...route[2], kind: 'receiver', label: '2' } as StaticMap['marks'][number],
  ],
};

function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The pixel positions an SVG's marks were drawn at. */
function circles(svg: string) {
  return [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)"/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
  }));
}

describe('a static map', () => {
  it('fits every point inside the picture, with a margin, at the closest zoom that does', () => {
    const svg = staticMapSvg(map) ?? '';
    for (const { x, y } of circles(svg)) {
      expect(x).toBeGreaterThanOrEqual(30);
      expect(x).toBeLessThanOrEqual(610);
      expect(y).toBeGreaterThanOrEqual(30);
      expect(y).toBeLessThanOrEqual(370);
    }
    const view = viewOf(map);
    expect(view?.zoom).toBe(11);
    // One zoom closer and the 17 km from west to east would no longer fit in 640 px.
    expect(viewOf({ ...map, width: 320 })?.zoom).toBe(10);
  });

  it('centres a single place at street level', () => {
    const one: StaticMap = {
      width: 400,
      height: 300,
      route: [],
      marks: [map.marks[0] as StaticMap['marks'][number]],
    };
    expect(viewOf(one)?.zoom).toBe(14);
    expect(circles(staticMapSvg(one) ?? '')).toEqual([{ x: 200, y: 150 }]);
  });

  it('has nothing to draw without a place', () => {
    expect(staticMapSvg({ width: 400, height: 300, route: [], marks: [] })).toBeNull();
  });

  it('gives a round scale that measures what the picture shows', () => {
    const view = viewOf(map);
    if (!view) throw new Error('no view');
    const scale = scaleBar(view);
    expect(['1 km', '2 km', '5 km']).toContain(scale.label);
    expect(scale.pixels).toBeGreaterThan(40);
    expect(scale.pixels).toBeLessThanOrEqual(110);
    // At zoom 11 near Jakarta one pixel is about 75 m.
    expect(scale.metres / scale.pixels).toBeCloseTo(75.9, 0);
  });

  it('escapes a label so it cannot break out of the drawing', () => {
    const svg = staticMapSvg({
      ...map,
      marks: [{ ...route[0], kind: 'handover', label: '<b>&' } as StaticMap['marks'][number]],
    });
    expect(svg).toContain('&lt;b&gt;&amp;');
  });

  it('becomes a PNG at twice its size for print', () => {
    const png = svgToPng(staticMapSvg(map) ?? '');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1280, height: 800 });
  });
});

describe('a static map over a tile server', () => {
  const tile = svgToPng(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#c8e6c9"/></svg>',
    1,
  );
  const asked: string[] = [];
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url?.startsWith('/broken/')) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fills the template the way tile servers expect', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', 11, 1631, 1060)).toBe(
      'https://a.tile.example/11/1631/1060.png',
    );
    // West of the date line, x wraps around the world.
    expect(tileUrl('/{z}/{x}/{y}', 2, -1, 1)).toBe('/2/3/1');
  });

  it('draws the tiles it fetched, with the attribution, and fetches each tile once', async () => {
    const view = viewOf(map);
    if (!view) throw new Error('no view');
    const source = { url: `${base}/tiles/{z}/{x}/{y}.png`, attribution: '© OpenStreetMap contributors' };
    const tiles = await fetchTileImages(source, view);
    expect(tiles.size).toBeGreaterThan(0);
    const svg = staticMapSvg(map, tiles, source.attribution) ?? '';
    expect(svg.match(/<image /g)?.length).toBe(tiles.size);
    expect(svg).toContain('© OpenStreetMap contributors');
    const before = asked.length;
    await fetchTileImages(source, view);
    expect(asked.length).toBe(before);
  });

  it('falls back to the plain background, without attribution, when the server fails', async () => {
    const png = await staticMapPng(map, { url: `${base}/broken/{z}/{x}/{y}.png`, attribution: 'Tiles' });
    expect(png && pngSize(png)).toEqual({ width: 1280, height: 800 });
    const view = viewOf(map);
    if (!view) throw new Error('no view');
    expect(
      (await fetchTileImages({ url: `${base}/broken/{z}/{x}/{y}.png`, attribution: '' }, view)).size,
    ).toBe(0);
    expect(
      (await fetchTileImages({ url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '' }, view)).size,
    ).toBe(0);
  });
});
