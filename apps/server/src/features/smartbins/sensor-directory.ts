import type { Db } from '../../db/client.ts';
import { binsOfDevices, type SensorBin } from './queries.ts';

/**
 * How long a server trusts what it read of a sensor's bin (its model, height, thresholds, company):
 * ingest asks for every reading, and these change rarely. A change made on this server is seen at once
 * (`forgetSensorBins`); one made on another server within this time.
 */
const REMEMBER_MS = 30_000;

interface Remembered {
  at: number;
  bin: SensorBin;
}

/** Per database (tests run several in one process), the bins by each way a reading names one. */
const directories = new WeakMap<Db, Map<string, Remembered>>();

const keysOf = (bin: SensorBin) =>
  [`id:${bin.id}`, bin.imei ? `imei:${bin.imei}` : null, bin.devEui ? `eui:${bin.devEui}` : null].filter(
    (key): key is string => key !== null,
  );

export interface DeviceNames {
  imeis: string[];
  devEuis: string[];
  binIds: string[];
}

/** The bins the devices name: those remembered, and the others in one query. */
export async function sensorBins(db: Db, devices: DeviceNames, now = Date.now()) {
  const directory = directories.get(db) ?? new Map<string, Remembered>();
  directories.set(db, directory);
  const fresh = (key: string) => {
    const entry = directory.get(key);
    return entry && now - entry.at < REMEMBER_MS ? entry.bin : undefined;
  };
  const missing = {
    imeis: devices.imeis.filter((imei) => !fresh(`imei:${imei}`)),
    devEuis: devices.devEuis.filter((devEui) => !fresh(`eui:${devEui}`)),
    binIds: devices.binIds.filter((id) => !fresh(`id:${id}`)),
  };
  if (missing.imeis.length + missing.devEuis.length + missing.binIds.length > 0) {
    for (const bin of await binsOfDevices(db, missing)) {
      for (const key of keysOf(bin)) directory.set(key, { at: now, bin });
    }
  }
  return {
    byImei: (imei: string) => fresh(`imei:${imei}`),
    byDevEui: (devEui: string) => fresh(`eui:${devEui}`),
    byId: (id: string) => fresh(`id:${id}`),
  };
}

/** After a bin is placed, changed or removed on this server: its readings find it as it is now. */
export function forgetSensorBins(db: Db): void {
  directories.get(db)?.clear();
}
