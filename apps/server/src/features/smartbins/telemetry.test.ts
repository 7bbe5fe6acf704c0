import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binAlerts,
  binHourlyReadings,
  binReadings,
  emailOutbox,
  integrationKeys,
  smartBins,
} from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createKey } from '../integrations/public.ts';
import { createBin } from './factories.ts';
import { rollUpReadings } from './upkeep.ts';

const now = new Date('2026-11-27T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
/** The server's clock: `now`, moved on where a test needs readings received later. */
let clockAt = now;
/** The reference's DF702 frame: 2,000 mm, 27 °C, 5°, full alarm on. */
const DF702_FRAME = Buffer.from(
  '80 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 00 81'.replaceAll(' ', ''),
  'hex',
).toString('base64');

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let otherCustomer: Awaited<ReturnType<typeof companyWithAdmin>>;
let providerKey: string;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => new Date(clockAt) });
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pangan Lestari');
  otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tekstil Nusantara');
  providerKey = (await createKey(ctx.db)).key;
});
afterAll(() => ctx.close());

function send(path: string, key: string, payload: object, query = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/telemetry${path}${query}`,
    headers: { authorization: `Bearer ${key}`, 'accept-language': 'id' },
    payload,
  });
}

const storedOf = async (binId: string) =>
  (await ctx.db.select({ n: count() }).from(binReadings).where(eq(binReadings.binId, binId)))[0]?.n;

describe('our JSON batch', () => {
  it('answers each reading: accepted, duplicate or refused with its reason, and stores exactly the good ones', async () => {
    const bin = await createBin(ctx.db, { companyId: customer.company.id, imei: '490154203237518' });
    const good = { imei: '490154203237518', measuredAt: minutesAgo(30), distanceMm: 400 };
    const answer = await send('', providerKey, {
      readings: [
        good,
        { ...good, measuredAt: minutesAgo(20), fillPercent: 70.4, temperatureC: 31.5 },
        good,
        { imei: '490154203237518', measuredAt: 'yesterday' },
        { measuredAt: minutesAgo(5), fillPercent: 10 },
        { imei: '356938035643809', measuredAt: minutesAgo(5), fillPercent: 10 },
        { imei: '490154203237518', measuredAt: new Date(now.getTime() + 10 * 60_000).toISOString() },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ accepted: 2, duplicates: 1, refused: 4, ignored: 0 });
    expect(
      body.items.map((item: { status: string; reason: string | null }) => [item.status, item.reason]),
    ).toEqual([
      ['accepted', null],
      ['accepted', null],
      ['duplicate', null],
      ['refused', 'invalid'],
      ['refused', 'invalid'],
      ['refused', 'unknownDevice'],
      ['refused', 'future'],
    ]);
    expect(body.items[4].message).toBe(
      'Setiap pembacaan harus menyebut perangkatnya: device EUI, IMEI, atau tempat sampahnya',
    );
    expect(await storedOf(bin.id)).toBe(2);

    const again = (await send('', providerKey, { readings: [good] })).json();
    expect(again).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await storedOf(bin.id)).toBe(2);
  });

  it('keeps the newest reading on the bin and sums each hour, whatever order readings arrive in', async () => {
    const bin = await createBin(ctx.db, { companyId: customer.company.id, heightCm: 100 });
    await send('', providerKey, {
      readings: [
        { binId: bin.id, measuredAt: '2026-11-27T01:10:00Z', distanceMm: 600, temperatureC: 30 },
        { binId: bin.id, measuredAt: '2026-11-27T01:40:00Z', distanceMm: 500, batteryPercent: 80 },
      ],
    });
    const hours = () => ctx.db.select().from(binHourlyReadings).where(eq(binHourlyReadings.binId, bin.id));
    await rollUpReadings(ctx.db, minutesLater(1));
    expect(await hours()).toMatchObject([{ readings: 2, fillSum: 90 }]);
    // An older reading arriving late is stored and rolled up, but the bin keeps its newest; a resent
    // one counts once.
    clockAt = minutesLater(2);
    await send('', providerKey, {
      readings: [
        { binId: bin.id, measuredAt: '2026-11-27T01:05:00Z', distanceMm: 900, temperatureC: 33 },
        { binId: bin.id, measuredAt: '2026-11-27T01:40:00Z', distanceMm: 500, batteryPercent: 80 },
      ],
    });
    await rollUpReadings(ctx.db, minutesLater(3));
    clockAt = now;
    const [row] = await ctx.db.select().from(smartBins).where(eq(smartBins.id, bin.id));
    expect(row).toMatchObject({ lastDistanceMm: 500, lastFillPercent: 50, lastBatteryPercent: 80 });
    expect(row?.lastReadingAt?.toISOString()).toBe('2026-11-27T01:40:00.000Z');
    expect(await hours()).toEqual([
      {
        binId: bin.id,
        hour: new Date('2026-11-27T01:00:00Z'),
        readings: 3,
        fillSum: 40 + 50 + 10,
        fillCount: 3,
        temperatureMax: 33,
        batteryMin: 80,
      },
    ]);
  });
});

describe('LoRaWAN network servers', () => {
  it('lands the same reading through ChirpStack, The Things Stack and our batch', async () => {
    const height = { heightCm: 250, deviceModel: 'dingtek-df702' as const };
    const viaChirpstack = await createBin(ctx.db, {
      ...height,
      companyId: customer.company.id,
      devEui: 'A1B2C3D4E5F60001',
    });
    const viaTtn = await createBin(ctx.db, {
      ...height,
      companyId: customer.company.id,
      devEui: 'A1B2C3D4E5F60002',
    });
    const viaBatch = await createBin(ctx.db, {
      ...height,
      companyId: customer.company.id,
      devEui: 'A1B2C3D4E5F60003',
    });
    const at = minutesAgo(3);
    const chirpstack = await send(
      '/chirpstack',
      providerKey,
      {
        deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
        time: at,
        deviceInfo: { devEui: 'a1b2c3d4e5f60001', deviceName: 'df702-gudang' },
        fCnt: 10,
        fPort: 3,
        data: DF702_FRAME,
      },
      '?event=up',
    );
    const ttn = await send('/ttn', providerKey, {
      end_device_ids: { device_id: 'df702-kantin', dev_eui: 'A1B2C3D4E5F60002' },
      received_at: at,
      uplink_message: { f_port: 3, f_cnt: 10, frm_payload: DF702_FRAME, received_at: at },
    });
    const batch = await send('', providerKey, {
      readings: [
        {
          devEui: 'A1B2C3D4E5F60003',
          measuredAt: at,
          distanceMm: 2000,
          temperatureC: 27,
          tiltDeg: 5,
          alarms: { full: true, fire: false, tilt: false, lowBattery: false },
        },
      ],
    });
    for (const answer of [chirpstack, ttn, batch]) expect(answer.json()).toMatchObject({ accepted: 1 });
    const readings = await ctx.db.select().from(binReadings);
    const of = (binId: string) => {
      const {
        binId: _,
        receivedAt: __,
        ...values
      } = readings.find((reading) => reading.binId === binId) ?? {};
      return values;
    };
    expect(of(viaChirpstack.id)).toMatchObject({
      distanceMm: 2000,
      fillPercent: 20,
      temperatureC: 27,
      tiltDeg: 5,
      alarmFull: true,
    });
    expect(of(viaTtn.id)).toEqual(of(viaChirpstack.id));
    expect(of(viaBatch.id)).toEqual(of(viaChirpstack.id));
  });

  it('refuses a frame on the wrong port with its reason, and ignores events that are not uplinks', async () => {
    await createBin(ctx.db, {
      companyId: customer.company.id,
      devEui: 'A1B2C3D4E5F60009',
      deviceModel: 'dingtek-df702',
    });
    const uplink = {
      time: minutesAgo(1),
      deviceInfo: { devEui: 'A1B2C3D4E5F60009' },
      fPort: 85,
      data: DF702_FRAME,
    };
    const wrongPort = (await send('/chirpstack', providerKey, uplink, '?event=up')).json();
    expect(wrongPort.items[0]).toMatchObject({ status: 'refused', reason: 'unexpectedPort' });
    const join = (
      await send('/chirpstack', providerKey, { deviceInfo: { devEui: 'A1B2C3D4E5F60009' } }, '?event=join')
    ).json();
    expect(join).toMatchObject({ ignored: 1, items: [{ status: 'ignored', reason: 'notAnUplink' }] });
    const malformed = await send('/chirpstack', providerKey, { hello: 'world' }, '?event=up');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('integration keys', () => {
  it('keep a company’s key to its own bins: another company’s bin reads like an unknown one', async () => {
    const key = (await createKey(ctx.db, { companyId: customer.company.id })).key;
    const own = await createBin(ctx.db, { companyId: customer.company.id });
    const foreign = await createBin(ctx.db, { companyId: otherCustomer.company.id });
    const answer = (
      await send('', key, {
        readings: [
          { binId: own.id, measuredAt: minutesAgo(2), fillPercent: 20 },
          { binId: foreign.id, measuredAt: minutesAgo(2), fillPercent: 20 },
        ],
      })
    ).json();
    expect(answer.items.map((item: { reason: string | null }) => item.reason)).toEqual([
      null,
      'unknownDevice',
    ]);
    expect(await storedOf(foreign.id)).toBe(0);
  });

  it('refuse a revoked key, a wrong secret, a missing one and a signed-in session', async () => {
    const bin = await createBin(ctx.db, { companyId: customer.company.id });
    const staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const made = await apiCaller(ctx.app)('POST', '/integration-keys', staff.cookie, {
      name: 'ChirpStack pabrik',
      companyId: customer.company.id,
      scopes: ['telemetry:write'],
    });
    expect(made.statusCode).toBe(201);
    const { key, secret } = made.json();
    expect(secret).toMatch(/^sirkula_[a-z0-9]{12}_/);
    const listed = await apiCaller(ctx.app)('GET', '/integration-keys', staff.cookie);
    expect(listed.body).not.toContain(secret.slice(21));
    const reading = { readings: [{ binId: bin.id, measuredAt: minutesAgo(1), fillPercent: 5 }] };
    expect((await send('', secret, reading)).statusCode).toBe(200);

    const revoked = await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/revoke`, staff.cookie);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    for (const refused of [
      await send('', secret, reading),
      await send('', `${providerKey.slice(0, -1)}x`, reading),
      await ctx.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: reading }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/telemetry',
        payload: reading,
        headers: { cookie: staff.cookie },
      }),
    ]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('INVALID_KEY');
    }
  });

  it('refuse a key revoked on another server once this one has trusted it for ten seconds', async () => {
    const bin = await createBin(ctx.db, { companyId: customer.company.id });
    const { key, id } = await createKey(ctx.db, { companyId: customer.company.id });
    const reading = (minute: number) => ({
      readings: [{ binId: bin.id, measuredAt: minutesAgo(minute), fillPercent: 5 }],
    });
    expect((await send('', key, reading(3))).statusCode).toBe(200);
    // Another server revokes it: only the database knows.
    await ctx.db.update(integrationKeys).set({ revokedAt: now }).where(eq(integrationKeys.id, id));
    clockAt = new Date(now.getTime() + 10_001);
    try {
      const refused = await send('', key, reading(2));
      expect(refused.statusCode).toBe(401);
    } finally {
      clockAt = now;
    }
  });
});

