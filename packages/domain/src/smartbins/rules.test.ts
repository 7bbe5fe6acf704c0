import { describe, expect, it } from 'vitest';
import {
  ALERT_KINDS,
  alertChanges,
  alertsOf,
  alertValue,
  binStates,
  DEFAULT_THRESHOLDS,
  effectiveThresholds,
  fillPercent,
  isOffline,
  type LatestReading,
} from './rules.ts';

const NOW = new Date('2026-11-27T08:00:00+07:00');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const reading = (values: Partial<LatestReading>): LatestReading => ({
  measuredAt: minutesAgo(10),
  alarms: {},
  ...values,
});

describe('fill level', () => {
  it('turns the distance to the waste into a share of the bin’s height', () => {
    expect(fillPercent(1200, 120)).toBe(0);
    expect(fillPercent(300, 120)).toBe(75);
    expect(fillPercent(0, 120)).toBe(100);
  });

  it('stays within 0–100 when the sensor reads past the bottom or something sits on it', () => {
    expect(fillPercent(1500, 120)).toBe(0);
    expect(fillPercent(-20, 120)).toBe(100);
    expect(fillPercent(100, 0)).toBe(0);
  });
});

describe('alerts and states', () => {
  it('takes the device’s own alarms and the bin’s thresholds alike', () => {
    expect(alertsOf(reading({ alarms: { fire: true } }), DEFAULT_THRESHOLDS)).toEqual(['fire']);
    expect(
      alertsOf(
        reading({ temperatureC: 65, tiltDeg: -50, fillPercent: 85, batteryPercent: 9 }),
        DEFAULT_THRESHOLDS,
      ),
    ).toEqual(['fire', 'fall', 'full', 'lowBattery']);
    expect(
      alertsOf(
        reading({ temperatureC: 32, tiltDeg: 5, fillPercent: 40, batteryPercent: 80 }),
        DEFAULT_THRESHOLDS,
      ),
    ).toEqual([]);
  });

  it('takes a bin’s own threshold where it has one and the default elsewhere', () => {
    const own = { fullPercent: 60, fireC: null, tiltDeg: null, lowBatteryPercent: 20 };
    expect(effectiveThresholds(own, DEFAULT_THRESHOLDS)).toEqual({
      ...DEFAULT_THRESHOLDS,
      fullPercent: 60,
      lowBatteryPercent: 20,
    });
  });

  it('judges a bin on its own thresholds', () => {
    const strict = { ...DEFAULT_THRESHOLDS, fullPercent: 60 };
    expect(alertsOf(reading({ fillPercent: 65 }), strict)).toEqual(['full']);
    expect(alertsOf(reading({ fillPercent: 65 }), DEFAULT_THRESHOLDS)).toEqual([]);
  });

  it('is offline after three expected intervals without a reading, and when it never sent one', () => {
    expect(isOffline(minutesAgo(179), 60, NOW)).toBe(false);
    expect(isOffline(minutesAgo(181), 60, NOW)).toBe(true);
    expect(isOffline(null, 60, NOW)).toBe(true);
  });

  it('lists every state that holds, worst first; none is normal', () => {
    const full = reading({ fillPercent: 95, batteryPercent: 10, alarms: { fire: true } });
    expect(binStates(full, DEFAULT_THRESHOLDS, 60, NOW)).toEqual(['fire', 'full', 'lowBattery']);
    const silentFull = reading({ fillPercent: 95, measuredAt: minutesAgo(600) });
    expect(binStates(silentFull, DEFAULT_THRESHOLDS, 60, NOW)).toEqual(['full', 'offline']);
    expect(binStates(reading({ fillPercent: 20 }), DEFAULT_THRESHOLDS, 60, NOW)).toEqual([]);
    expect(binStates(null, DEFAULT_THRESHOLDS, 60, NOW)).toEqual(['offline']);
  });
});

describe('alert changes', () => {
  it('opens an alert when its condition starts and closes it when it clears', () => {
    expect(alertChanges([], ['full'])).toEqual({ opens: ['full'], closes: [] });
    expect(alertChanges(['full'], [])).toEqual({ opens: [], closes: ['full'] });
    expect(alertChanges(['full'], ['fire', 'full'])).toEqual({ opens: ['fire'], closes: [] });
  });

  it('opens nothing again while the condition lasts, however often it is repeated', () => {
    let open: ReturnType<typeof alertChanges>['opens'] = [];
    let opened = 0;
    for (let time = 0; time < 100; time++) {
      const { opens, closes } = alertChanges(open, ['fire']);
      opened += opens.length;
      open = [...open.filter((kind) => !closes.includes(kind)), ...opens];
    }
    expect(opened).toBe(1);
    expect(open).toEqual(['fire']);
  });
});

describe('what an alert records', () => {
  it('keeps the value of its own kind from the reading that opened it; offline has none', () => {
    const reading = { temperatureC: 72, tiltDeg: -81, fillPercent: 93, batteryPercent: 9 };
    expect(ALERT_KINDS.map((kind) => alertValue(kind, reading))).toEqual([72, -81, 93, 9, null]);
  });
});
