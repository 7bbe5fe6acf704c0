import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, files, numberSequences, wasteRecords } from '../../db/schema.ts';
import { signaturePng } from '../../seed/images.ts';
import { handOver, type JourneyWorld, journeyWorld, pickupForm } from '../../test/journey-world.ts';
import { multipartForm } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { pdfFile } from '../storage/test-files.ts';

let world: JourneyWorld;

beforeAll(async () => {
  world = await journeyWorld();
});
afterAll(() => world.ctx.close());

async function statusOf(id: string) {
  const [row] = await world.ctx.db
    .select({ status: wasteRecords.status })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, id));
  return row?.status;
}

function act(cookie: string, journeyId: string, path: string, body: object = {}) {
  return world.call('POST', `/journeys/${journeyId}/${path}`, cookie, {
    idempotencyKey: randomUUID(),
    ...body,
  });
}

function processed(cookie: string, journeyId: string) {
  const form = multipartForm({ idempotencyKey: randomUUID() }, [
    { field: 'certificate', name: 'berita-acara.pdf', data: pdfFile() },
  ]);
  return world.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/journeys/${journeyId}/processed`,
    headers: { cookie, 'content-type': form.contentType },
    payload: form.payload,
  });
}

describe('a journey from planning to completion', () => {
  it('carries two customers’ records through pickup, the transit hub, receipt, processing and completion', async () => {
    const first = await world.waitingRecord('customer', 120);
    const second = await world.waitingRecord('other', 80);
    const journey = await world.plan([first.id, second.id], { transitHubId: world.hub.id });
    expect(journey.number).toMatch(/^JRN-\d{4}-\d{6}$/);
    expect(await statusOf(first.id)).toBe('journeyAssigned');

    const driver = world.transporter.cookie;
    const pickedUp = await handOver(world, driver, journey.id, first.id);
    expect(pickedUp.statusCode).toBe(200);
    expect(pickedUp.json().message).toBe(`Pickup of ${first.registrationNumber} recorded.`);
    expect(pickedUp.json().journey.stage).toBe('pickup');
    expect(await statusOf(first.id)).toBe('onProgress');
    expect(
      (await handOver(world, driver, journey.id, second.id, pickupForm({ quantity: 80 }))).statusCode,
    ).toBe(200);

    expect((await act(driver, journey.id, 'hub-in')).json().journey.stage).toBe('transitHub');
    expect((await act(driver, journey.id, 'hub-out')).statusCode).toBe(200);

    const receiver = world.receiver.cookie;
    expect(
      (await act(receiver, journey.id, `records/${first.id}/receive`, { quantity: 118.5 })).statusCode,
    ).toBe(200);
    const last = await act(receiver, journey.id, `records/${second.id}/receive`, { quantity: 80 });
    expect(last.statusCode).toBe(200);
    expect(last.json().journey.records.map((record: { status: string }) => record.status)).toEqual([
      'delivered',
      'delivered',
    ]);
    expect(last.json().journey.discrepancy).toBeNull();
    const [delivered] = await world.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Limbah ${first.registrationNumber} sudah diterima`));
    expect(delivered?.body).toContain('Peta rute terlampir.');

    const done = await processed(receiver, journey.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().journey.stage).toBe('processed');
    const completed = await world.call('POST', `/journeys/${journey.id}/complete`, world.staff);
    expect(completed.json().journey).toMatchObject({ stage: 'completed', status: 'completed' });

    const kinds = completed.json().journey.events.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual([
      'created',
      'recordAdded',
      'recordAdded',
      'pickedUp',
      'pickedUp',
      'hubIn',
      'hubOut',
      'received',
      'received',
      'processed',
      'completed',
    ]);
    const pickup = completed
      .json()
      .journey.events.find((event: { kind: string }) => event.kind === 'pickedUp');
    expect(pickup).toMatchObject({
      quantity: 118.5,
      unit: 'kg',
      personInCharge: 'Slamet Riyadi',
      place: 'Bekasi',
    });
    expect(pickup.photoFileIds).toHaveLength(2);
  });

  it('tells the customer by e-mail, in Indonesian then English, when its record is picked up', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    await handOver(world, world.transporter.cookie, journey.id, record.id);
    const mails = await world.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Limbah ${record.registrationNumber} sudah dijemput`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.body).toContain(`Your waste ${record.registrationNumber} has been picked up`);
    expect(mails[0]?.body).toContain(`/public/track/${record.registrationNumber}`);
  });

  it('shows the public only each step’s kind, time, city and quantity', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    await handOver(world, world.transporter.cookie, journey.id, record.id);
    const track = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/track/${record.registrationNumber}`,
    });
    expect(track.json().stage).toBe('pickup');
    const pickup = track.json().events.find((event: { kind: string }) => event.kind === 'pickedUp');
    expect(pickup).toEqual({
      kind: 'pickedUp',
      occurredAt: expect.any(String),
      place: 'Bekasi',
      quantity: 118.5,
      unit: 'kg',
    });
    expect(track.body).not.toContain('Slamet');
  });
});

