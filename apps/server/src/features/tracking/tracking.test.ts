import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, journeyPositions, journeys } from '../../db/schema.ts';
import { login } from '../../test/app.ts';
import { handOver, type JourneyWorld, journeyWorld } from '../../test/journey-world.ts';
import { PASSWORD } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { createDriver } from '../fleet/factories.ts';

let world: JourneyWorld;
/** The transporter's driver, signed in on the phone, and another of the transporter's people. */
let driver: string;
let colleague: string;

beforeAll(async () => {
  world = await journeyWorld();
  const account = async (name: string) => {
    const user = await createUser(world.ctx.db, {
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}.${randomUUID().slice(0, 6)}@angkuthijau.co.id`,
      password: PASSWORD,
      userType: 'partner',
      role: 'member',
      companyId: world.transporter.company.id,
    });
    return { user, cookie: await login(world.ctx.app, user.email, PASSWORD) };
  };
  const sopir = await account('Dedi Kurniawan');
  driver = sopir.cookie;
  colleague = (await account('Agus Prasetyo')).cookie;
  driverRecord = await createDriver(world.ctx.db, {
    companyId: world.transporter.company.id,
    name: 'Dedi Kurniawan',
    userId: sopir.user.id,
  });
});
afterAll(() => world.ctx.close());

let driverRecord: { id: string };

/** A journey of the world's transporter driven by the signed-in driver, picked up when `onTheRoad`. */
async function drivenJourney(onTheRoad = true) {
  const record = await world.waitingRecord();
  const journey = await world.plan([record.id]);
  await world.ctx.db.update(journeys).set({ driverId: driverRecord.id }).where(eq(journeys.id, journey.id));
  if (onTheRoad) {
    const taken = await handOver(world, world.transporter.cookie, journey.id, record.id);
    expect(taken.statusCode).toBe(200);
  }
  return journey;
}

function position(latitude = -6.2646, longitude = 107.0561) {
  return {
    idempotencyKey: randomUUID(),
    latitude,
    longitude,
    accuracy: 30,
    occurredAt: new Date().toISOString(),
  };
}

async function storedPositions(journeyId: string) {
  return world.ctx.db.select().from(journeyPositions).where(eq(journeyPositions.journeyId, journeyId));
}

describe('positions from the driver’s phone', () => {
  it('stores the driver’s positions once each, one at a time or in a batch', async () => {
    const journey = await drivenJourney();
    const first = position();
    const sent = await world.call('POST', `/journeys/${journey.id}/positions`, driver, first);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ stored: 1, accepted: 1 });
    // Sent again from the offline queue, with the numbers as text: accepted, stored once.
    const again = await world.call('POST', `/journeys/${journey.id}/positions`, driver, {
      ...first,
      latitude: String(first.latitude),
      longitude: String(first.longitude),
    });
    expect(again.json()).toEqual({ stored: 0, accepted: 1 });
    const batch = await world.call('POST', `/journeys/${journey.id}/positions`, driver, {
      positions: [position(-6.254, 107.0173), position(-6.2476, 106.9894), first],
    });
    expect(batch.json()).toEqual({ stored: 2, accepted: 3 });
    expect(await storedPositions(journey.id)).toHaveLength(3);
  });

  it('refuses positions from anyone but the journey’s driver, storing nothing', async () => {
    const journey = await drivenJourney();
    const url = `/journeys/${journey.id}/positions`;
    const send = (cookie: string) => world.call('POST', url, cookie, position());
    // Another of the transporter's people, the receiver and staff see the journey but do not drive it.
    for (const cookie of [colleague, world.transporter.cookie, world.receiver.cookie, world.staff]) {
      const refused = await send(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_THE_DRIVER');
    }
    // An unrelated partner and a customer do not even see it.
    expect((await send(world.outsider.cookie)).statusCode).toBe(404);
    expect((await send(world.customer.cookie)).statusCode).toBe(404);
    expect(await storedPositions(journey.id)).toHaveLength(0);
  });

  it('refuses positions before the first pickup, and a position outside Indonesia', async () => {
    const waiting = await drivenJourney(false);
    const early = await world.call('POST', `/journeys/${waiting.id}/positions`, driver, position());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not on the road/);
    const journey = await drivenJourney();
    const swapped = await world.call(
      'POST',
      `/journeys/${journey.id}/positions`,
      driver,
      position(107.0561, -6.2646),
    );
    expect(swapped.statusCode).toBe(400);
    expect(await storedPositions(waiting.id)).toHaveLength(0);
    expect(await storedPositions(journey.id)).toHaveLength(0);
  });
});

describe('position times that cannot be true', () => {
  it('refuses a position more than five minutes ahead, alone or in a batch, and keeps old offline ones', async () => {
    const journey = await drivenJourney();
    const url = `/journeys/${journey.id}/positions`;
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

    const ahead = await world.call('POST', url, driver, { ...position(), occurredAt: at(10) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({
      code: 'TIME_IN_FUTURE',
      fields: {
        occurredAt:
          "The time is more than 5 minutes ahead of the server's clock. Check the date and time on the phone.",
      },
    });
    const batch = await world.call('POST', url, driver, {
      positions: [
        { ...position(), occurredAt: at(-90) },
        { ...position(), occurredAt: at(60) },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(Object.keys(batch.json().fields)).toEqual(['positions.1.occurredAt']);
    expect(await storedPositions(journey.id)).toHaveLength(0);

    const offline = await world.call('POST', url, driver, {
      positions: [
        { ...position(), occurredAt: at(-90) },
        { ...position(), occurredAt: at(3) },
      ],
    });
    expect(offline.json()).toEqual({ stored: 2, accepted: 2 });
  });
});

describe('the tracking map', () => {
  it('shows staff the journeys on the road with their last position and route, and today’s receivers', async () => {
    await world.ctx.db
      .update(companies)
      .set({ latitude: -6.4046, longitude: 106.9728 })
      .where(eq(companies.id, world.receiver.company.id));
    const journey = await drivenJourney();
    // After the pickup, a few milliseconds apart.
    const later = async (latitude: number, longitude: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return position(latitude, longitude);
    };
    await world.call('POST', `/journeys/${journey.id}/positions`, driver, {
      positions: [await later(-6.2646, 107.0561), await later(-6.254, 107.0173)],
    });
    const map = await world.call('GET', '/tracking/map', world.staff);
    expect(map.statusCode).toBe(200);
    const shown = map.json().journeys.find((row: { id: string }) => row.id === journey.id);
    expect(shown.position).toMatchObject({ latitude: -6.254, longitude: 107.0173 });
    // The pickup's place (from the handover) comes first, then the positions.
    expect(shown.route).toHaveLength(3);
    expect(map.json().receivers.map((row: { id: string }) => row.id)).toContain(world.receiver.company.id);

    const filtered = await world.call(
      'GET',
      `/tracking/map?customerId=${world.otherCustomer.company.id}`,
      world.staff,
    );
    expect(filtered.json().journeys.map((row: { id: string }) => row.id)).not.toContain(journey.id);
    const scheduledOnly = await world.call('GET', '/tracking/map?stage=scheduled', world.staff);
    expect(scheduledOnly.json().journeys).toEqual([]);
  });

  it('lists records by status with their last event, for staff only', async () => {
    const journey = await drivenJourney();
    const list = await world.call('GET', '/tracking/records?status=onProgress&pageSize=100', world.staff);
    expect(list.statusCode).toBe(200);
    const row = list
      .json()
      .items.find((item: { journey: { id: string } | null }) => item.journey?.id === journey.id);
    expect(row.lastEvent.kind).toBe('pickedUp');
    for (const cookie of [world.customer.cookie, world.transporter.cookie, driver]) {
      expect((await world.call('GET', '/tracking/records', cookie)).statusCode).toBe(403);
      expect((await world.call('GET', '/tracking/map', cookie)).statusCode).toBe(403);
    }
  });

  it('shows a customer its record’s route but only its own site, and nobody else’s record', async () => {
    await world.ctx.db
      .update(companies)
      .set({ latitude: -6.2936, longitude: 107.1541 })
      .where(eq(companies.id, world.customer.company.id));
    await world.ctx.db
      .update(companies)
      .set({ latitude: -6.1951, longitude: 106.6235 })
      .where(eq(companies.id, world.otherCustomer.company.id));
    const mine = await world.waitingRecord('customer');
    const theirs = await world.waitingRecord('other');
    const journey = await world.plan([mine.id, theirs.id]);
    await handOver(world, world.transporter.cookie, journey.id, mine.id);
    const route = await world.call('GET', `/waste/${mine.id}/route`, world.customer.cookie);
    expect(route.statusCode).toBe(200);
    expect(route.json().pickups.map((site: { id: string }) => site.id)).toEqual([world.customer.company.id]);
    expect(route.json().events.map((event: { kind: string }) => event.kind)).toEqual(['pickedUp']);
    expect((await world.call('GET', `/waste/${theirs.id}/route`, world.customer.cookie)).statusCode).toBe(
      404,
    );
    const whole = await world.call('GET', `/journeys/${journey.id}/route`, world.transporter.cookie);
    expect(whole.json().pickups).toHaveLength(2);
    expect((await world.call('GET', `/journeys/${journey.id}/route`, world.customer.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('the map configuration', () => {
  it('tells anyone that the tiles are off (as the API tests run), and allows no tile host', async () => {
    const answer = await world.ctx.app.inject({ method: 'GET', url: '/api/v1/tracking/map-config' });
    expect(answer.json()).toEqual({ tileUrl: null, attribution: '' });
    expect(answer.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });
});
