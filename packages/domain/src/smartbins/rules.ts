import type { DeviceAlarms } from './decoders.ts';

/**
 * A bin's sensor states, worst first: what a dashboard shows first when several hold at once. Fire
 * and a fallen bin are dangers; full asks for a pickup; offline means the fill level is not known;
 * low battery asks for maintenance.
 */
export const SENSOR_STATES = ['fire', 'fall', 'full', 'offline', 'lowBattery'] as const;
export type SensorState = (typeof SENSOR_STATES)[number];

/** The states a reading shows, each opening an alert while it lasts. */
export const READING_ALERTS = ['fire', 'fall', 'full', 'lowBattery'] as const;
export type ReadingAlert = (typeof READING_ALERTS)[number];

/**
 * Every alert: a reading's, and offline, which the `smartbinsOffline` job opens for a bin gone silent;
 * the bin's next reading closes it, as it shows no offline.
 */
export const ALERT_KINDS = [...READING_ALERTS, 'offline'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Fire and a fallen bin are told to people at once; the others wait for the lists and the map. */
export const URGENT_ALERTS: readonly AlertKind[] = ['fire', 'fall'];

/** When a bin counts as full, on fire, fallen or low on battery; per bin, from settings by default. */
export interface BinThresholds {
  fullPercent: number;
  fireC: number;
  tiltDeg: number;
  lowBatteryPercent: number;
}

export const DEFAULT_THRESHOLDS: BinThresholds = {
  fullPercent: 80,
  fireC: 60,
  tiltDeg: 45,
  lowBatteryPercent: 15,
};

/** A bin's own thresholds, null where it follows the provider's default. */
export type OwnThresholds = { [Key in keyof BinThresholds]: number | null };

/** What a bin is judged on: its own thresholds, else the defaults. */
export function effectiveThresholds(own: OwnThresholds, defaults: BinThresholds): BinThresholds {
  return {
    fullPercent: own.fullPercent ?? defaults.fullPercent,
    fireC: own.fireC ?? defaults.fireC,
    tiltDeg: own.tiltDeg ?? defaults.tiltDeg,
    lowBatteryPercent: own.lowBatteryPercent ?? defaults.lowBatteryPercent,
  };
}

/** A bin that sends nothing for this many expected intervals is offline. */
export const OFFLINE_AFTER_INTERVALS = 3;

/**
 * How full a bin is, 0–100 %, from the sensor's distance to the waste and the bin's inner height:
 * the sensor sits at the top, so an empty bin reads its height and a full one almost nothing.
 */
export function fillPercent(distanceMm: number, heightCm: number): number {
  const heightMm = heightCm * 10;
  if (heightMm <= 0) return 0;
  const filled = ((heightMm - distanceMm) / heightMm) * 100;
  return Math.round(Math.min(100, Math.max(0, filled)));
}

/** The latest values a bin's states are judged on. */
export interface LatestReading {
  measuredAt: Date;
  fillPercent?: number | null;
  temperatureC?: number | null;
  tiltDeg?: number | null;
  batteryPercent?: number | null;
  alarms: DeviceAlarms;
}

/**
 * The alert conditions a reading shows: the device's own alarms, or a value past the bin's threshold.
 * Each is judged on what the reading has; a value it lacks raises nothing.
 */
export function alertsOf(reading: LatestReading, thresholds: BinThresholds): ReadingAlert[] {
  const past = (value: number | null | undefined, limit: number) => value != null && value >= limit;
  const holds: Record<ReadingAlert, boolean> = {
    fire: Boolean(reading.alarms.fire) || past(reading.temperatureC, thresholds.fireC),
    fall:
      Boolean(reading.alarms.tilt) ||
      (reading.tiltDeg != null && Math.abs(reading.tiltDeg) >= thresholds.tiltDeg),
    full: Boolean(reading.alarms.full) || past(reading.fillPercent, thresholds.fullPercent),
    lowBattery:
      Boolean(reading.alarms.lowBattery) ||
      (reading.batteryPercent != null && reading.batteryPercent <= thresholds.lowBatteryPercent),
  };
  return READING_ALERTS.filter((kind) => holds[kind]);
}

/** Whether the bin has been silent for longer than it may be. */
export function isOffline(lastReadingAt: Date | null, expectedIntervalMinutes: number, now: Date): boolean {
  if (!lastReadingAt) return true;
  const silentMs = now.getTime() - lastReadingAt.getTime();
  return silentMs > OFFLINE_AFTER_INTERVALS * expectedIntervalMinutes * 60_000;
}

/** Every state that holds, worst first; none means normal. */
export function binStates(
  latest: LatestReading | null,
  thresholds: BinThresholds,
  expectedIntervalMinutes: number,
  now: Date,
): SensorState[] {
  const alerts = latest ? alertsOf(latest, thresholds) : [];
  const offline = isOffline(latest?.measuredAt ?? null, expectedIntervalMinutes, now);
  return SENSOR_STATES.filter((state) =>
    state === 'offline' ? offline : (alerts as readonly SensorState[]).includes(state),
  );
}

/**
 * Which alerts a new reading opens and which it closes, given those open: one alert per condition
 * for as long as it lasts, however many readings repeat it.
 */
export function alertChanges(
  open: readonly AlertKind[],
  now: readonly AlertKind[],
): { opens: AlertKind[]; closes: AlertKind[] } {
  return {
    opens: now.filter((kind) => !open.includes(kind)),
    closes: open.filter((kind) => !now.includes(kind)),
  };
}

/** What an alert records of the reading that opened it: °C for fire, ° for a fall, % for full and battery. */
export function alertValue(
  kind: AlertKind,
  reading: {
    temperatureC: number | null;
    tiltDeg: number | null;
    fillPercent: number | null;
    batteryPercent: number | null;
  },
): number | null {
  if (kind === 'fire') return reading.temperatureC;
  if (kind === 'fall') return reading.tiltDeg;
  if (kind === 'full') return reading.fillPercent;
  if (kind === 'lowBattery') return reading.batteryPercent;
  return null;
}
