// Times the server-made static map of a day's journey: 1,440 positions (one a minute) and 12 places,
// as an SVG, as the PNG the PDFs and e-mails carry, and over a tile server on this machine, the first
// time (every tile fetched) and again (tiles from the cache). Run: npm run bench:map
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { routeMapOf } from '../apps/server/src/features/journeys/route-map.ts';
import { fetchTileImages, staticMapPng } from '../apps/server/src/lib/map-tiles.ts';
import { staticMapSvg, svgToPng, viewOf } from '../apps/server/src/lib/static-map.ts';
import { envCount, percentile } from './numbers.ts';

const RUNS = envCount('RUNS', 30);
const POSITIONS = envCount('POSITIONS', 1_440);

// A day around Jabodetabek: out east along the Cikampek toll road and back by Cileungsi.
const waypoints = [
  { latitude: -6.2297, longitude: 106.8295 },
  { latitude: -6.2489, longitude: 107.0036 },
  { latitude: -6.3007, longitude: 107.1526 },
  { latitude: -6.3953, longitude: 106.9687 },
  { latitude: -6.2297, longitude: 106.8295 },
];
const positions = Array.from({ length: POSITIONS }, (_, index) => {
  const along = (index / (POSITIONS - 1)) * (waypoints.length - 1);
  const from = waypoints[Math.floor(along)] ?? waypoints[0];
  const to = waypoints[Math.min(waypoints.length - 1, Math.floor(along) + 1)] ?? from;
  const share = along - Math.floor(along);
  const jitter = Math.sin(index) * 0.002;
  return {
    latitude: (from?.latitude ?? 0) + ((to?.latitude ?? 0) - (from?.latitude ?? 0)) * share + jitter,
    longitude: (from?.longitude ?? 0) + ((to?.longitude ?? 0) - (from?.longitude ?? 0)) * share,
  };
});
const sites = Array.from({ length: 12 }, (_, index) => {
  const at = positions[Math.floor((index * POSITIONS) / 12)] ?? { latitude: -6.2, longitude: 106.8 };
  return { id: `site-${index}`, name: `PT Pelanggan ${index + 1}`, ...at };
});
const { map } = routeMapOf({
  records: sites
    .slice(0, 11)
    .map((site, index) => ({ id: `r${index}`, customerId: site.id, customerName: site.name })),
  events: [],
  positions,
  sites,
  hub: null,
  receiverId: 'site-11',
});

async function time(label: string, work: () => unknown | Promise<unknown>, runs = RUNS) {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms over ${runs} runs`,
  );
}

const svg = staticMapSvg(map) ?? '';
console.log(
  `${POSITIONS} positions thinned to ${map.route.length} points, ${map.marks.length} marks, ${map.width}×${map.height} px`,
);
await time('SVG', () => staticMapSvg(map));
await time('PNG at twice the size (resvg)', () => svgToPng(svg));
console.log(`PNG ${(svgToPng(svg).length / 1024).toFixed(0)} KB`);

const tile = svgToPng(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dfe9d8"/><path d="M0 128 H256 M128 0 V256" stroke="#ffffff" stroke-width="6"/></svg>',
  1,
);
const server = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'image/png' }).end(tile),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const view = viewOf(map);
let round = 0;
// A new path each run, so every tile is fetched: the first map of a place.
await time(
  'PNG over a local tile server, tiles not cached',
  () => {
    round += 1;
    return staticMapPng(map, { url: `${base}/${round}/{z}/{x}/{y}.png`, attribution: '© Bench' });
  },
  10,
);
const cached = { url: `${base}/cached/{z}/{x}/{y}.png`, attribution: '© Bench' };
await time('PNG over a local tile server, tiles cached', () => staticMapPng(map, cached));
console.log(`tiles in the picture: ${view ? (await fetchTileImages(cached, view)).size : 0}`);
server.close();
