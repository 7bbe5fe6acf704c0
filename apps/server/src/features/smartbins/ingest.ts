import type { IngestItem, IngestStatus } from '@sirkula/domain/smartbins/answers';
import { type DeviceAlarms, decodeUplink, type Measurement } from '@sirkula/domain/smartbins/decoders';
import {
  type AlertKind,
  alertChanges,
  alertsOf,
  type BinThresholds,
  effectiveThresholds,
  fillPercent,
} from '@sirkula/domain/smartbins/rules';
import type { LoRaWanUplink, TelemetryReading } from '@sirkula/domain/smartbins/uplinks';
import type { Db } from '../../db/client.ts';
import type { KeyCaller } from '../integrations/public.ts';
import { ingestThresholds } from './defaults.ts';
import {
  binsOfDevices,
  closeAlerts,
  type OpeningAlert,
  openAlerts,
  type ReadingRow,
  type SensorBin,
  storeReadings,
} from './queries.ts';

/** A reading measured later than this past the server's clock is refused: the device's clock is wrong. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** What arrived, item by item, before its bin is found: a reading, an uplink to decode, or a refusal. */
export type Arrival =
  | { kind: 'reading'; reading: TelemetryReading }
  | { kind: 'uplink'; uplink: LoRaWanUplink }
  | {
      kind: 'settled';
      status: Exclude<IngestStatus, 'accepted' | 'duplicate'>;
      reason: string;
      /** The catalogue key saying what was wrong, when the reason alone does not (a field's check). */
      messageKey?: string;
    };

/** An urgent alert opened by a batch, told to people once the batch is committed. */
export interface OpenedAlert {
  binId: string;
  label: string;
  companyId: string;
  kind: AlertKind;
  value: number | null;
}

interface Outcome {
  status: IngestStatus;
  binId: string | null;
  reason: string | null;
  messageKey?: string;
}

const settled = (status: IngestStatus, reason: string | null, binId: string | null = null): Outcome => ({
  status,
  binId,
  reason,
});

function deviceOf(arrival: Arrival): { imei?: string; devEui?: string; binId?: string } {
  if (arrival.kind === 'uplink') return { devEui: arrival.uplink.devEui };
  if (arrival.kind === 'reading') {
    const { imei, devEui, binId } = arrival.reading;
    return { imei, devEui, binId };
  }
  return {};
}

/** The bins the arrivals name, found in one query and looked up by each way a reading names one. */
async function binsNamed(db: Db, arrivals: readonly Arrival[], caller: KeyCaller) {
  const devices = arrivals.map(deviceOf);
  const pick = (key: 'imei' | 'devEui' | 'binId') => [
    ...new Set(devices.map((device) => device[key]).filter((value): value is string => Boolean(value))),
  ];
  const bins = await binsOfDevices(
    db,
    { imeis: pick('imei'), devEuis: pick('devEui'), binIds: pick('binId') },
    caller.companyId,
  );
  const byImei = new Map(bins.filter((bin) => bin.imei).map((bin) => [bin.imei, bin]));
  const byDevEui = new Map(bins.filter((bin) => bin.devEui).map((bin) => [bin.devEui, bin]));
  const byId = new Map(bins.map((bin) => [bin.id, bin]));
  return (arrival: Arrival): SensorBin | undefined => {
    const device = deviceOf(arrival);
    if (device.binId) return byId.get(device.binId);
    if (device.devEui) return byDevEui.get(device.devEui);
    return device.imei ? byImei.get(device.imei) : undefined;
  };
}

