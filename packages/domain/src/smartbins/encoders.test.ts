import { describe, expect, it } from 'vitest';
import { bytesOfBase64, decodeDingtekDf702, decodeMilesightEm310Udl, type Measurement } from './decoders.ts';
import { base64OfBytes, encodeDingtekDf702, encodeMilesightEm310Udl } from './encoders.ts';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (value) => value.toString(16).padStart(2, '0').toUpperCase()).join(' ');

const noAlarms = { full: false, fire: false, tilt: false, lowBattery: false };

describe('Dingtek DF702 frames', () => {
  it('reproduces the reference frame byte for byte', () => {
    const frame = encodeDingtekDf702({
      distanceMm: 2000,
      temperatureC: 27,
      tiltDeg: 5,
      alarms: { ...noAlarms, full: true },
    });
    expect(hex(frame)).toBe('80 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 00 81');
  });

  const plain: Measurement = { distanceMm: 1234, temperatureC: 31, tiltDeg: 3, alarms: noAlarms };
  const everyAlarm: Measurement = {
    distanceMm: 80,
    temperatureC: 72,
    tiltDeg: -80,
    alarms: { full: true, fire: true, tilt: true, lowBattery: true },
  };

  it.each([
    { name: 'no alarm', measurement: plain },
    { name: 'every alarm and a negative angle', measurement: everyAlarm },
    {
      name: 'zeros and low battery alone',
      measurement: {
        ...plain,
        distanceMm: 0,
        temperatureC: 0,
        tiltDeg: 0,
        alarms: { ...noAlarms, lowBattery: true },
      },
    },
  ])('decodes back to what it encoded: $name', ({ measurement }) => {
    expect(decodeDingtekDf702(encodeDingtekDf702(measurement))).toEqual({ kind: 'measurement', measurement });
  });

  it('carries a GPS position in the 25-byte frame', () => {
    const frame = encodeDingtekDf702(everyAlarm, { gps: { latitude: -6.2994, longitude: 107.1531 } });
    expect(frame).toHaveLength(25);
    const decoded = decodeDingtekDf702(frame);
    if (decoded.kind !== 'measurement') throw new Error(`not a measurement: ${decoded.kind}`);
    const { latitude, longitude, ...rest } = decoded.measurement;
    expect(rest).toEqual(everyAlarm);
    expect(latitude).toBeCloseTo(-6.2994, 4);
    expect(longitude).toBeCloseTo(107.1531, 4);
  });
});

describe('Milesight EM310-UDL frames', () => {
  it("reproduces the vendor's documented example byte for byte", () => {
    const frame = encodeMilesightEm310Udl({ batteryPercent: 92, distanceMm: 2116, tilted: true });
    expect(hex(frame)).toBe('01 75 5C 03 82 44 08 04 00 01');
  });

  it('decodes back to what it encoded', () => {
    const frame = encodeMilesightEm310Udl({ batteryPercent: 7, distanceMm: 415, tilted: false });
    expect(decodeMilesightEm310Udl(frame)).toEqual({
      kind: 'measurement',
      measurement: { batteryPercent: 7, distanceMm: 415, alarms: { tilt: false } },
    });
  });
});

it('writes base64 as the decoders read it', () => {
  const frame = encodeMilesightEm310Udl({ batteryPercent: 92, distanceMm: 2116, tilted: true });
  expect(base64OfBytes(frame)).toBe('AXVcA4JECAQAAQ==');
  expect(bytesOfBase64(base64OfBytes(frame))).toEqual(frame);
});
