import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { binReadings } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { createCompany } from '../companies/factories.ts';
import { createBin } from './factories.ts';
import { subscribeToChirpstack } from './mqtt.ts';

const now = new Date('2026-11-27T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
/** The reference's DF702 frame: 2,000 mm, 27 °C, 5°, full alarm on. */
const DF702_FRAME = Buffer.from(
  '80 00 01 01 11 07 D0 00 1B 00 05 10 00 00 00 00 81'.replaceAll(' ', ''),
  'hex',
).toString('base64');

/** An in-process broker on `port` (a free one by default), with the clients connected to it. */
async function startBroker(port = 0) {
  const broker = await Aedes.createBroker();
  const clients = new Map<string, Client>();
  broker.on('clientReady', (client) => clients.set(client.id, client));
  const server = createServer(broker.handle);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    broker,
    clients,
    port: (server.address() as AddressInfo).port,
    /** ChirpStack's MQTT integration publishing a device's uplink event. */
    publish(devEui: string, payload: string | object) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: `application/1/device/${devEui.toLowerCase()}/event/up`,
            payload: Buffer.from(body),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const uplink = (devEui: string, time: string) => ({
  deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
  time,
  deviceInfo: { applicationId: '1', devEui: devEui.toLowerCase(), deviceName: 'df702-gudang' },
  fCnt: 10,
  fPort: 3,
  data: DF702_FRAME,
});

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let broker: Awaited<ReturnType<typeof startBroker>>;
let subscriber: ReturnType<typeof subscribeToChirpstack>;
let companyId: string;
const warnings: string[] = [];
const errors: unknown[] = [];
const log = {
  debug: () => {},
  info: () => {},
  warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
  error: (...args: unknown[]) => errors.push(args),
};
const deps = () => ({
  db: ctx.db,
  notify: async () => {},
  publicUrl: 'http://localhost:3000',
  clock: () => new Date(now),
  log,
});

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => new Date(now) });
  companyId = (await createCompany(ctx.db, { name: 'PT Pangan Lestari', kind: 'customer' })).id;
  broker = await startBroker();
  const subscribed = once(broker.broker, 'subscribe');
  subscriber = subscribeToChirpstack(deps(), { url: `mqtt://127.0.0.1:${broker.port}` });
  await subscribed;
});
afterAll(async () => {
  await subscriber?.close();
  await broker?.close();
  await ctx?.close();
  expect(errors).toEqual([]);
});

const readingsOf = (binId: string) =>
  ctx.db.select().from(binReadings).where(eq(binReadings.binId, binId)).orderBy(binReadings.measuredAt);

describe('ChirpStack over MQTT', () => {
  it('stores an uplink as the HTTP integration does, and acknowledges it only once stored', async () => {
    const bin = await createBin(ctx.db, { companyId, devEui: 'A1B2C3D4E5F6A001', heightCm: 250 });
    // Read the moment the subscriber's PUBACK reaches the broker: the reading is committed by then.
    const storedWhenAcked = new Promise((resolve) =>
      broker.broker.once('ack', () => resolve(readingsOf(bin.id))),
    );
    await broker.publish('A1B2C3D4E5F6A001', uplink('A1B2C3D4E5F6A001', minutesAgo(3)));
    expect(await storedWhenAcked).toMatchObject([
      { distanceMm: 2000, fillPercent: 20, temperatureC: 27, tiltDeg: 5, alarmFull: true, alarmFire: false },
    ]);
  });

  it('drops a message that is not JSON or not an uplink, and goes on with the next', async () => {
    const bin = await createBin(ctx.db, { companyId, devEui: 'A1B2C3D4E5F6A002' });
    await broker.publish('A1B2C3D4E5F6A002', 'this is not JSON');
    await broker.publish('A1B2C3D4E5F6A002', { hello: 'world' });
    await broker.publish('A1B2C3D4E5F6A002', uplink('A1B2C3D4E5F6A002', minutesAgo(2)));
    await expect.poll(() => readingsOf(bin.id)).toHaveLength(1);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not JSON'),
        expect.stringContaining('not a ChirpStack uplink'),
      ]),
    );
  });

  it('keeps its session when the connection drops: a reading published meanwhile arrives after it reconnects', async () => {
    const bin = await createBin(ctx.db, { companyId, devEui: 'A1B2C3D4E5F6A003' });
    const [client] = broker.clients.values();
    client?.close();
    await broker.publish('A1B2C3D4E5F6A003', uplink('A1B2C3D4E5F6A003', minutesAgo(2)));
    await expect.poll(() => readingsOf(bin.id), { timeout: 5_000 }).toHaveLength(1);
  });

  it('connects to a restarted broker and subscribes again', async () => {
    const bin = await createBin(ctx.db, { companyId, devEui: 'A1B2C3D4E5F6A004' });
    await broker.close();
    broker = await startBroker(broker.port);
    // The new broker has no session for us: the subscriber must subscribe again before anything reaches it.
    await once(broker.broker, 'subscribe');
    await broker.publish('A1B2C3D4E5F6A004', uplink('A1B2C3D4E5F6A004', minutesAgo(1)));
    await expect
      .poll(() => readingsOf(bin.id), { timeout: 5_000 })
      .toMatchObject([{ distanceMm: 2000, temperatureC: 27, tiltDeg: 5 }]);
  });

  it('subscribes once a broker that was down when it started comes up', async () => {
    const bin = await createBin(ctx.db, { companyId, devEui: 'A1B2C3D4E5F6A005' });
    const away = await startBroker();
    await away.close();
    const late = subscribeToChirpstack(deps(), {
      url: `mqtt://127.0.0.1:${away.port}/?clientId=sirkula-late`,
    });
    let back: Awaited<ReturnType<typeof startBroker>> | undefined;
    try {
      await expect.poll(() => warnings.join('\n')).toContain(`ECONNREFUSED 127.0.0.1:${away.port}`);
      back = await startBroker(away.port);
      await once(back.broker, 'subscribe');
      await back.publish('A1B2C3D4E5F6A005', uplink('A1B2C3D4E5F6A005', minutesAgo(1)));
      await expect.poll(() => readingsOf(bin.id), { timeout: 5_000 }).toHaveLength(1);
    } finally {
      await late.close();
      await back?.close();
    }
  });
});

describe('MQTT_URL', () => {
  const base = { DATABASE_URL: 'postgres://localhost/sirkula', AUTH_SECRET: 'x'.repeat(32) };

  it('takes the credentials out of the address, so the address alone can be logged', () => {
    expect(
      loadConfig({
        ...base,
        MQTT_URL: 'mqtt://chirp%40stack:p%2Fss@chirpstack.local:1883',
        MQTT_TOPIC: 'a/#',
      }).mqtt,
    ).toEqual({
      url: 'mqtt://chirpstack.local:1883',
      topic: 'a/#',
      username: 'chirp@stack',
      password: 'p/ss',
    });
    expect(loadConfig(base).mqtt).toBeUndefined();
  });

  it('refuses an address that is not a broker without repeating it', () => {
    for (const MQTT_URL of ['http://user:secret@chirpstack.local', 'user:secret@chirpstack.local:1883']) {
      expect(() => loadConfig({ ...base, MQTT_URL })).toThrow('MQTT_URL is not a broker address');
      expect(() => loadConfig({ ...base, MQTT_URL })).not.toThrow('secret');
    }
    expect(() => loadConfig({ ...base, MQTT_TOPIC: 'application/#' })).toThrow('without MQTT_URL');
  });
});
