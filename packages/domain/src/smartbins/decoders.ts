// Turns the bytes a LoRaWAN device sends (the uplink's FRMPayload) into what it measured. The frame
// layouts are the vendors' published ones, as ../shared/reference/smart-bin-sensors.md records them.

/** The sensor models whose frames the product decodes; a bin names its model. */
export const DEVICE_MODELS = ['dingtek-df702', 'milesight-em310-udl'] as const;
export type DeviceModel = (typeof DEVICE_MODELS)[number];

/** The alarms a device raises itself; absent when the model does not report it. */
export interface DeviceAlarms {
  full?: boolean;
  fire?: boolean;
  tilt?: boolean;
  lowBattery?: boolean;
}

/** What one uplink measured; a field the model does not send stays absent. */
export interface Measurement {
  /** From the sensor down to the waste, in millimetres (the air gap). */
  distanceMm?: number;
  temperatureC?: number;
  tiltDeg?: number;
  batteryPercent?: number;
  alarms: DeviceAlarms;
  latitude?: number;
  longitude?: number;
}

/** The settings a Dingtek DF702 reports in its parameter frame. */
export interface DeviceParameters {
  uploadIntervalHours: number;
  detectionIntervalMinutes: number;
  fullThresholdCm: number;
  fireThresholdC: number;
  tiltThresholdDeg: number;
  tiltEnabled: boolean;
  rangeMm: number;
}

export type DecodeFailure =
  | 'tooShort'
  | 'badFrame'
  | 'unknownFrameType'
  | 'unknownChannel'
  | 'unexpectedPort';

export type Decoded =
  | { kind: 'measurement'; measurement: Measurement }
  | { kind: 'parameters'; parameters: DeviceParameters }
  | { kind: 'failed'; reason: DecodeFailure };

const failed = (reason: DecodeFailure): Decoded => ({ kind: 'failed', reason });

/** LoRaWAN's FRMPayload as the network servers pass it: base64. */
export function bytesOfBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  const text = atob(data);
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const DF702 = { head: 0x80, tail: 0x81, data: 0x01, parameters: 0x03, plain: 17, withGps: 25 };

/** A nibble pair of the DF702's alarm bytes: the high nibble, then the low one. */
function nibbles(byte: number): [boolean, boolean] {
  return [byte >> 4 !== 0, (byte & 0x0f) !== 0];
}

/**
 * Dingtek DF702 (fPort 3): head 0x80, frame type at byte 3, length at byte 4, the level as big-endian
 * millimetres at bytes 5–6, then temperature, tilt and alarms at places that depend on whether the
 * frame carries a GPS position; tail 0x81. It reports low battery only as an alarm bit.
 */
export function decodeDingtekDf702(bytes: Uint8Array): Decoded {
  if (bytes.length < 6) return failed('tooShort');
  if (bytes[0] !== DF702.head || bytes.at(-1) !== DF702.tail || bytes[4] !== bytes.length) {
    return failed('badFrame');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (index: number) => view.getUint8(index);
  if (at(3) === DF702.parameters) {
    if (bytes.length < 15) return failed('tooShort');
    return {
      kind: 'parameters',
      parameters: {
        uploadIntervalHours: at(7),
        detectionIntervalMinutes: at(8),
        fullThresholdCm: at(9),
        fireThresholdC: at(10),
        tiltThresholdDeg: at(11),
        tiltEnabled: at(12) !== 0,
        rangeMm: at(13) === 0 ? 2000 : 5000,
      },
    };
  }
  if (at(3) !== DF702.data) return failed('unknownFrameType');
  if (bytes.length !== DF702.plain && bytes.length !== DF702.withGps) return failed('badFrame');
  const gps = bytes.length === DF702.withGps;
  // Without GPS: temperature 8, tilt sign 9 and angle 10, alarms 11–12; with GPS all eight further on.
  const offset = gps ? 8 : 0;
  const [full, fire] = nibbles(at(11 + offset));
  const [tilt, lowBattery] = nibbles(at(12 + offset));
  const angle = at(10 + offset);
  return {
    kind: 'measurement',
    measurement: {
      distanceMm: view.getUint16(5),
      temperatureC: at(gps ? 16 : 8),
      tiltDeg: at(9 + offset) === 0 ? angle : -angle,
      alarms: { full, fire, tilt, lowBattery },
      ...(gps && { longitude: view.getFloat32(8, true), latitude: view.getFloat32(12, true) }),
    },
  };
}

/** The attribute channels (id 0xFF) an EM310-UDL may add to a frame, by type: how many bytes follow. */
const EM310_ATTRIBUTE_LENGTHS: Readonly<Record<number, number>> = {
  1: 1, // protocol (IPSO) version
  9: 2, // hardware version
  10: 2, // firmware version
  255: 2, // TSL version
  22: 8, // serial number
  15: 1, // LoRaWAN class
  254: 1, // reset event
  11: 1, // device status
};

/**
 * Milesight EM310-UDL (fPort 85): a run of channels, each an id, a type and its value: battery
 * (01 75, %), distance (03 82, little-endian mm) and position (04 00, 1 when tilted). It reports no
 * angle, so a tilted bin counts as fallen.
 */
export function decodeMilesightEm310Udl(bytes: Uint8Array): Decoded {
  if (bytes.length < 3) return failed('tooShort');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const measurement: Measurement = { alarms: {} };
  let index = 0;
  while (index < bytes.length) {
    if (index + 2 > bytes.length) return failed('badFrame');
    const channel = view.getUint8(index);
    const type = view.getUint8(index + 1);
    const value = index + 2;
    const length =
      channel === 0x01 && type === 0x75
        ? 1
        : channel === 0x03 && type === 0x82
          ? 2
          : channel === 0x04 && type === 0x00
            ? 1
            : channel === 0xff
              ? EM310_ATTRIBUTE_LENGTHS[type]
              : undefined;
    if (length === undefined) return failed('unknownChannel');
    if (value + length > bytes.length) return failed('tooShort');
    if (channel === 0x01) measurement.batteryPercent = view.getUint8(value);
    if (channel === 0x03) measurement.distanceMm = view.getUint16(value, true);
    if (channel === 0x04) measurement.alarms.tilt = view.getUint8(value) === 1;
    index = value + length;
  }
  return { kind: 'measurement', measurement };
}

/** The LoRaWAN port each model sends its frames on; a frame on another port is not the model's. */
export const UPLINK_PORTS: Readonly<Record<DeviceModel, number>> = {
  'dingtek-df702': 3,
  'milesight-em310-udl': 85,
};

/** An uplink's bytes as its bin's model sends them, refused on a port the model does not use. */
export function decodeUplink(model: DeviceModel, fPort: number, bytes: Uint8Array): Decoded {
  if (UPLINK_PORTS[model] !== fPort) return failed('unexpectedPort');
  return model === 'dingtek-df702' ? decodeDingtekDf702(bytes) : decodeMilesightEm310Udl(bytes);
}
