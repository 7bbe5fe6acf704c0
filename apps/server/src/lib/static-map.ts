import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { Coordinates } from '@sirkula/domain/shared/places';

/** What a mark on a static map stands for; each kind has its colour, explained by the document's legend. */
export type MarkKind = 'pickup' | 'transitHub' | 'receiver' | 'handover';

export interface MapMark extends Coordinates {
  kind: MarkKind;
  /** A short label drawn in the mark (a number the legend explains). */
  label: string;
}

export interface StaticMap {
  width: number;
  height: number;
  /** The road travelled, in the order it was driven. */
  route: Coordinates[];
  marks: MapMark[];
}

/** A tile server and the attribution its licence asks for, as configured by MAP_TILE_URL. */
export interface TileSource {
  url: string;
  attribution: string;
}

const TILE = 256;
const PADDING = 36;
const MAX_ZOOM = 16;
const SINGLE_POINT_ZOOM = 14;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export const MARK_COLOURS: Record<MarkKind, string> = {
  pickup: '#1971c2',
  transitHub: '#9c36b5',
  receiver: '#2b8a3e',
  handover: '#e8590c',
};

/** Web Mercator, as tile servers cut the world: pixels at zoom `zoom`. */
function project({ latitude, longitude }: Coordinates, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The closest zoom at which every point fits inside the picture with a margin; tiles come in whole zooms. */
function fittingZoom(points: Coordinates[], width: number, height: number): number {
  for (let zoom = MAX_ZOOM; zoom > 0; zoom--) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((point) => point.x);
    const ys = projected.map((point) => point.y);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    if (spanX === 0 && spanY === 0) return SINGLE_POINT_ZOOM;
    if (spanX <= width - 2 * PADDING && spanY <= height - 2 * PADDING) return zoom;
  }
  return 1;
}

/** Where the picture lies on the world at one zoom: its top-left pixel. */
export interface MapView {
  zoom: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function viewOf(map: StaticMap): MapView | null {
  const points = [...map.route, ...map.marks];
  if (points.length === 0) return null;
  const zoom = fittingZoom(points, map.width, map.height);
  const projected = points.map((point) => project(point, zoom));
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  return {
    zoom,
    left: centreX - map.width / 2,
    top: centreY - map.height / 2,
    width: map.width,
    height: map.height,
  };
}

/** The tiles the view covers, by their x and y at the view's zoom. */
export function tilesOf(view: MapView): { x: number; y: number }[] {
  const last = 2 ** view.zoom - 1;
  const tiles: { x: number; y: number }[] = [];
  const fromY = Math.max(0, Math.floor(view.top / TILE));
  const toY = Math.min(last, Math.floor((view.top + view.height) / TILE));
  for (let y = fromY; y <= toY; y++) {
    for (let x = Math.floor(view.left / TILE); x <= Math.floor((view.left + view.width) / TILE); x++) {
      tiles.push({ x, y });
    }
  }
  return tiles;
}

/** Metres a pixel stands for at the view's centre: Mercator stretches away from the equator. */
function metresPerPixel(view: MapView): number {
  const centreY = view.top + view.height / 2;
  const latitude =
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * centreY) / (TILE * 2 ** view.zoom)))) * 180) / Math.PI;
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / (TILE * 2 ** view.zoom);
}

/** A round distance (1, 2 or 5 × a power of ten) whose bar is at most `maxPixels` long. */
export function scaleBar(view: MapView, maxPixels = 110): { metres: number; pixels: number; label: string } {
  const perPixel = metresPerPixel(view);
  const most = perPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(most));
  const step = [5, 2, 1].find((factor) => factor * power <= most) ?? 1;
  const metres = step * power;
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  return { metres, pixels: metres / perPixel, label };
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Tile images already fetched, as data URLs by `${x}/${y}`. */
export type TileImages = ReadonlyMap<string, string>;

/**
 * The map as SVG: the tiles when there are any, otherwise a plain background, then the route, the
 * marks and a scale. Null when there is nothing to place.
 */
export function staticMapSvg(map: StaticMap, tiles: TileImages = new Map(), attribution = ''): string | null {
  const view = viewOf(map);
  if (!view) return null;
  const at = (point: Coordinates) => {
    const { x, y } = project(point, view.zoom);
    return { x: round(x - view.left), y: round(y - view.top) };
  };
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${map.width}" height="${map.height}" viewBox="0 0 ${map.width} ${map.height}" font-family="Roboto">`,
    `<rect width="100%" height="100%" fill="#e9eef0"/>`,
  ];
  for (const { x, y } of tilesOf(view)) {
    const image = tiles.get(`${x}/${y}`);
    if (image) {
      parts.push(
        `<image href="${image}" x="${round(x * TILE - view.left)}" y="${round(y * TILE - view.top)}" width="${TILE}" height="${TILE}"/>`,
      );
    }
  }
  if (map.route.length > 1) {
    const line = map.route.map((point) => Object.values(at(point)).join(',')).join(' ');
    parts.push(
      `<polyline points="${line}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
      `<polyline points="${line}" fill="none" stroke="#1864ab" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  for (const mark of map.marks) {
    const { x, y } = at(mark);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="11" fill="${MARK_COLOURS[mark.kind]}" stroke="#ffffff" stroke-width="2.5"/>`,
      `<text x="${x}" y="${y + 4}" font-size="11" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(mark.label)}</text>`,
    );
  }
  const scale = scaleBar(view);
  const bottom = map.height - 14;
  parts.push(
    `<rect x="8" y="${bottom - 16}" width="${round(scale.pixels) + 16}" height="26" fill="#ffffff" fill-opacity="0.8"/>`,
    `<path d="M16 ${bottom - 6} V${bottom} H${round(16 + scale.pixels)} V${bottom - 6}" fill="none" stroke="#212529" stroke-width="2"/>`,
    `<text x="18" y="${bottom - 5}" font-size="10" fill="#212529">${scale.label}</text>`,
  );
  if (attribution && tiles.size > 0) {
    parts.push(
      `<text x="${map.width - 6}" y="${map.height - 6}" font-size="9" fill="#343a40" text-anchor="end">${escapeXml(attribution)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

const round = (value: number) => Math.round(value * 10) / 10;

const require = createRequire(import.meta.url);
/** The Roboto the PDFs use, so a map's labels look the same on any machine, fonts installed or not. */
const roboto = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontFiles = Object.values(roboto.Roboto ?? {});

/** Rasterises the SVG at `scale` times its size (2 for print), with no network or file access but the fonts. */
export function svgToPng(svg: string, scale = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Roboto' },
  });
  return resvg.render().asPng();
}
