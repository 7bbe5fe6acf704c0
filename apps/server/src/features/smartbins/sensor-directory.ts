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

/** The bins by each way a reading names one. */
interface Directory {
  byId: Map<string, Remembered>;
  byImei: Map<string, Remembered>;
  byDevEui: Map<string, Remembered>;
}

/** Per database (tests run several in one process). */
const directories = new WeakMap<Db, Directory>();

export interface DeviceNames {
  imeis: string[];
  devEuis: string[];
  binIds: string[];
}

/** The bins the devices name: those remembered, and the others in one query. */
export async function sensorBins(db: Db, devices: DeviceNames, now = Date.now()) {
  const directory = directories.get(db) ?? { byId: new Map(), byImei: new Map(), byDevEui: new Map() };
  directories.set(db, directory);
  const fresh = (names: Map<string, Remembered>, name: string) => {
    const entry = names.get(name);
    return entry && now - entry.at < REMEMBER_MS ? entry.bin : undefined;
  };
  const missing = {
    imeis: devices.imeis.filter((imei) => !fresh(directory.byImei, imei)),
    devEuis: devices.devEuis.filter((devEui) => !fresh(directory.byDevEui, devEui)),
    binIds: devices.binIds.filter((id) => !fresh(directory.byId, id)),
  };
  if (missing.imeis.length + missing.devEuis.length + missing.binIds.length > 0) {
    for (const bin of await binsOfDevices(db, missing)) {
      const remembered = { at: now, bin };
      directory.byId.set(bin.id, remembered);
      if (bin.imei) directory.byImei.set(bin.imei, remembered);
      if (bin.devEui) directory.byDevEui.set(bin.devEui, remembered);
    }
  }
  return {
    byImei: (imei: string) => fresh(directory.byImei, imei),
    byDevEui: (devEui: string) => fresh(directory.byDevEui, devEui),
    byId: (id: string) => fresh(directory.byId, id),
  };
}

/** After a bin is placed, changed or removed on this server: its readings find it as it is now. */
export function forgetSensorBins(db: Db): void {
  directories.delete(db);
}
