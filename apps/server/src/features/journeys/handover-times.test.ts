import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, journeyEvents, wasteRecords } from '../../db/schema.ts';
import { handOver, type JourneyWorld, journeyWorld, pickupForm } from '../../test/journey-world.ts';

let world: JourneyWorld;

beforeAll(async () => {
  world = await journeyWorld();
});
afterAll(() => world.ctx.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The handovers recorded on a journey (planning and assigning leave events of their own). */
async function eventsOf(journeyId: string) {
  const events = await world.ctx.db
    .select()
    .from(journeyEvents)
    .where(eq(journeyEvents.journeyId, journeyId));
  return events.filter((event) => event.kind === 'pickedUp' || event.kind === 'received');
}

async function statusOf(id: string) {
  const [row] = await world.ctx.db
    .select({ status: wasteRecords.status })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, id));
  return row?.status;
}

describe('handover times that cannot be true', () => {
  it('refuses a pickup timed more than five minutes ahead, in the reader’s language, storing nothing', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const filesBefore = (await world.ctx.db.select().from(files)).length;

    const refused = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({ occurredAt: minutesFromNow(10) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TIME_IN_FUTURE',
      fields: {
        occurredAt:
          "The time is more than 5 minutes ahead of the server's clock. Check the date and time on the phone.",
      },
    });
    expect(await eventsOf(journey.id)).toHaveLength(0);
    expect((await world.ctx.db.select().from(files)).length).toBe(filesBefore);
    expect(await statusOf(record.id)).toBe('journeyAssigned');

    // A phone clock a few minutes fast, and a time long past (sent later offline), are both taken.
    const slightlyAhead = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({ occurredAt: minutesFromNow(4) }),
    );
    expect(slightlyAhead.statusCode).toBe(200);
  });

  it('takes a pickup made hours ago offline, and refuses a receipt timed tomorrow in Indonesian', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const earlier = minutesFromNow(-6 * 60);
    const taken = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({ occurredAt: earlier }),
    );
    expect(taken.statusCode).toBe(200);
    const [pickup] = await eventsOf(journey.id);
    expect(pickup?.occurredAt.toISOString()).toBe(earlier);

    const receive = (occurredAt: string) =>
      world.call(
        'POST',
        `/journeys/${journey.id}/records/${record.id}/receive`,
        world.receiver.cookie,
        { idempotencyKey: randomUUID(), quantity: 118.5, occurredAt },
        'id',
      );
    const tomorrow = await receive(minutesFromNow(24 * 60));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().fields.occurredAt).toBe(
      'Waktunya lebih dari 5 menit di depan jam server. Periksa tanggal dan jam di ponsel.',
    );
    expect(await eventsOf(journey.id)).toHaveLength(1);
    expect((await receive(minutesFromNow(-1))).statusCode).toBe(200);
  });
});
