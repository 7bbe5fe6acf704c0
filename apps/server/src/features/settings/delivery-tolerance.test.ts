import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, wasteRecords } from '../../db/schema.ts';
import { handOver, type JourneyWorld, journeyWorld, pickupForm } from '../../test/journey-world.ts';
import { signedInUser } from '../../test/people.ts';

let world: JourneyWorld;
let admin: string;

beforeAll(async () => {
  world = await journeyWorld();
  admin = (await signedInUser(world.ctx.app, world.ctx.db, { userType: 'internal', role: 'admin' })).cookie;
});
afterAll(() => world.ctx.close());

describe('the delivery tolerance', () => {
  it('is 0 until an internal admin sets it, and only they may', async () => {
    expect((await world.call('GET', '/settings/delivery-tolerance', world.staff)).json()).toEqual({
      tolerance: 0,
      canChange: false,
    });
    expect(
      (await world.call('PUT', '/settings/delivery-tolerance', world.staff, { tolerance: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await world.call('GET', '/settings/delivery-tolerance', world.transporter.cookie)).statusCode,
    ).toBe(403);
    const wrong = await world.call('PUT', '/settings/delivery-tolerance', admin, { tolerance: -1 }, 'id');
    expect(wrong.json().fields.tolerance).toBe(
      'Masukkan toleransi dari 0 sampai 1.000 dengan paling banyak dua angka desimal.',
    );
    expect((await world.call('GET', '/settings/delivery-tolerance', admin)).json().tolerance).toBe(0);
  });

  it('counts a delivery short by no more than the tolerance as whole', async () => {
    const saved = await world.call('PUT', '/settings/delivery-tolerance', admin, { tolerance: 2.5 });
    expect(saved.json()).toEqual({
      tolerance: 2.5,
      canChange: true,
      message: 'The delivery tolerance is saved.',
    });
    const audit = await world.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'deliveryTolerance'));
    expect(audit.at(-1)?.after).toEqual({ tolerance: 2.5 });

    const [within, beyond] = [await world.waitingRecord(), await world.waitingRecord()];
    const journey = await world.plan([within.id, beyond.id]);
    await handOver(world, world.transporter.cookie, journey.id, within.id, pickupForm({ quantity: 100 }));
    await handOver(world, world.transporter.cookie, journey.id, beyond.id, pickupForm({ quantity: 100 }));
    const receive = (id: string, quantity: number) =>
      world.call('POST', `/journeys/${journey.id}/records/${id}/receive`, world.receiver.cookie, {
        idempotencyKey: crypto.randomUUID(),
        quantity,
      });
    await receive(within.id, 97.5);
    await receive(beyond.id, 97.49);
    const statuses = await world.ctx.db
      .select({ id: wasteRecords.id, status: wasteRecords.status })
      .from(wasteRecords)
      .where(eq(wasteRecords.companyId, world.customer.company.id));
    const statusOf = (id: string) => statuses.find((row) => row.id === id)?.status;
    expect(statusOf(within.id)).toBe('delivered');
    expect(statusOf(beyond.id)).toBe('partiallyDelivered');
  });
});
