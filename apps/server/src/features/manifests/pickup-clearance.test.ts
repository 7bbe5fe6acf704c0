import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journeys, manifests } from '../../db/schema.ts';
import { type JourneyWorld, journeyWorld, pickupForm } from '../../test/journey-world.ts';
import { updateCompany } from '../companies/queries.ts';
import { createDriver, createVehicle } from '../fleet/factories.ts';
import { createWasteRecord, type WasteRow } from '../waste/factories.ts';

let world: JourneyWorld;

beforeAll(async () => {
  world = await journeyWorld();
  await updateCompany(world.ctx.db, world.transporter.company.id, {
    address: 'Jl. Raya Cikampek Km 3',
    transportRecommendationNumber: 'REK.12/PSLB3/PLB.3/2026',
  });
  await updateCompany(world.ctx.db, world.receiver.company.id, {
    address: 'Jl. Raya Narogong Km 12',
    b3LicenceNumber: 'SK.55/MENLHK-PSLB3/2025',
  });
});
afterAll(() => world.ctx.close());

function b3Record(wasteCode = 'B105d', whose: 'customer' | 'other' = 'customer') {
  return createWasteRecord(world.ctx.db, {
    contract: world.contracts[whose],
    status: 'waiting',
    confirmed: true,
    wasteCode,
    physicalForm: 'liquid',
    packageCount: 2,
  });
}

let plates = 0;
async function assignedJourney(records: WasteRow[]) {
  const journey = await world.plan(records.map((record) => record.id));
  plates += 1;
  const companyId = world.transporter.company.id;
  const vehicle = await createVehicle(world.ctx.db, { companyId, plate: `B ${7000 + plates} PCK` });
  const driver = await createDriver(world.ctx.db, { companyId, name: 'Dedi Kurniawan' });
  await world.ctx.db
    .update(journeys)
    .set({ vehicleId: vehicle.id, driverId: driver.id })
    .where(eq(journeys.id, journey.id));
  return journey;
}

