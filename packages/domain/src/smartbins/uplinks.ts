import { z } from 'zod';
import { bytesOfBase64 } from './decoders.ts';

// What the three telemetry endpoints accept: our own JSON batch, ChirpStack v4's HTTP integration
// event and The Things Stack v3's webhook uplink (../shared/reference/smart-bin-sensors.md). Each
// becomes readings that name their device and the moment they were measured.

/** A batch holds at most this many readings. */
export const MAX_BATCH = 1_000;

const finite = (min: number, max: number) => z.number().finite().min(min).max(max);

/** One reading in our JSON batch: its device (IMEI, device EUI or bin id), when, and what it measured. */
export const telemetryReading = z
  .object({
    imei: z.string().trim().min(1).max(32).optional(),
    devEui: z
      .string()
      .trim()
      .transform((value) => value.replace(/[-:\s]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[0-9A-F]{16}$/))
      .optional(),
    binId: z.uuid().optional(),
    measuredAt: z.iso.datetime({ offset: true }),
    fillPercent: finite(0, 100).optional(),
    distanceMm: finite(0, 20_000).optional(),
    temperatureC: finite(-50, 200).optional(),
    tiltDeg: finite(-180, 180).optional(),
    batteryPercent: finite(0, 100).optional(),
    alarms: z
      .object({
        full: z.boolean().optional(),
        fire: z.boolean().optional(),
        tilt: z.boolean().optional(),
        lowBattery: z.boolean().optional(),
      })
      .optional(),
    latitude: finite(-90, 90).optional(),
    longitude: finite(-180, 180).optional(),
  })
  .refine((reading) => Boolean(reading.imei || reading.devEui || reading.binId), {
    message: 'smartbins.validation.readingDevice',
    path: ['devEui'],
  });
export type TelemetryReading = z.output<typeof telemetryReading>;

/**
 * The batch is read item by item, so one bad reading is refused on its own and the good ones are
 * stored: the envelope is checked here, each item by `telemetryReading`.
 */
export const telemetryBatch = z.object({
  readings: z.array(z.unknown()).min(1).max(MAX_BATCH, 'smartbins.validation.batchTooLarge'),
});

/** ChirpStack v4's uplink event (`?event=up`), in protobuf's JSON mapping: the fields the product reads. */
export const chirpstackUplink = z.object({
  deduplicationId: z.string().optional(),
  time: z.iso.datetime({ offset: true }),
  deviceInfo: z.object({ devEui: z.string().regex(/^[0-9a-fA-F]{16}$/) }),
  fPort: z.number().int().min(1).max(255),
  data: z.string(),
});

/** The Things Stack v3's webhook uplink message: the fields the product reads. */
export const ttnUplink = z.object({
  end_device_ids: z.object({ dev_eui: z.string().regex(/^[0-9a-fA-F]{16}$/) }),
  received_at: z.iso.datetime({ offset: true }),
  uplink_message: z.object({
    f_port: z.number().int().min(1).max(255),
    frm_payload: z.string(),
    received_at: z.iso.datetime({ offset: true }).optional(),
  }),
});

/** A LoRaWAN uplink as both network servers deliver it: the device, the moment, the port and the bytes. */
export interface LoRaWanUplink {
  devEui: string;
  measuredAt: string;
  fPort: number;
  bytes: Uint8Array;
}

export function fromChirpstack(event: z.output<typeof chirpstackUplink>): LoRaWanUplink | null {
  const bytes = bytesOfBase64(event.data);
  if (!bytes) return null;
  return { devEui: event.deviceInfo.devEui.toUpperCase(), measuredAt: event.time, fPort: event.fPort, bytes };
}

export function fromTtn(message: z.output<typeof ttnUplink>): LoRaWanUplink | null {
  const bytes = bytesOfBase64(message.uplink_message.frm_payload);
  if (!bytes) return null;
  return {
    devEui: message.end_device_ids.dev_eui.toUpperCase(),
    // When the network server received it; the uplink's own time when it gives one.
    measuredAt: message.uplink_message.received_at ?? message.received_at,
    fPort: message.uplink_message.f_port,
    bytes,
  };
}
