import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRows } from '../demo/public.ts';
import { type DemoHistory, type DemoSensorBin, ingestDemoHistory } from './demo-history.ts';
import { type BinFactoryInput, createBin } from './factories.ts';
import { currentContractOf, type LatestValues, rollUpReceived } from './queries.ts';
import { maintainReadingPartitions, refreshForecasts } from './upkeep.ts';

const MAJU_BERSAMA = 'PT Maju Bersama Plastindo';
const SINAR_KIMIA = 'PT Sinar Kimia Nusantara';

/** The demo customers' sites, where their bins stand unless a bin says otherwise. */
const SITES: Record<string, string> = {
  [MAJU_BERSAMA]: 'Jl. Industri Raya Blok C3 No. 12, Kawasan Industri Jababeka, Bekasi',
  [SINAR_KIMIA]: 'Kawasan Industri Suryacipta, Karawang',
};

type DemoBin = Omit<BinFactoryInput, 'companyId'> & {
  company: string;
  /** Minutes since the latest reading and what it measured; none for a bin that never reported. */
  latest?: Omit<LatestValues, 'measuredAt'> & { minutesAgo: number };
  /** The month before the latest reading. */
  history?: DemoHistory;
};

/**
 * Bins at the demo customers' sites in every state a dashboard shows: filling, full, too hot, knocked
 * over, silent, low on battery, and one without a sensor, each with a month of readings behind it.
 * PT Maju Bersama's serve its running contract, so their pickups can be requested and planned (three
 * are due within a day); PT Sinar Kimia's serve none, as its only contract is still a draft.
 */
const DEMO_BINS: DemoBin[] = [
  {
    company: MAJU_BERSAMA,
    label: 'Area produksi lini 1',
    devEui: '70B3D57ED0051A01',
    heightCm: 110,
    latitude: -6.2994,
    longitude: 107.1531,
    // 68 % and filling 18 points a day: full within the day, so three of the customer's bins are due.
    latest: { minutesAgo: 35, distanceMm: 350, temperatureC: 31, tiltDeg: 2 },
    history: { fillPerDay: 18 },
  },
  {
    company: MAJU_BERSAMA,
    label: 'Gudang bahan baku',
    devEui: '70B3D57ED0051A02',
    heightCm: 110,
    capacityLitres: 660,
    type: 'container',
    colour: 'yellow',
    latitude: -6.2998,
    longitude: 107.1526,
    latest: { minutesAgo: 20, distanceMm: 120, temperatureC: 30, tiltDeg: 1, alarms: { full: true } },
    history: { fillPerDay: 26 },
  },
  {
    company: MAJU_BERSAMA,
    label: 'Kantin karyawan',
    deviceModel: 'milesight-em310-udl',
    sensorBrand: 'Milesight',
    devEui: '24E124713B231A03',
    heightCm: 95,
    colour: 'green',
    latitude: -6.2989,
    longitude: 107.1536,
    latest: { minutesAgo: 50, distanceMm: 410, batteryPercent: 11 },
    history: { fillPerDay: 30, batteryFrom: 34 },
  },
  {
    company: MAJU_BERSAMA,
    label: 'Area parkir truk',
    devEui: '70B3D57ED0051A04',
    heightCm: 110,
    colour: 'grey',
    latitude: -6.3003,
    longitude: 107.1522,
    latest: { minutesAgo: 15, distanceMm: 900, temperatureC: 29, tiltDeg: -78, alarms: { tilt: true } },
    history: {
      fillPerDay: 6,
      episodes: [{ hoursAgo: 212, hours: 3, values: { tiltDeg: -81, alarms: { tilt: true } } }],
    },
  },
  {
    company: SINAR_KIMIA,
    label: 'Tempat penyimpanan sementara B3',
    devEui: '70B3D57ED0051A05',
    heightCm: 120,
    capacityLitres: 1_100,
    type: 'container',
    colour: 'red',
    fireC: 55,
    latitude: -6.3711,
    longitude: 107.3021,
    latest: { minutesAgo: 5, distanceMm: 540, temperatureC: 63, tiltDeg: 0, alarms: { fire: true } },
    history: {
      fillPerDay: 9,
      episodes: [{ hoursAgo: 300, hours: 2, values: { temperatureC: 58, alarms: { fire: true } } }],
    },
  },
  {
    company: SINAR_KIMIA,
    label: 'Laboratorium QC',
    devEui: '70B3D57ED0051A06',
    heightCm: 100,
    colour: 'blue',
    latitude: -6.3715,
    longitude: 107.3026,
    latest: { minutesAgo: 410, distanceMm: 700, temperatureC: 28, tiltDeg: 0 },
    history: { fillPerDay: 4 },
  },
  {
    company: SINAR_KIMIA,
    label: 'Pos keamanan',
    hasSensor: false,
    deviceModel: null,
    sensorBrand: null,
    colour: 'black',
    capacityLitres: 120,
    heightCm: 80,
    latitude: -6.3707,
    longitude: 107.3017,
  },
];

export async function demoBins(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  await maintainReadingPartitions(db, context.now);
  const today = jakartaToday(context.now);
  const sensorBins: DemoSensorBin[] = [];
  for (const { company, latest, history, ...bin } of DEMO_BINS) {
    const companyId = await context.companyId(company);
    // A bin's pickups go on its customer's running contract; a customer without one has bins without.
    const contractId = await currentContractOf(db, companyId, today);
    const { id } = await createBin(db, { address: SITES[company] ?? null, ...bin, companyId, contractId });
    if (!latest || !history) continue;
    const { minutesAgo, ...values } = latest;
    const latestAt = new Date(context.now.getTime() - minutesAgo * 60_000);
    sensorBins.push({ id, heightCm: bin.heightCm ?? 100, latestAt, latest: values, history });
  }
  await ingestDemoHistory(db, sensorBins, context.now);
  // Everything the month brought, received at the seed's moment; live readings come after it.
  await rollUpReceived(db, new Date(0), new Date(context.now.getTime() + 1));
  await refreshForecasts(db, context.now);
  return { companyIds: [], userIds: [] };
}
