import type { Coordinates } from '@sirkula/domain/shared/places';

/**
 * Where the demo companies and transit hubs are: real places in the cities their profiles name
 * (industrial estates for manufacturers). The coordinates are approximate, to a few hundred metres.
 */
export const DEMO_COMPANY_PLACES: Record<string, Coordinates> = {
  // Kawasan Industri Jababeka, Cikarang (Jl. Industri Raya).
  'PT Maju Bersama Plastindo': { latitude: -6.2936, longitude: 107.1541 },
  // Karawang International Industrial City (KIIC), Teluk Jambe.
  'PT Sinar Kimia Nusantara': { latitude: -6.3622, longitude: 107.2968 },
  // Jl. Raya Cakung Cilincing, Jakarta Timur.
  'PT Angkut Hijau Logistik': { latitude: -6.1655, longitude: 106.9352 },
  // Jl. Raya Narogong, Cileungsi, Bogor.
  'PT Olah Limbah Prima': { latitude: -6.4046, longitude: 106.9728 },
  'PT Trans Limbah Nusantara': { latitude: -7.2465, longitude: 112.7378 },
  'CV Berkah Daur Ulang': { latitude: -6.9689, longitude: 110.4214 },
  // Jatake industrial area, Tangerang.
  'PT Sehat Medika Farma': { latitude: -6.1951, longitude: 106.6235 },
  'Rumah Sakit Harapan Kasih': { latitude: 3.5896, longitude: 98.6737 },
  // Batamindo Industrial Park, Mukakuning.
  'PT Elektronika Batam Jaya': { latitude: 1.0536, longitude: 104.0286 },
  'PT Tekstil Karya Mandiri': { latitude: -6.9537, longitude: 107.5859 },
  'Koperasi Nelayan Makmur': { latitude: -5.1357, longitude: 119.4079 },
  // Kawasan Industri Krakatau, Cilegon.
  'PT Baja Timur Perkasa': { latitude: -6.0049, longitude: 106.0232 },
  'PT Kaltim Energi Lestari': { latitude: -1.2654, longitude: 116.8312 },
};

export const DEMO_HUB_PLACES: Record<string, Coordinates> = {
  // Jl. Jababeka Raya, Cikarang Utara.
  'Depo Transit Cikarang': { latitude: -6.2842, longitude: 107.1469 },
  // Jl. Raya Manyar, Gresik.
  'Depo Transit Gresik': { latitude: -7.1205, longitude: 112.6098 },
};

type Waypoint = readonly [number, number];

/**
 * Roads the demo's vehicles drive, as waypoints `[latitude, longitude]` along each road, positions
 * being interpolated between them. The waypoints are approximate (taken at interchanges and toll
 * gates, to within a few hundred metres), so a position may sit beside the road rather than on it.
 */
export const DEMO_ROADS = {
  /** Jababeka to Tangerang: Tol Jakarta–Cikampek, Tol Dalam Kota, Tol Jakarta–Tangerang. */
  cikarangToTangerang: [
    [-6.2936, 107.1541], // Jababeka, Jl. Industri Raya
    [-6.2905, 107.1372], // Jl. Jababeka Raya towards the toll gate
    [-6.2868, 107.1208], // Tol Jakarta–Cikampek, Cikarang Barat
    [-6.2766, 107.0887], // Cibitung
    [-6.2646, 107.0561], // Tambun
    [-6.254, 107.0173], // Bekasi Timur
    [-6.2476, 106.9894], // Bekasi Barat
    [-6.2573, 106.9596], // Cikunir interchange (JORR)
    [-6.2557, 106.9388], // Jatibening
    [-6.2533, 106.9148], // Pondok Gede Barat
    [-6.2493, 106.8883], // Halim
    [-6.2436, 106.8706], // Cawang interchange
    [-6.2436, 106.8432], // Tol Dalam Kota, Pancoran
    [-6.2303, 106.8243], // Kuningan
    [-6.2195, 106.8132], // Semanggi
    [-6.1996, 106.7999], // Slipi
    [-6.1794, 106.7928], // Tomang interchange
    [-6.1897, 106.7697], // Tol Jakarta–Tangerang, Kebon Jeruk
    [-6.1958, 106.7381], // Meruya
    [-6.2042, 106.7061], // Karang Tengah
    [-6.1993, 106.6527], // Tangerang (Kebon Nanas)
    [-6.1951, 106.6235], // Jatake
  ],
  /** Inside Jababeka, from Jl. Industri Raya to the transit depot on Jl. Jababeka Raya. */
  jababekaToDepo: [
    [-6.2936, 107.1541],
    [-6.2921, 107.1508],
    [-6.2889, 107.1489],
    [-6.2842, 107.1469],
  ],
} satisfies Record<string, readonly Waypoint[]>;

const EARTH_RADIUS_M = 6_371_000;

export function metresBetween(a: Waypoint, b: Waypoint): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The point `distance` metres along a road from its start (its end past the end). */
export function alongRoad(road: readonly Waypoint[], distance: number): Waypoint {
  let left = distance;
  for (let index = 1; index < road.length; index += 1) {
    const from = road[index - 1] as Waypoint;
    const to = road[index] as Waypoint;
    const length = metresBetween(from, to);
    if (left <= length) {
      const share = length === 0 ? 0 : left / length;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    left -= length;
  }
  return road.at(-1) as Waypoint;
}

export function roadLength(road: readonly Waypoint[]): number {
  let total = 0;
  for (let index = 1; index < road.length; index += 1) {
    total += metresBetween(road[index - 1] as Waypoint, road[index] as Waypoint);
  }
  return total;
}

/**
 * A vehicle's positions every `everyMs` from `start` to `end` (or the road's end, then waiting there),
 * driving at `speedKmh`.
 */
export function drive(
  road: readonly Waypoint[],
  options: { start: Date; end: Date; everyMs: number; speedKmh: number },
): Array<{ latitude: number; longitude: number; occurredAt: Date }> {
  const positions = [];
  const metresPerMs = (options.speedKmh * 1000) / 3_600_000;
  for (let at = options.start.getTime(); at <= options.end.getTime(); at += options.everyMs) {
    const [latitude, longitude] = alongRoad(road, (at - options.start.getTime()) * metresPerMs);
    positions.push({ latitude, longitude, occurredAt: new Date(at) });
  }
  return positions;
}
