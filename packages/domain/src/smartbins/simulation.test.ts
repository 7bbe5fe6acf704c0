import { describe, expect, it } from 'vitest';
import { decodeUplink } from './decoders.ts';
import { binInput, isImei } from './inputs.ts';
import {
  type BinState,
  batchReading,
  chirpstackBody,
  FIRE_BIN,
  initialState,
  isSilent,
  nextState,
  PICKUP_AT_PERCENT,
  readingOf,
  SILENT_BIN,
  type SimulatedBin,
  simulatedBin,
  simulatedBinInput,
  simulatedBinNumber,
  ttnBody,
} from './simulation.ts';
import { chirpstackUplink, fromChirpstack, fromTtn, telemetryReading, ttnUplink } from './uplinks.ts';

const COMPANY = '6a1f9a7e-3a55-4a43-9a55-0a5b1c2d3e4f';
const AT = new Date('2026-03-02T03:00:00.000Z');
const uplink = { at: AT, fCnt: 12, deduplicationId: 'b1f0c2a4-4f4e-4d2b-9a0c-3e5d6f7a8b9c' };

/** The bin's states over a number of ticks, starting from the given one. */
function run(bin: SimulatedBin, from: BinState, ticks: number): BinState[] {
  const states = [from];
  for (let tick = 0; tick < ticks; tick++) states.push(nextState(bin, states.at(-1) ?? from));
  return states;
}

describe('the simulated fleet', () => {
  it('is a third each of ChirpStack, TTN and batch bins, each a valid bin with its identity', () => {
    const bins = Array.from({ length: 300 }, (_, index) => simulatedBin(index + 1));
    expect(bins.filter((bin) => bin.route === 'chirpstack')).toHaveLength(100);
    expect(bins.filter((bin) => bin.route === 'ttn')).toHaveLength(100);
    for (const bin of bins) {
      expect(binInput.safeParse(simulatedBinInput(bin, COMPANY, 1)).success).toBe(true);
      expect(simulatedBinNumber(bin.label)).toBe(bin.number);
      if (bin.imei) expect(isImei(bin.imei)).toBe(true);
    }
    expect(simulatedBin(43).devEui).toBe('70B3D5500000002B');
    expect(new Set(bins.map((bin) => bin.devEui ?? bin.imei)).size).toBe(300);
  });

  it('does not take a bin staff named for a simulated one', () => {
    expect(simulatedBinNumber('Area produksi lini 1')).toBeNull();
    expect(simulatedBinNumber('Simulasi lama')).toBeNull();
  });
});

describe('a bin over time', () => {
  it('fills, and is picked up (back to 0–5 %) after passing 95 %', () => {
    const bin = simulatedBin(7);
    const states = run(bin, initialState(bin, { hour: 8, last: { fillPercent: 90 } }), 24 * 40);
    const full = states.findIndex((state) => state.fillPercent >= PICKUP_AT_PERCENT);
    expect(full).toBeGreaterThan(0);
    expect(states[full + 1]?.fillPercent).toBeLessThanOrEqual(5);
    const filling = states.slice(0, full + 1).map((state) => state.fillPercent);
    expect(filling).toEqual([...filling].sort((a, b) => a - b));
  });

  it('stays between 26 and 34 °C, but for the bin that catches fire', () => {
    const ordinary = simulatedBin(1);
    const temperatures = run(ordinary, initialState(ordinary, { hour: 0 }), 24 * 7).map(
      (state) => readingOf(ordinary, state).temperatureC,
    );
    expect(Math.min(...temperatures)).toBe(26);
    expect(Math.max(...temperatures)).toBe(34);

    const burning = simulatedBin(FIRE_BIN);
    const readings = run(burning, initialState(burning, { hour: 0 }), 24 * 7).map((state) =>
      readingOf(burning, state),
    );
    expect(readings.some((reading) => reading.temperatureC >= 60 && reading.alarms.fire)).toBe(true);
  });

  it('has one bin fall silent after a few readings', () => {
    expect(isSilent(simulatedBin(SILENT_BIN), 0)).toBe(false);
    expect(isSilent(simulatedBin(SILENT_BIN), 10)).toBe(true);
    expect(isSilent(simulatedBin(1), 10)).toBe(false);
  });

  it('is knocked over now and then, and set upright again within hours', () => {
    // Each bin's month as a line: X while it lies on its side.
    const months = Array.from({ length: 200 }, (_, index) => {
      const bin = simulatedBin(index + 1);
      const states = run(bin, initialState(bin, { hour: 0 }), 24 * 30);
      return states.map((state) => (Math.abs(state.tiltDeg) >= 60 ? 'X' : '.')).join('');
    });
    const falls = months.flatMap((month) => month.match(/X+/g) ?? []);
    expect(falls.length).toBeGreaterThan(0);
    expect(falls.length).toBeLessThan(20);
    expect(falls.every((fall) => fall.length <= 6)).toBe(true);
  });
});

describe('what each route sends', () => {
  const fallenAndFull = (bin: SimulatedBin): BinState => ({
    ...initialState(bin, { hour: 13 }),
    fillPercent: 97,
    batteryPercent: 12,
    tiltDeg: -75,
    downFor: 3,
  });

  it.each([1, 4])(
    'a DF702 bin (%i) sends a ChirpStack event whose frame decodes to its reading',
    (number) => {
      const bin = simulatedBin(number);
      const reading = readingOf(bin, fallenAndFull(bin));
      const event = chirpstackUplink.parse(chirpstackBody(bin, reading, uplink));
      const received = fromChirpstack(event);
      expect(received).toMatchObject({ devEui: bin.devEui, measuredAt: AT.toISOString(), fPort: 3 });
      const decoded = received && decodeUplink('dingtek-df702', received.fPort, received.bytes);
      expect(decoded).toMatchObject({
        kind: 'measurement',
        measurement: {
          distanceMm: reading.distanceMm,
          temperatureC: reading.temperatureC,
          tiltDeg: -75,
          alarms: { full: true, fire: false, tilt: true, lowBattery: true },
        },
      });
      if (bin.gps && decoded?.kind === 'measurement')
        expect(decoded.measurement.latitude).toBeCloseTo(bin.latitude, 4);
    },
  );

  it('an EM310-UDL bin sends a TTN uplink whose frame decodes to its reading', () => {
    const bin = simulatedBin(2);
    const reading = readingOf(bin, fallenAndFull(bin));
    const received = fromTtn(ttnUplink.parse(ttnBody(bin, reading, uplink)));
    expect(received).toMatchObject({ devEui: bin.devEui, measuredAt: AT.toISOString(), fPort: 85 });
    expect(received && decodeUplink('milesight-em310-udl', received.fPort, received.bytes)).toEqual({
      kind: 'measurement',
      measurement: { batteryPercent: 12, distanceMm: reading.distanceMm, alarms: { tilt: true } },
    });
  });

  it('an IMEI bin sends a reading of our batch', () => {
    const bin = simulatedBin(3);
    const reading = readingOf(bin, fallenAndFull(bin));
    expect(telemetryReading.parse(batchReading(bin, reading, AT))).toEqual({
      imei: bin.imei,
      measuredAt: AT.toISOString(),
      fillPercent: 97,
      distanceMm: reading.distanceMm,
      temperatureC: reading.temperatureC,
      tiltDeg: -75,
      batteryPercent: 12,
      alarms: { full: true, fire: false, tilt: true, lowBattery: true },
    });
  });
});