describe('a short delivery', () => {
  it('makes the short and the missing record partially delivered, flags the journey, and staff settle it', async () => {
    const short = await world.waitingRecord('customer', 100);
    const missing = await world.waitingRecord('other', 50);
    const journey = await world.plan([short.id, missing.id]);
    await handOver(world, world.transporter.cookie, journey.id, short.id, pickupForm({ quantity: 100 }));
    await handOver(world, world.transporter.cookie, journey.id, missing.id, pickupForm({ quantity: 50 }));
    await act(world.receiver.cookie, journey.id, `records/${short.id}/receive`, { quantity: 92.5 });
    const closed = await act(world.receiver.cookie, journey.id, 'close-delivery');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().journey.discrepancy).toBe('open');
    expect(await statusOf(short.id)).toBe('partiallyDelivered');
    expect(await statusOf(missing.id)).toBe('partiallyDelivered');

    expect((await processed(world.receiver.cookie, journey.id)).statusCode).toBe(200);
    const early = await world.call('POST', `/journeys/${journey.id}/complete`, world.staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Resolve the delivery discrepancy before completing the journey.');

    const accepted = await world.call(
      'POST',
      `/journeys/${journey.id}/records/${short.id}/resolve`,
      world.staff,
      {
        resolution: 'acceptLower',
        cause: 'Penguapan cairan selama perjalanan',
      },
    );
    expect(accepted.json().journey.discrepancy).toBe('open');
    const lost = await world.call(
      'POST',
      `/journeys/${journey.id}/records/${missing.id}/resolve`,
      world.staff,
      {
        resolution: 'remainderLost',
        cause: 'Drum tertinggal di lokasi pelanggan',
      },
    );
    expect(lost.json().journey.discrepancy).toBe('resolved');
    const settled = lost
      .json()
      .journey.events.filter((event: { kind: string }) => event.kind === 'discrepancyResolved');
    expect(settled.map((event: { quantity: number }) => event.quantity)).toEqual([92.5, 50]);
    expect(await statusOf(missing.id)).toBe('delivered');
    expect((await world.call('POST', `/journeys/${journey.id}/complete`, world.staff)).statusCode).toBe(200);
  });
});

