import type { BinValues } from '@sirkula/domain/smartbins/inputs';
import type { AlertKind } from '@sirkula/domain/smartbins/rules';
import type { Db } from '../../db/client.ts';
import { insertBin, openAlerts } from './queries.ts';

export type BinFactoryInput = Partial<BinValues> & { companyId: string };

/** A 240-litre wheelie bin with a Dingtek DF702 at a site in Jakarta, unless told otherwise. */
export function createBin(db: Db, input: BinFactoryInput): Promise<{ id: string }> {
  return insertBin(db, {
    contractId: null,
    label: 'Area dapur lantai 1',
    brand: 'Rotoplas',
    type: 'wheelie',
    colour: 'green',
    capacityLitres: 240,
    heightCm: 100,
    hasSensor: true,
    sensorBrand: 'Dingtek',
    deviceModel: 'dingtek-df702',
    imei: null,
    devEui: null,
    ipAddress: null,
    expectedIntervalMinutes: 60,
    fullPercent: null,
    fireC: null,
    tiltDeg: null,
    lowBatteryPercent: null,
    address: 'Jl. Gatot Subroto Kav. 18, Jakarta Selatan',
    latitude: -6.2297,
    longitude: 106.8236,
    ...input,
  });
}

/** The body of a bin's form, as staff fill it in. */
export function binBody(companyId: string, label = 'Area parkir basement'): Record<string, unknown> {
  return {
    companyId,
    contractId: null,
    label,
    brand: 'Rotoplas',
    type: 'wheelie',
    colour: 'yellow',
    capacityLitres: 240,
    heightCm: 100,
    hasSensor: false,
    expectedIntervalMinutes: 60,
    latitude: -6.2297,
    longitude: 106.8236,
  };
}

/** An open alert on a bin, as a reading past its threshold would open it. */
export async function createAlert(
  db: Db,
  input: { binId: string; companyId: string; kind?: AlertKind; openedAt?: Date },
): Promise<{ id: string }> {
  const [row] = await openAlerts(db, [{ kind: 'full', openedAt: new Date(), value: 92, ...input }]);
  if (!row) throw new Error('The bin already has this alert open');
  return row;
}