/** The pickup as the driver's phone sends it, without recording any Festronik number first. */
function pickUp(journeyId: string, recordId: string, language = 'en') {
  const form = pickupForm();
  return world.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/journeys/${journeyId}/records/${recordId}/pickup`,
    headers: {
      cookie: world.transporter.cookie,
      'content-type': form.contentType,
      'accept-language': language,
    },
    payload: form.payload,
  });
}

const overrideUrl = (journeyId: string, senderId: string) =>
  `/journeys/${journeyId}/manifests/${senderId}/pickup-override`;

describe('picking up B3 waste', () => {
  it('is refused while the manifest has no Festronik number, in the reader’s language', async () => {
    const record = await b3Record();
    const journey = await assignedJourney([record]);
    const refused = await pickUp(journey.id, record.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'MANIFEST_NUMBER_MISSING',
      message:
        'This B3 waste cannot be picked up yet: its manifest has no Festronik number. Ask the operations team to record it, or to allow the pickup with a reason.',
    });
    const indonesian = await pickUp(journey.id, record.id, 'id');
    expect(indonesian.json().message).toContain('belum memiliki nomor Festronik');

    // Once staff record Festronik's number, the same pickup goes through.
    const numbered = await world.call(
      'PATCH',
      `/journeys/${journey.id}/manifests/${world.customer.company.id}`,
      world.staff,
      {
        festronikNumber: 'MNF-PCK-1',
        status: 'approvedBySender',
      },
    );
    expect(numbered.statusCode).toBe(200);
    expect((await pickUp(journey.id, record.id)).statusCode).toBe(200);
  });

  it('goes ahead without a number when staff record why; the manifest and the audit keep the reason', async () => {
    const record = await b3Record('A337-1', 'other');
    const journey = await assignedJourney([record]);
    const senderId = world.otherCustomer.company.id;
    const url = overrideUrl(journey.id, senderId);
    const reason = 'Festronik tidak dapat diakses sejak pagi; nomor menyusul.';

    // Neither the sender, the transporter, the receiver nor another company may allow it.
    for (const cookie of [
      world.otherCustomer.cookie,
      world.customer.cookie,
      world.transporter.cookie,
      world.receiver.cookie,
      world.outsider.cookie,
    ]) {
      const refused = await world.call('PUT', url, cookie, { reason });
      expect(refused.statusCode).toBe(403);
    }
    const tooShort = await world.call('PUT', url, world.staff, { reason: 'darurat' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.reason).toBe('Say why in at least 10 characters');
    expect(await world.ctx.db.select().from(manifests).where(eq(manifests.journeyId, journey.id))).toEqual(
      [],
    );

    const before = await world.call('GET', `/waste/${record.id}/manifest`, world.transporter.cookie);
    expect(before.json().manifest).toMatchObject({ festronikNumber: null, pickupOverride: null });
    expect(
      (await world.call('GET', `/waste/${record.id}/manifest`, world.staff)).json().manifest.can
        .overridePickup,
    ).toBe(true);

    const allowed = await world.call('PUT', url, world.staff, { reason });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().message).toBe('Pickup allowed without a Festronik number.');
    expect(allowed.json().manifest.pickupOverride).toMatchObject({ reason, byName: 'Pengguna Uji' });

    // The driver and the receiver see the manifest's state on the handover screen.
    for (const cookie of [world.transporter.cookie, world.receiver.cookie]) {
      const seen = await world.call('GET', `/waste/${record.id}/manifest`, cookie);
      expect(seen.json().manifest).toMatchObject({ festronikNumber: null, pickupOverride: { reason } });
    }
    expect((await pickUp(journey.id, record.id)).statusCode).toBe(200);

    const [row] = await world.ctx.db.select().from(manifests).where(eq(manifests.journeyId, journey.id));
    const audited = await world.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row?.id ?? ''), eq(auditLog.action, 'pickupOverride')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toEqual({ pickupOverrideReason: reason });
  });

  it('needs no override once there is a number, and never holds back other waste', async () => {
    const record = await b3Record();
    const nonB3 = await createWasteRecord(world.ctx.db, {
      contract: world.contracts.customer,
      status: 'waiting',
      confirmed: true,
      type: 'nonB3',
      subType: null,
      wasteCode: null,
    });
    const journey = await assignedJourney([record, nonB3]);
    expect((await pickUp(journey.id, nonB3.id)).statusCode).toBe(200);
    await world.call('PATCH', `/journeys/${journey.id}/manifests/${world.customer.company.id}`, world.staff, {
      festronikNumber: 'MNF-PCK-2',
      status: 'approvedBySender',
    });
    const needless = await world.call(
      'PUT',
      overrideUrl(journey.id, world.customer.company.id),
      world.staff,
      {
        reason: 'Festronik tidak dapat diakses sejak pagi.',
      },
    );
    expect(needless.statusCode).toBe(409);
    expect(needless.json().code).toBe('MANIFEST_HAS_NUMBER');
  });
});

describe('hazard characteristics per waste', () => {
  it('default to the code’s, are set per record by staff (audited), and are named when missing', async () => {
    const oil = await b3Record();
    const ash = await b3Record('B409');
    const journey = await assignedJourney([oil, ash]);
    const read = async () =>
      (await world.call('GET', `/waste/${oil.id}/manifest`, world.staff)).json().manifest as {
        wastes: { registrationNumber: string; characteristics: string[]; characteristicsFromCode: boolean }[];
        gaps: { field: string; registrationNumber: string | null }[];
      };
    const waste = (manifest: Awaited<ReturnType<typeof read>>, record: WasteRow) =>
      manifest.wastes.find((item) => item.registrationNumber === record.registrationNumber);

    const first = await read();
    expect(waste(first, oil)).toMatchObject({
      characteristics: ['flammable'],
      characteristicsFromCode: true,
    });
    // The code list gives fly ash no characteristic: the manifest names it as missing.
    expect(waste(first, ash)).toMatchObject({ characteristics: [], characteristicsFromCode: true });
    expect(first.gaps).toEqual([
      { part: 'waste', field: 'characteristics', registrationNumber: ash.registrationNumber },
    ]);

    const refused = await world.call('PATCH', `/waste/${ash.id}/manifest`, world.customer.cookie, {
      physicalForm: 'solid',
      packageCount: 2,
      characteristics: ['toxic'],
    });
    expect(refused.statusCode).toBe(403);
    const bad = await world.call('PATCH', `/waste/${ash.id}/manifest`, world.staff, {
      physicalForm: 'solid',
      packageCount: 2,
      characteristics: ['radioactive'],
    });
    expect(bad.statusCode).toBe(400);

    const saved = await world.call('PATCH', `/waste/${ash.id}/manifest`, world.staff, {
      physicalForm: 'solid',
      packageCount: 2,
      characteristics: ['toxic', 'corrosive'],
    });
    expect(saved.statusCode).toBe(200);
    const second = await read();
    expect(waste(second, ash)).toMatchObject({
      characteristics: ['corrosive', 'toxic'],
      characteristicsFromCode: false,
    });
    expect(second.gaps).toEqual([]);
    const audited = await world.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ash.id), eq(auditLog.action, 'manifestDetails')));
    expect(audited.map((entry) => entry.after)).toEqual([
      { physicalForm: 'solid', packageCount: 2, characteristics: ['corrosive', 'toxic'] },
    ]);

    // Leaving them out keeps them; an empty list goes back to the code's.
    await world.call('PATCH', `/waste/${ash.id}/manifest`, world.staff, {
      physicalForm: 'solid',
      packageCount: 3,
    });
    expect(waste(await read(), ash)?.characteristics).toEqual(['corrosive', 'toxic']);
    await world.call('PATCH', `/waste/${ash.id}/manifest`, world.staff, {
      physicalForm: 'solid',
      packageCount: 3,
      characteristics: [],
    });
    expect(waste(await read(), ash)).toMatchObject({ characteristics: [], characteristicsFromCode: true });

    // The list names the manifest as incomplete too.
    const list = await world.call('GET', '/manifests?pageSize=100', world.staff);
    const listed = list
      .json()
      .items.find((item: { journey: { id: string } }) => item.journey.id === journey.id);
    expect(listed.gaps).toEqual([
      { part: 'waste', field: 'characteristics', registrationNumber: ash.registrationNumber },
    ]);
  });
});
