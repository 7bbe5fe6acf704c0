import type { IngestItem, IngestStatus } from '@sirkula/domain/smartbins/answers';
import { type DeviceAlarms, decodeUplink, type Measurement } from '@sirkula/domain/smartbins/decoders';
import {
  type AlertKind,
  alertChanges,
  alertsOf,
  alertValue,
  type BinThresholds,
  effectiveThresholds,
  fillPercent,
} from '@sirkula/domain/smartbins/rules';
import type { LoRaWanUplink, TelemetryReading } from '@sirkula/domain/smartbins/uplinks';
import type { Db } from '../../db/client.ts';
import type { KeyCaller } from '../integrations/public.ts';
import { recordBinAlertsOpened } from '../webhooks/public.ts';
import { ingestThresholds } from './defaults.ts';
import {
  type ClosingAlert,
  changeAlerts,
  type OpeningAlert,
  type ReadingRow,
  readingKey,
  type SensorBin,
  type StoredReadings,
  storeReadings,
} from './queries.ts';
import { sensorBins } from './sensor-directory.ts';

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

/** The bins the arrivals name, by arrival, within the key's company: another company's bin is not found. */
async function binsNamed(db: Db, arrivals: readonly Arrival[], caller: KeyCaller) {
  const devices = arrivals.map(deviceOf);
  const pick = (key: 'imei' | 'devEui' | 'binId') => [
    ...new Set(devices.map((device) => device[key]).filter((value): value is string => Boolean(value))),
  ];
  const found = await sensorBins(db, { imeis: pick('imei'), devEuis: pick('devEui'), binIds: pick('binId') });
  return (index: number): SensorBin | undefined => {
    const device = devices[index] ?? {};
    const bin = device.binId
      ? found.byId(device.binId)
      : device.devEui
        ? found.byDevEui(device.devEui)
        : device.imei
          ? found.byImei(device.imei)
          : undefined;
    return bin && (caller.companyId === null || bin.companyId === caller.companyId) ? bin : undefined;
  };
}

function rowOf(
  bin: SensorBin,
  measuredAt: Date,
  values: Omit<Measurement, 'alarms'> & { fillPercent?: number },
  alarms: DeviceAlarms = {},
): ReadingRow {
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
    return rowOf(bin, new Date(arrival.reading.measuredAt), arrival.reading, arrival.reading.alarms);
  }
  if (arrival.kind !== 'uplink') return settled(arrival.status, arrival.reason);
  if (!bin.deviceModel) return settled('refused', 'noDecoder', bin.id);
  const decoded = decodeUplink(bin.deviceModel, arrival.uplink.fPort, arrival.uplink.bytes);
  if (decoded.kind === 'failed') return settled('refused', decoded.reason, bin.id);
  if (decoded.kind === 'parameters') return settled('ignored', 'parameterFrame', bin.id);
  return rowOf(bin, new Date(arrival.uplink.measuredAt), decoded.measurement, decoded.measurement.alarms);
}

/**
 * The alerts a batch opens and closes: each bin whose latest reading it replaced is judged on its
 * newest reading of the batch against the alerts open on it (an old reading arriving late changes no
 * alert, as it replaces nothing).
 */
function alertWork(
  rows: readonly ReadingRow[],
  newer: StoredReadings['newer'],
  bins: ReadonlyMap<string, SensorBin>,
  defaults: BinThresholds,
) {
  const newest = new Map<string, ReadingRow>();
  for (const row of rows) {
    const current = newest.get(row.binId);
    if (!current || current.measuredAt < row.measuredAt) newest.set(row.binId, row);
  }
  const opens: OpeningAlert[] = [];
  const closes: ClosingAlert[] = [];
  for (const { binId, openAlerts: open } of newer) {
    const bin = bins.get(binId);
    const row = newest.get(binId);
    if (!bin || !row) continue;
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
      effectiveThresholds(bin, defaults),
    );
    const changes = alertChanges(open, holding);
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
 * Stores what arrived and says what became of each item: the readings and the bins' latest values in
 * one statement, then the alerts they open or close, so an answer means all of it is committed; a
 * reading already stored (same bin and measured-at) is a duplicate.
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
    const bin = binOf(index);
    // Another company's bin reads like an unknown one: the key's caller may not learn it exists.
    if (!bin) return settled('refused', 'unknownDevice');
    bins.set(bin.id, bin);
    const reading = readingOf(arrival, bin);
    if (!('measuredAt' in reading)) return reading;
    if (reading.measuredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      return settled('refused', 'future', bin.id);
    }
    const key = readingKey(bin.id, reading.measuredAt);
    if (seen.has(key)) return settled('duplicate', null, bin.id);
    seen.add(key);
    rows.push({ index, row: reading });
    return settled('accepted', null, bin.id);
  };
  const outcomes = arrivals.map(judge);
  const readings = rows.map(({ row }) => row);
  const { stored, newer } = await storeReadings(db, readings, now);
  for (const { index, row } of rows) {
    if (!stored.has(readingKey(row.binId, row.measuredAt))) {
      outcomes[index] = settled('duplicate', null, row.binId);
    }
  }
  // The readings are committed; the alerts follow in their own statement. Should that fail, the bin's
  // next reading judges them again against what is open.
  const alerts = alertWork(
    readings.filter((row) => stored.has(readingKey(row.binId, row.measuredAt))),
    newer,
    bins,
    await ingestThresholds(db),
  );
  const opened = await changeAlerts(db, alerts);
  // Told to the companies' webhooks (features/webhooks), as each of these alerts is.
  const told = opened.map((alert) => ({
    ...alert,
    label: bins.get(alert.binId)?.label ?? '',
    companyId: bins.get(alert.binId)?.companyId ?? '',
  })) satisfies OpenedAlert[];
  if (told.length > 0) await recordBinAlertsOpened(db, told, now);
  return { outcomes, opened: told };
}

/** The answer: counts by status and each item's outcome, its reason in the caller's language. */
export function ingestAnswerOf(outcomes: readonly Outcome[], say: (key: string) => string) {
  const counts: Record<IngestStatus, number> = { accepted: 0, duplicate: 0, ignored: 0, refused: 0 };
  const items = outcomes.map(({ status, binId, reason, messageKey }, index): IngestItem => {
    counts[status] += 1;
    const message = messageKey ?? (reason ? `smartbins.ingest.reasons.${reason}` : null);
    return { index, status, binId, reason, message: message ? say(message) : null };
  });
  return {
    accepted: counts.accepted,
    duplicates: counts.duplicate,
    ignored: counts.ignored,
    refused: counts.refused,
    items,
  };
}
