import type { Measurement } from './decoders.ts';

// The decoders' inverse: the frames a device would send for a measurement, so the simulator and the
// tests send real bytes (layouts in ../shared/reference/smart-bin-sensors.md).

const byte = (value: number) => Math.min(0xff, Math.max(0, Math.round(value)));

/** An alarm byte of the DF702: the first alarm in the high nibble, the second in the low one. */
const alarmByte = (high?: boolean, low?: boolean) => (high ? 0x10 : 0) | (low ? 0x01 : 0);

/**
 * A Dingtek DF702 data frame: 17 bytes, or 25 with a GPS position. Bytes 1–2 and 7, and the bytes
 * after the alarms, carry nothing the product reads; they are filled as in the reference frame.
 */
export function encodeDingtekDf702(
  measurement: Measurement,
  { gps }: { gps?: { latitude: number; longitude: number } } = {},
): Uint8Array {
  const frame = new Uint8Array(gps ? 25 : 17);
  const view = new DataView(frame.buffer);
  frame.set([0x80, 0x00, 0x01, 0x01, frame.length]);
  view.setUint16(5, Math.min(0xffff, Math.max(0, Math.round(measurement.distanceMm ?? 0))));
  const tilt = measurement.tiltDeg ?? 0;
  const { full, fire, tilt: fallen, lowBattery } = measurement.alarms;
  const fields = [
    byte(measurement.temperatureC ?? 0),
    tilt < 0 ? 0x01 : 0x00,
    byte(Math.abs(tilt)),
    alarmByte(full, fire),
    alarmByte(fallen, lowBattery),
  ];
  if (gps) {
    view.setFloat32(8, gps.longitude, true);
    view.setFloat32(12, gps.latitude, true);
  }
  frame.set(fields, gps ? 16 : 8);
  frame[frame.length - 1] = 0x81;
  return frame;
}

/** A Milesight EM310-UDL frame: battery (01 75), distance (03 82, little-endian) and position (04 00). */
export function encodeMilesightEm310Udl(values: {
  batteryPercent: number;
  distanceMm: number;
  tilted: boolean;
}): Uint8Array {
  const distance = Math.min(0xffff, Math.max(0, Math.round(values.distanceMm)));
  return Uint8Array.from([
    0x01,
    0x75,
    byte(values.batteryPercent),
    0x03,
    0x82,
    distance & 0xff,
    distance >> 8,
    0x04,
    0x00,
    values.tilted ? 0x01 : 0x00,
  ]);
}

/** Bytes as the network servers pass an uplink's FRMPayload: base64. */
export function base64OfBytes(bytes: Uint8Array): string {
  let text = '';
  for (const value of bytes) text += String.fromCharCode(value);
  return btoa(text);
}
