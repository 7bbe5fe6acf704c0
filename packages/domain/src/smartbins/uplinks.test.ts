import { describe, expect, it } from 'vitest';
import {
  chirpstackUplink,
  fromChirpstack,
  fromTtn,
  MAX_BATCH,
  telemetryBatch,
  telemetryReading,
  ttnUplink,
} from './uplinks.ts';

/** The Milesight EM310-UDL's documented frame, base64: battery 92 %, distance 2116 mm, tilted. */
const EM310_FRAME = 'AXVcA4JECAQAAQ==';

describe('our JSON batch', () => {
  it('takes a reading naming its device by EUI, written any usual way', () => {
    const reading = telemetryReading.parse({
      devEui: '24-e1-24-71-3b-23-1a-03',
      measuredAt: '2026-11-27T08:15:00+07:00',
      fillPercent: 64,
      batteryPercent: 88,
    });
    expect(reading.devEui).toBe('24E124713B231A03');
  });

  it('refuses a reading that names no device, or measures the impossible', () => {
    const noDevice = telemetryReading.safeParse({ measuredAt: '2026-11-27T08:15:00+07:00', fillPercent: 10 });
    expect(noDevice.success).toBe(false);
    expect(noDevice.error?.issues[0]?.message).toBe('smartbins.validation.readingDevice');
    const impossible = telemetryReading.safeParse({
      binId: '7d1f3a52-93b5-4f43-9d0e-1b6f0a2c4e11',
      measuredAt: '2026-11-27T08:15:00+07:00',
      fillPercent: 140,
    });
    expect(impossible.success).toBe(false);
    expect(telemetryReading.safeParse({ imei: '490154203237518', measuredAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('holds up to a thousand readings', () => {
    expect(telemetryBatch.safeParse({ readings: Array(MAX_BATCH).fill({}) }).success).toBe(true);
    const tooMany = telemetryBatch.safeParse({ readings: Array(MAX_BATCH + 1).fill({}) });
    expect(tooMany.error?.issues[0]?.message).toBe('smartbins.validation.batchTooLarge');
    expect(telemetryBatch.safeParse({ readings: [] }).success).toBe(false);
  });
});

describe('network servers', () => {
  it('read ChirpStack’s uplink event', () => {
    const event = chirpstackUplink.parse({
      deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
      time: '2026-11-27T01:15:00.123Z',
      deviceInfo: { tenantName: 'Sirkula', devEui: '24e124713b231a03', deviceName: 'kantin' },
      fCnt: 12,
      fPort: 85,
      data: EM310_FRAME,
    });
    const uplink = fromChirpstack(event);
    expect(uplink).toMatchObject({
      devEui: '24E124713B231A03',
      fPort: 85,
      measuredAt: '2026-11-27T01:15:00.123Z',
    });
    expect(uplink?.bytes).toHaveLength(10);
  });

  it('read The Things Stack’s webhook uplink, at the uplink’s own time when it gives one', () => {
    const message = ttnUplink.parse({
      end_device_ids: {
        device_id: 'kantin',
        application_ids: { application_id: 'sirkula' },
        dev_eui: '24E124713B231A03',
      },
      received_at: '2026-11-27T01:15:02Z',
      uplink_message: {
        f_port: 85,
        f_cnt: 12,
        frm_payload: EM310_FRAME,
        received_at: '2026-11-27T01:15:01Z',
      },
    });
    expect(fromTtn(message)).toMatchObject({
      devEui: '24E124713B231A03',
      measuredAt: '2026-11-27T01:15:01Z',
    });
  });

  it('give nothing for a payload that is not base64', () => {
    const event = chirpstackUplink.parse({
      time: '2026-11-27T01:15:00Z',
      deviceInfo: { devEui: '24e124713b231a03' },
      fPort: 85,
      data: '%%%',
    });
    expect(fromChirpstack(event)).toBeNull();
  });
});