function rowOf(bin: SensorBin, measuredAt: Date, values: Measurement & { fillPercent?: number }): ReadingRow {
  const alarms: DeviceAlarms = values.alarms;
  const derived = values.distanceMm === undefined ? null : fillPercent(values.distanceMm, bin.heightCm);
  return {
    binId: bin.id,
    measuredAt,
    distanceMm: values.distanceMm === undefined ? null : Math.round(values.distanceMm),
    fillPercent: values.fillPercent === undefined ? derived : Math.round(values.fillPercent),
    temperatureC: values.temperatureC ?? null,
    tiltDeg: values.tiltDeg ?? null,
    batteryPercent: values.batteryPercent === undefined ? null : Math.round(values.batteryPercent),
    alarmFull: Boolean(alarms.full),
    alarmFire: Boolean(alarms.fire),
    alarmTilt: Boolean(alarms.tilt),
    alarmLowBattery: Boolean(alarms.lowBattery),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}

/** A found arrival as a reading to store, or why it is not one. */
function readingOf(arrival: Arrival, bin: SensorBin): ReadingRow | Outcome {
  if (arrival.kind === 'reading') {
    const { measuredAt, alarms, ...values } = arrival.reading;
    return rowOf(bin, new Date(measuredAt), { ...values, alarms: alarms ?? {} });
  }
  if (arrival.kind !== 'uplink') return settled(arrival.status, arrival.reason);
  if (!bin.deviceModel) return settled('refused', 'noDecoder', bin.id);
  const decoded = decodeUplink(bin.deviceModel, arrival.uplink.fPort, arrival.uplink.bytes);
  if (decoded.kind === 'failed') return settled('refused', decoded.reason, bin.id);
  if (decoded.kind === 'parameters') return settled('ignored', 'parameterFrame', bin.id);
  return rowOf(bin, new Date(arrival.uplink.measuredAt), decoded.measurement);
}

/** What each alert kind's value is: the reading's temperature, tilt, fill level or battery. */
function alertValue(kind: AlertKind, row: ReadingRow): number | null {
  if (kind === 'fire') return row.temperatureC;
  if (kind === 'fall') return row.tiltDeg;
  if (kind === 'full') return row.fillPercent;
  return row.batteryPercent;
}

/**
 * The alerts the batch opens and closes: each bin is judged on its newest reading, when that is newer
 * than the latest it has (an old reading arriving late changes no alert).
 */
function alertWork(
  rows: readonly ReadingRow[],
  bins: ReadonlyMap<string, SensorBin>,
  defaults: BinThresholds,
) {
  const newest = new Map<string, ReadingRow>();
  for (const row of rows) {
    const current = newest.get(row.binId);
    if (!current || current.measuredAt < row.measuredAt) newest.set(row.binId, row);
  }
  const opens: OpeningAlert[] = [];
  const closes: Array<{ binId: string; kind: AlertKind; closedAt: Date }> = [];
  for (const [binId, row] of newest) {
    const bin = bins.get(binId);
    if (!bin || (bin.lastReadingAt && bin.lastReadingAt >= row.measuredAt)) continue;
    const thresholds = effectiveThresholds(bin, defaults);
    const holding = alertsOf(
      {
        measuredAt: row.measuredAt,
        fillPercent: row.fillPercent,
        temperatureC: row.temperatureC,
        tiltDeg: row.tiltDeg,
        batteryPercent: row.batteryPercent,
        alarms: {
          full: row.alarmFull,
          fire: row.alarmFire,
          tilt: row.alarmTilt,
          lowBattery: row.alarmLowBattery,
        },
      },
      thresholds,
    );
    const changes = alertChanges(bin.openAlerts, holding);
    for (const kind of changes.opens) {
      opens.push({
        binId,
        companyId: bin.companyId,
        kind,
        openedAt: row.measuredAt,
        value: alertValue(kind, row),
      });
    }
    for (const kind of changes.closes) closes.push({ binId, kind, closedAt: row.measuredAt });
  }
  return { opens, closes };
}

/**
 * Stores what arrived and says what became of each item. The readings, their roll-ups, the bins'
 * latest values and the alerts they open or close are written in one transaction, so an answer means
 * all of it is committed; a reading already stored (same bin and measured-at) is a duplicate.
 */
export async function ingest(db: Db, caller: KeyCaller, arrivals: readonly Arrival[], now: Date) {
  const binOf = await binsNamed(db, arrivals, caller);
  const bins = new Map<string, SensorBin>();
  const rows: Array<{ index: number; row: ReadingRow }> = [];
  const seen = new Set<string>();
  const judge = (arrival: Arrival, index: number): Outcome => {
    if (arrival.kind === 'settled') {
      return { ...settled(arrival.status, arrival.reason), messageKey: arrival.messageKey };
    }
    const bin = binOf(arrival);
    // Another company's bin reads like an unknown one: the key's caller may not learn it exists.
    if (!bin) return settled('refused', 'unknownDevice');
    bins.set(bin.id, bin);
    const reading = readingOf(arrival, bin);
    if (!('measuredAt' in reading)) return reading;
    if (reading.measuredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      return settled('refused', 'future', bin.id);
    }
    const key = `${bin.id}/${reading.measuredAt.getTime()}`;
    if (seen.has(key)) return settled('duplicate', null, bin.id);
    seen.add(key);
    rows.push({ index, row: reading });
    return settled('accepted', null, bin.id);
  };
  const outcomes = arrivals.map(judge);
  const readings = rows.map(({ row }) => row);
  const alerts = alertWork(readings, bins, await ingestThresholds(db));
  const write = async (tx: Db) => {
    const stored = await storeReadings(tx, readings, now);
    await closeAlerts(tx, alerts.closes);
    return { stored, opened: await openAlerts(tx, alerts.opens) };
  };
  // Most batches change no alert: their one statement needs no transaction around it.
  const hasAlerts = alerts.opens.length + alerts.closes.length > 0;
  const { stored, opened } = hasAlerts ? await db.transaction(write) : await write(db);
  const storedKeys = new Set(stored.map((reading) => `${reading.binId}/${reading.measuredAt.getTime()}`));
  for (const { index, row } of rows) {
    if (!storedKeys.has(`${row.binId}/${row.measuredAt.getTime()}`)) {
      outcomes[index] = settled('duplicate', null, row.binId);
    }
  }
  return {
    outcomes,
    opened: opened.map((alert) => ({
      ...alert,
      label: bins.get(alert.binId)?.label ?? '',
      companyId: bins.get(alert.binId)?.companyId ?? '',
    })) satisfies OpenedAlert[],
  };
}

/** The answer: counts by status and each item's outcome, its reason in the caller's language. */
export function ingestAnswerOf(outcomes: readonly Outcome[], say: (key: string) => string) {
  const items: IngestItem[] = outcomes.map(({ messageKey, ...outcome }, index) => ({
    index,
    ...outcome,
    message: messageKey
      ? say(messageKey)
      : outcome.reason
        ? say(`smartbins.ingest.reasons.${outcome.reason}`)
        : null,
  }));
  const count = (status: IngestStatus) => items.filter((item) => item.status === status).length;
  return {
    accepted: count('accepted'),
    duplicates: count('duplicate'),
    ignored: count('ignored'),
    refused: count('refused'),
    items,
  };
}
