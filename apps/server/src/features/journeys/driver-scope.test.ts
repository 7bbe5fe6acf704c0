import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { login } from '../../test/app.ts';
import { handOver, type JourneyWorld, journeyWorld } from '../../test/journey-world.ts';
import { PASSWORD, signedInUser } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { createDriver } from '../fleet/factories.ts';

/**
 * A driver account (a partner account linked to one of its company's drivers) sees and acts on the
 * journeys assigned to it; the partner's admins and its other people see all of the company's.
 */
let world: JourneyWorld;
let admin: string;
let dedi: string;
let agus: string;
/** Journeys of the transporter: Dedi's, Agus's and one nobody drives yet, each with one record. */
const trips: Record<'dedi' | 'agus' | 'unassigned', { id: string; recordId: string; registration: string }> =
  {
    dedi: { id: '', recordId: '', registration: '' },
    agus: { id: '', recordId: '', registration: '' },
    unassigned: { id: '', recordId: '', registration: '' },
  };

async function driverAccount(name: string) {
  const user = await createUser(world.ctx.db, {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}.${randomUUID().slice(0, 6)}@angkuthijau.co.id`,
    password: PASSWORD,
    userType: 'partner',
    role: 'member',
    companyId: world.transporter.company.id,
  });
  const driver = await createDriver(world.ctx.db, {
    companyId: world.transporter.company.id,
    name,
    userId: user.id,
  });
  return { driver, cookie: await login(world.ctx.app, user.email, PASSWORD) };
}

beforeAll(async () => {
  world = await journeyWorld();
  admin = (
    await signedInUser(world.ctx.app, world.ctx.db, {
      userType: 'partner',
      role: 'admin',
      companyId: world.transporter.company.id,
    })
  ).cookie;
  const first = await driverAccount('Dedi Kurniawan');
  const second = await driverAccount('Agus Prasetyo');
  dedi = first.cookie;
  agus = second.cookie;
  for (const [key, driverId] of [
    ['dedi', first.driver.id],
    ['agus', second.driver.id],
    ['unassigned', null],
  ] as const) {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    await world.ctx.db.update(journeys).set({ driverId }).where(eq(journeys.id, journey.id));
    trips[key] = { id: journey.id, recordId: record.id, registration: record.registrationNumber };
  }
});
afterAll(() => world.ctx.close());

async function listed(cookie: string, path: '/journeys' | '/waste') {
  const answer = await world.call('GET', `${path}?pageSize=100`, cookie);
  expect(answer.statusCode).toBe(200);
  return (answer.json().items as Array<{ id: string }>).map((item) => item.id);
}

describe('a driver account', () => {
  it('lists and opens only the journeys assigned to it, and their records', async () => {
    expect(await listed(dedi, '/journeys')).toEqual([trips.dedi.id]);
    expect((await world.call('GET', `/journeys/${trips.dedi.id}`, dedi)).statusCode).toBe(200);
    for (const other of [trips.agus, trips.unassigned]) {
      expect((await world.call('GET', `/journeys/${other.id}`, dedi)).statusCode).toBe(404);
      expect((await world.call('GET', `/waste/${other.recordId}`, dedi)).statusCode).toBe(404);
      const scanned = await world.call('GET', `/journeys/handover/${other.registration}`, dedi);
      expect(scanned.statusCode).toBe(404);
    }
    expect(await listed(dedi, '/waste')).toEqual([trips.dedi.recordId]);
    // The manifests of a journey name its senders: a driver reads its own journeys' only.
    const manifests = await world.call('GET', '/manifests?pageSize=100', dedi);
    expect(manifests.json().items.map((row: { journey: { id: string } }) => row.journey.id)).toEqual([
      trips.dedi.id,
    ]);
    expect((await world.call('GET', `/journeys/${trips.dedi.id}/manifests`, dedi)).statusCode).toBe(200);
    expect((await world.call('GET', `/journeys/${trips.agus.id}/manifests`, dedi)).statusCode).toBe(404);
  });

  it('hands over on its own journey only', async () => {
    expect((await handOver(world, agus, trips.dedi.id, trips.dedi.recordId)).statusCode).toBe(404);
    expect((await handOver(world, dedi, trips.unassigned.id, trips.unassigned.recordId)).statusCode).toBe(
      404,
    );
    expect((await handOver(world, dedi, trips.dedi.id, trips.dedi.recordId)).statusCode).toBe(200);
  });

  it('is the only phone that sends the journey’s positions; anyone else who sees it is told why not', async () => {
    const journey = trips.dedi;
    const position = () => ({
      idempotencyKey: randomUUID(),
      latitude: -6.2646,
      longitude: 107.0561,
      occurredAt: new Date().toISOString(),
    });
    const send = (cookie: string, language = 'en') =>
      world.call('POST', `/journeys/${journey.id}/positions`, cookie, position(), language);
    // On the road since the previous test's pickup.
    const detail = async (cookie: string) =>
      (await world.call('GET', `/journeys/${journey.id}`, cookie)).json().can.sendPosition;
    expect(await detail(dedi)).toBe(true);
    expect((await send(dedi)).json()).toEqual({ stored: 1, accepted: 1 });

    // The company's admin and its other people see the journey but do not drive it.
    for (const cookie of [admin, world.transporter.cookie]) {
      expect(await detail(cookie)).toBe(false);
      const refused = await send(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'NOT_THE_DRIVER',
        message: 'Only the journey’s driver sends its position.',
      });
    }
    // Another driver of the company does not even see it.
    expect((await send(agus)).statusCode).toBe(404);
  });
});

describe('the partner’s admins and other people', () => {
  it('count all of the company’s journeys on their dashboard, a driver its own', async () => {
    const journeysCounted = async (cookie: string) => {
      const answer = await world.call('GET', '/dashboard', cookie);
      expect(answer.statusCode).toBe(200);
      const funnel: Array<{ count: number }> = answer.json().funnel;
      return funnel.reduce((sum, stage) => sum + stage.count, 0);
    };
    expect(await journeysCounted(dedi)).toBe(1);
    expect(await journeysCounted(admin)).toBe(3);
    expect(await journeysCounted(world.transporter.cookie)).toBe(3);
  });

  it('see all of the company’s journeys and their records', async () => {
    const all = [trips.dedi.id, trips.agus.id, trips.unassigned.id].sort();
    for (const cookie of [admin, world.transporter.cookie]) {
      expect((await listed(cookie, '/journeys')).sort()).toEqual(all);
      const records = await listed(cookie, '/waste');
      for (const trip of Object.values(trips)) expect(records).toContain(trip.recordId);
    }
  });
});
