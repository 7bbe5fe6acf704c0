import { describe, expect, it } from 'vitest';
import { bytesOfBase64, decodeDingtekDf702, decodeMilesightEm310Udl, decodeUplink } from './decoders.ts';

const hex = (text: string) => Uint8Array.from(text.split(' '), (byte) => Number.parseInt(byte, 16));

/** A DF702 frame with GPS: the plain frame's fields moved behind longitude and latitude (float32, LE). */
function df702WithGps(longitude: number, latitude: number): Uint8Array {
  const frame = new Uint8Array(25);
  const view = new DataView(frame.buffer);
  frame.set([0x80, 0x00, 0x01, 0x01, 25]);
  view.setUint16(5, 830);
  view.setFloat32(8, longitude, true);
  view.setFloat32(12, latitude, true);
  frame.set([31, 0x01, 80, 0x01, 0x11], 16);
  frame[24] = 0x81;
  return frame;
}

describe('Dingtek DF702', () => {
  it('reads the reference data frame: level, temperature, angle and the full alarm', () => {
    expect(decodeDingtekDf702(hex('80 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 00 81'))).toEqual({
      kind: 'measurement',
      measurement: {
        distanceMm: 2000,
        temperatureC: 27,
        tiltDeg: 5,
        alarms: { full: true, fire: false, tilt: false, lowBattery: false },
      },
    });
  });

  it('reads the frame with a GPS position, a negative angle and every alarm after it', () => {
    const decoded = decodeDingtekDf702(df702WithGps(106.8272, -6.1754));
    expect(decoded.kind).toBe('measurement');
    if (decoded.kind !== 'measurement') return;
    expect(decoded.measurement).toMatchObject({
      distanceMm: 830,
      temperatureC: 31,
      tiltDeg: -80,
      alarms: { full: false, fire: true, tilt: true, lowBattery: true },
    });
    expect(decoded.measurement.longitude).toBeCloseTo(106.8272, 4);
    expect(decoded.measurement.latitude).toBeCloseTo(-6.1754, 4);
  });

  it('reads the parameter frame', () => {
    expect(decodeDingtekDf702(hex('80 00 01 03 10 00 00 02 0A 1E 3C 2D 01 00 00 81'))).toEqual({
      kind: 'parameters',
      parameters: {
        uploadIntervalHours: 2,
        detectionIntervalMinutes: 10,
        fullThresholdCm: 30,
        fireThresholdC: 60,
        tiltThresholdDeg: 45,
        tiltEnabled: true,
        rangeMm: 2000,
      },
    });
  });

  it('refuses frames that are cut, mislabelled or of an unknown type', () => {
    expect(decodeDingtekDf702(hex('80 00 01'))).toEqual({ kind: 'failed', reason: 'tooShort' });
    expect(decodeDingtekDf702(hex('81 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 00 81')).kind).toBe('failed');
    // The length byte says 17 and the frame has 16.
    expect(decodeDingtekDf702(hex('80 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 81'))).toEqual({
      kind: 'failed',
      reason: 'badFrame',
    });
    expect(decodeDingtekDf702(hex('80 00 01 07 11 07 D0 00 1B 00 05 10 00 00 00 00 81'))).toEqual({
      kind: 'failed',
      reason: 'unknownFrameType',
    });
  });
});

describe('Milesight EM310-UDL', () => {
  it("reads the vendor's documented example", () => {
    expect(decodeMilesightEm310Udl(hex('01 75 5C 03 82 44 08 04 00 01'))).toEqual({
      kind: 'measurement',
      measurement: { batteryPercent: 92, distanceMm: 2116, alarms: { tilt: true } },
    });
  });

  it('skips the attribute channels a frame may carry', () => {
    const attributes = 'FF 0B FF FF 01 01 FF 16 67 43 B2 21 93 76 00 12 FF 09 01 10 FF 0A 01 10 FF 0F 00';
    expect(decodeMilesightEm310Udl(hex(`${attributes} 03 82 E8 03 04 00 00`))).toEqual({
      kind: 'measurement',
      measurement: { distanceMm: 1000, alarms: { tilt: false } },
    });
  });

  it('refuses an unknown channel and a cut value', () => {
    expect(decodeMilesightEm310Udl(hex('01 75 5C 09 67 10 01'))).toEqual({
      kind: 'failed',
      reason: 'unknownChannel',
    });
    expect(decodeMilesightEm310Udl(hex('01 75 5C 03 82 44'))).toEqual({ kind: 'failed', reason: 'tooShort' });
  });
});

describe('uplinks as network servers pass them', () => {
  it('decodes base64 and picks the decoder of the model', () => {
    const bytes = bytesOfBase64('AXVcA4JECAQAAQ==');
    expect(bytes).toEqual(hex('01 75 5C 03 82 44 08 04 00 01'));
    expect(bytes && decodeUplink('milesight-em310-udl', 85, bytes)).toMatchObject({
      measurement: { distanceMm: 2116 },
    });
    expect(bytesOfBase64('not base64!')).toBeNull();
  });

  it('refuses a frame on a port its model does not send on, rather than guessing', () => {
    const bytes = hex('01 75 5C 03 82 44 08 04 00 01');
    expect(decodeUplink('milesight-em310-udl', 3, bytes)).toEqual({
      kind: 'failed',
      reason: 'unexpectedPort',
    });
    expect(decodeUplink('dingtek-df702', 85, bytes)).toEqual({ kind: 'failed', reason: 'unexpectedPort' });
  });
});