describe('planning', () => {
  it('numbers journeys without gaps: a refused plan gives its number back', async () => {
    const taken = await world.waitingRecord();
    await world.plan([taken.id]);
    const [before] = await world.ctx.db
      .select()
      .from(numberSequences)
      .where(eq(numberSequences.series, 'journey'));
    const refused = await world.call('POST', '/journeys', world.staff, {
      transporterId: world.transporter.company.id,
      receiverId: world.receiver.company.id,
      plannedOn: world.plannedOn,
      wasteRecordIds: [taken.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(taken.registrationNumber);
    const [after] = await world.ctx.db
      .select()
      .from(numberSequences)
      .where(eq(numberSequences.series, 'journey'));
    expect(after?.last).toBe(before?.last);
  });

  it('gives concurrent plans different, consecutive numbers', async () => {
    const records = await Promise.all([1, 2, 3, 4].map(() => world.waitingRecord()));
    const journeys = await Promise.all(records.map((record) => world.plan([record.id])));
    const sequences = journeys.map((journey) => Number(journey.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(4);
    const [lowest = 0] = sequences;
    expect(sequences).toEqual([lowest, lowest + 1, lowest + 2, lowest + 3]);
  });

  it('refuses a receiver without the receiver role, and a record awaiting confirmation', async () => {
    const record = await world.waitingRecord();
    const wrongReceiver = await world.call('POST', '/journeys', world.staff, {
      transporterId: world.transporter.company.id,
      receiverId: world.transporter.company.id,
      plannedOn: world.plannedOn,
      wasteRecordIds: [record.id],
    });
    expect(wrongReceiver.statusCode).toBe(400);
    expect(wrongReceiver.json().fields.receiverId).toBe(
      'The receiver must be an active partner with the receiver role.',
    );
    await world.ctx.db.update(wasteRecords).set({ confirmedAt: null }).where(eq(wasteRecords.id, record.id));
    const unconfirmed = await world.call('POST', '/journeys', world.staff, {
      transporterId: world.transporter.company.id,
      receiverId: world.receiver.company.id,
      plannedOn: world.plannedOn,
      wasteRecordIds: [record.id],
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(await statusOf(record.id)).toBe('waiting');
  });

  it('lets one company be both parties only when it holds both roles', async () => {
    const record = await world.waitingRecord();
    const both = await world.call('POST', '/journeys', world.staff, {
      transporterId: world.outsider.company.id,
      receiverId: world.outsider.company.id,
      plannedOn: world.plannedOn,
      wasteRecordIds: [record.id],
    });
    expect(both.statusCode).toBe(201);
  });

  it('adds and removes records before pickup, and cancelling sends them back to waiting with the reason', async () => {
    const first = await world.waitingRecord();
    const second = await world.waitingRecord();
    const journey = await world.plan([first.id]);
    const added = await world.call('POST', `/journeys/${journey.id}/records`, world.staff, {
      wasteRecordIds: [second.id],
    });
    expect(added.json().journey.recordCount).toBe(2);
    const removed = await world.call('DELETE', `/journeys/${journey.id}/records/${second.id}`, world.staff);
    expect(removed.json().journey.recordCount).toBe(1);
    expect(await statusOf(second.id)).toBe('waiting');
    const cancelled = await world.call('POST', `/journeys/${journey.id}/cancel`, world.staff, {
      reason: 'Armada rusak',
    });
    expect(cancelled.json().journey).toMatchObject({ status: 'cancelled', cancelReason: 'Armada rusak' });
    expect(cancelled.json().journey.records).toHaveLength(1);
    expect(cancelled.json().journey.recordCount).toBe(1);
    expect(await statusOf(first.id)).toBe('waiting');
    // Waiting again, it can be planned on another journey.
    expect((await world.plan([first.id])).number).toMatch(/^JRN-/);
  });

  it('keeps records and the journey as they were once the first pickup is made', async () => {
    const first = await world.waitingRecord();
    const second = await world.waitingRecord();
    const journey = await world.plan([first.id]);
    await handOver(world, world.transporter.cookie, journey.id, first.id);
    const cancel = await world.call('POST', `/journeys/${journey.id}/cancel`, world.staff, {
      reason: 'Terlambat',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A journey can only be cancelled before the first pickup.');
    const add = await world.call('POST', `/journeys/${journey.id}/records`, world.staff, {
      wasteRecordIds: [second.id],
    });
    expect(add.statusCode).toBe(409);
    expect(await statusOf(second.id)).toBe('waiting');
  });
});

describe('handover from a phone', () => {
  it('lets one of two simultaneous handovers of a record win; the other gets 409', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const answers = await Promise.all([
      handOver(world, world.transporter.cookie, journey.id, record.id),
      handOver(world, world.staff, journey.id, record.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await world.call('GET', `/journeys/${journey.id}`, world.staff);
    expect(detail.json().events.filter((event: { kind: string }) => event.kind === 'pickedUp')).toHaveLength(
      1,
    );
  });

  it('applies an action sent twice once, and answers the repeat as the first', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const form = pickupForm();
    const filesBefore = (await world.ctx.db.select().from(files)).length;
    const first = await handOver(world, world.transporter.cookie, journey.id, record.id, form);
    const again = await handOver(world, world.transporter.cookie, journey.id, record.id, form);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(first.json().message);
    expect(
      again.json().journey.events.filter((event: { kind: string }) => event.kind === 'pickedUp'),
    ).toHaveLength(1);
    // One signature and two photos: the repeat stored no copies.
    expect((await world.ctx.db.select().from(files)).length).toBe(filesBefore + 3);
  });

  it('refuses a photo of the wrong type or too big and stores nothing', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const filesBefore = (await world.ctx.db.select().from(files)).length;
    const wrongType = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({}, [
        { field: 'signature', name: 'ttd.png', data: signaturePng() },
        { field: 'photos', name: 'muatan.jpg', data: pdfFile() },
      ]),
    );
    expect(wrongType.statusCode).toBe(400);
    const tooBig = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({}, [
        { field: 'signature', name: 'ttd.png', data: signaturePng() },
        { field: 'photos', name: 'muatan.jpg', data: Buffer.alloc(11 * 1024 * 1024, 0xff) },
      ]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect((await world.ctx.db.select().from(files)).length).toBe(filesBefore);
    expect(await statusOf(record.id)).toBe('journeyAssigned');
  });

  it('asks for the photos, the signature and the person in charge', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const noPhotos = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({}, []),
    );
    expect(noPhotos.json().fields.photos).toBe('Add at least one photo of the load.');
    const noName = await handOver(
      world,
      world.transporter.cookie,
      journey.id,
      record.id,
      pickupForm({ personInCharge: '' }),
    );
    expect(noName.json().fields.personInCharge).toBe("Enter the name of the customer's person in charge.");
  });

  it('takes a signed-in driver from a scanned label to the record’s handover', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const target = await world.call(
      'GET',
      `/journeys/handover/${record.registrationNumber.toLowerCase()}`,
      world.transporter.cookie,
    );
    expect(target.json()).toEqual({
      journeyId: journey.id,
      journeyNumber: journey.number,
      wasteRecordId: record.id,
      registrationNumber: record.registrationNumber,
      action: 'pickUp',
    });
    const notTheirs = await world.call(
      'GET',
      `/journeys/handover/${record.registrationNumber}`,
      world.outsider.cookie,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Journey record not found');
  });
});

describe('who may', () => {
  it('refuses customers, hides the journey from an unrelated partner, and keeps each party to its role', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    expect((await world.call('GET', `/journeys/${journey.id}`, world.customer.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', '/journeys', world.customer.cookie)).statusCode).toBe(403);
    expect((await handOver(world, world.customer.cookie, journey.id, record.id)).statusCode).toBe(403);
    expect((await world.call('GET', `/journeys/${journey.id}`, world.outsider.cookie)).statusCode).toBe(404);
    expect((await handOver(world, world.outsider.cookie, journey.id, record.id)).statusCode).toBe(404);
    expect((await handOver(world, world.receiver.cookie, journey.id, record.id)).statusCode).toBe(403);
    expect(await statusOf(record.id)).toBe('journeyAssigned');

    const outsiderList = await world.call('GET', '/journeys?pageSize=100', world.outsider.cookie);
    expect(outsiderList.json().items.map((item: { id: string }) => item.id)).not.toContain(journey.id);
    const transporterList = await world.call('GET', '/journeys?pageSize=100', world.transporter.cookie);
    expect(transporterList.json().items.map((item: { id: string }) => item.id)).toContain(journey.id);
  });

  it('lists for a partner the waste records on its journeys, and lets the customer follow its own', async () => {
    const record = await world.waitingRecord();
    const journey = await world.plan([record.id]);
    const partnerWaste = await world.call('GET', '/waste?pageSize=100', world.receiver.cookie);
    expect(partnerWaste.json().items.map((item: { id: string }) => item.id)).toContain(record.id);
    const outsiderWaste = await world.call('GET', `/waste/${record.id}`, world.outsider.cookie);
    expect(outsiderWaste.statusCode).toBe(404);
    const followed = await world.call('GET', `/waste/${record.id}/journey`, world.customer.cookie);
    expect(followed.json().journey).toMatchObject({
      id: journey.id,
      number: journey.number,
      stage: 'scheduled',
    });
    expect(
      (await world.call('GET', `/waste/${record.id}/journey`, world.otherCustomer.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('proof of delivery', () => {
  it('lets the customer download its record’s proof, in its language, and the transporter the journey’s', async () => {
    const mine = await world.waitingRecord('customer');
    const theirs = await world.waitingRecord('other');
    const journey = await world.plan([mine.id, theirs.id]);
    await handOver(world, world.transporter.cookie, journey.id, mine.id);
    const record = await world.call(
      'GET',
      `/waste/${mine.id}/proof.pdf`,
      world.customer.cookie,
      undefined,
      'id',
    );
    expect(record.statusCode).toBe(200);
    expect(record.headers['content-type']).toBe('application/pdf');
    expect(record.headers['content-disposition']).toContain(
      `bukti-serah-terima-${mine.registrationNumber}.pdf`,
    );
    // pdfmake may break a number after its hyphens; the text reads them back with a space.
    const text = pdfText(record.rawPayload).replaceAll('- ', '-');
    expect(text).toContain(mine.registrationNumber);
    expect(text).toContain('Slamet Riyadi');
    expect(text).not.toContain(theirs.registrationNumber);

    expect((await world.call('GET', `/waste/${theirs.id}/proof.pdf`, world.customer.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await world.call('GET', `/journeys/${journey.id}/proof.pdf`, world.customer.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await world.call('GET', `/journeys/${journey.id}/proof.pdf`, world.outsider.cookie)).statusCode,
    ).toBe(404);
    const whole = await world.call('GET', `/journeys/${journey.id}/proof.pdf`, world.transporter.cookie);
    expect(whole.statusCode).toBe(200);
    expect(pdfText(whole.rawPayload).replaceAll('- ', '-')).toContain(theirs.registrationNumber);
  });
});

describe('journey sheet', () => {
  it('gives the transporter every pickup to make, and the map of the places pinned so far', async () => {
    const mine = await world.waitingRecord('customer');
    const theirs = await world.waitingRecord('other');
    const journey = await world.plan([mine.id, theirs.id]);
    await handOver(world, world.transporter.cookie, journey.id, mine.id);

    const sheet = await world.call(
      'GET',
      `/journeys/${journey.id}/sheet.pdf`,
      world.transporter.cookie,
      undefined,
      'id',
    );
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(`surat-jalan-${journey.number}.pdf`);
    const text = pdfText(sheet.rawPayload).replaceAll('- ', '-');
    expect(text).toContain('Surat jalan');
    for (const record of [mine, theirs]) expect(text).toContain(record.registrationNumber);
    expect(text).toContain('PT Sehat Medika Farma');
    // Only the pickup signed on the phone has a place yet; neither company is pinned on the map.
    expect(text).toContain('1 Penjemputan: PT Maju Bersama Plastindo');
    expect(text).not.toContain('Penjemputan: PT Sehat Medika Farma');
    expect(text).toContain('Pengemudi');

    for (const cookie of [world.customer.cookie, world.outsider.cookie]) {
      expect((await world.call('GET', `/journeys/${journey.id}/sheet.pdf`, cookie)).statusCode).toBe(404);
    }
  });
});
