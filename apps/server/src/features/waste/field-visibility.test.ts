import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { login } from '../../test/app.ts';
import { type JourneyWorld, journeyWorld } from '../../test/journey-world.ts';
import { PASSWORD, signedInUser } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { createDriver } from '../fleet/factories.ts';

/**
 * What each persona is sent about one waste record on a journey, read from the raw JSON of the list and
 * the detail: the price goes to whoever pays or bills it (staff, the customer's people), never to the
 * partners who carry or receive it, whatever their screens show.
 */
let world: JourneyWorld;
let recordId: string;
const personas: Record<string, { cookie: string; seesPrice: boolean }> = {};

beforeAll(async () => {
  world = await journeyWorld();
  const { ctx } = world;
  const customerUser = await signedInUser(ctx.app, ctx.db, {
    userType: 'customer',
    role: 'member',
    companyId: world.customer.company.id,
  });
  const transporterAdmin = await signedInUser(ctx.app, ctx.db, {
    userType: 'partner',
    role: 'admin',
    companyId: world.transporter.company.id,
  });
  const driverAccount = await createUser(ctx.db, {
    name: 'Dedi Kurniawan',
    email: `dedi.${randomUUID().slice(0, 6)}@angkuthijau.co.id`,
    password: PASSWORD,
    userType: 'partner',
    role: 'member',
    companyId: world.transporter.company.id,
  });
  const driver = await createDriver(ctx.db, {
    companyId: world.transporter.company.id,
    name: 'Dedi Kurniawan',
    userId: driverAccount.id,
  });
  const record = await world.waitingRecord();
  recordId = record.id;
  const journey = await world.plan([record.id]);
  await ctx.db.update(journeys).set({ driverId: driver.id }).where(eq(journeys.id, journey.id));

  Object.assign(personas, {
    'internal staff': { cookie: world.staff, seesPrice: true },
    'customer admin': { cookie: world.customer.cookie, seesPrice: true },
    'customer user': { cookie: customerUser.cookie, seesPrice: true },
    'transporter admin': { cookie: transporterAdmin.cookie, seesPrice: false },
    driver: { cookie: await login(ctx.app, driverAccount.email, PASSWORD), seesPrice: false },
    receiver: { cookie: world.receiver.cookie, seesPrice: false },
  });
});
afterAll(() => world.ctx.close());

const PERSONAS = [
  'internal staff',
  'customer admin',
  'customer user',
  'transporter admin',
  'driver',
  'receiver',
] as const;

describe.each(PERSONAS)('a waste record as %s reads it', (name) => {
  const persona = () => {
    const found = personas[name];
    if (!found) throw new Error(`No persona ${name}`);
    return found;
  };

  it('the list row carries the price only for those who pay or bill it', async () => {
    const { cookie, seesPrice } = persona();
    const response = await world.call('GET', '/waste?pageSize=100', cookie);
    expect(response.statusCode).toBe(200);
    const items: Array<Record<string, unknown>> = JSON.parse(response.body).items;
    const row = items.find((item) => item.id === recordId);
    expect(row).toBeDefined();
    expect(Object.hasOwn(row ?? {}, 'potentialCost')).toBe(seesPrice);
    expect(response.body.includes('potentialCost')).toBe(seesPrice);
    // Everything a handover needs is still there for everyone.
    expect(row).toMatchObject({ registrationNumber: expect.any(String), quantity: 120, unit: 'kg' });
  });

  it('the detail carries the price only for those who pay or bill it', async () => {
    const { cookie, seesPrice } = persona();
    const response = await world.call('GET', `/waste/${recordId}`, cookie);
    expect(response.statusCode).toBe(200);
    const detail: Record<string, unknown> = JSON.parse(response.body);
    expect(Object.hasOwn(detail, 'potentialCost')).toBe(seesPrice);
    if (seesPrice) expect(detail.potentialCost).toBe(540_000);
    expect(detail).toMatchObject({ id: recordId, pickupAddress: expect.any(String) });
  });
});