describe('alerts', () => {
  it('opens a fire alert once however often it repeats, tells people at once, and closes it once', async () => {
    const bin = await createBin(ctx.db, { companyId: customer.company.id, label: 'Gudang pelarut' });
    const staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    const fire = (minute: number) => ({
      binId: bin.id,
      measuredAt: minutesAgo(200 - minute),
      temperatureC: 75,
    });
    for (let batch = 0; batch < 10; batch++) {
      const readings = Array.from({ length: 10 }, (_, index) => fire(batch * 10 + index));
      expect((await send('', providerKey, { readings })).json()).toMatchObject({ accepted: 10 });
    }
    const alerts = () => ctx.db.select().from(binAlerts).where(eq(binAlerts.binId, bin.id));
    expect(await alerts()).toMatchObject([{ kind: 'fire', closedAt: null, value: 75 }]);

    await backgroundWorkDone(ctx.app);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Alarm kebakaran: tempat sampah Gudang pelarut'));
    expect(mails.map((mail) => mail.recipient)).toEqual(
      expect.arrayContaining([customer.admin.email, staff.user.email]),
    );

    await send('', providerKey, {
      readings: [{ binId: bin.id, measuredAt: minutesAgo(50), temperatureC: 30 }],
    });
    await send('', providerKey, {
      readings: [{ binId: bin.id, measuredAt: minutesAgo(40), temperatureC: 31 }],
    });
    const [closed] = await alerts();
    expect(closed?.closedAt?.toISOString()).toBe(minutesAgo(50));
    const open = await ctx.db
      .select({ n: count() })
      .from(binAlerts)
      .where(and(eq(binAlerts.binId, bin.id), isNull(binAlerts.closedAt)));
    expect(open[0]?.n).toBe(0);
  });
});
