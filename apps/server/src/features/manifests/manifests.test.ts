import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journeys, manifests } from '../../db/schema.ts';
import { type JourneyWorld, journeyWorld } from '../../test/journey-world.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { updateCompany } from '../companies/queries.ts';
import { createDriver, createVehicle } from '../fleet/factories.ts';
import { createWasteRecord, type WasteRow } from '../waste/factories.ts';

let world: JourneyWorld;

beforeAll(async () => {
  world = await journeyWorld();
  // The partners of the journey world have a city only; a manifest needs their addresses.
  await updateCompany(world.ctx.db, world.transporter.company.id, {
    address: 'Jl. Raya Cikampek Km 3',
    npwp: '0987654321098000',
    transportRecommendationNumber: 'REK.12/PSLB3/PLB.3/2026',
  });
  await updateCompany(world.ctx.db, world.receiver.company.id, {
    address: 'Jl. Raya Narogong Km 12',
    b3LicenceNumber: 'SK.55/MENLHK-PSLB3/2025',
  });
});
afterAll(() => world.ctx.close());

/** A confirmed B3 record of one of the two customers, with what its manifest needs unless told otherwise. */
function b3Record(
  whose: 'customer' | 'other',
  details: { physicalForm?: WasteRow['physicalForm']; packageCount?: number | null; wasteCode?: string } = {},
) {
  return createWasteRecord(world.ctx.db, {
    contract: world.contracts[whose],
    status: 'waiting',
    confirmed: true,
    quantity: whose === 'customer' ? 400 : 64,
    wasteCode: details.wasteCode ?? (whose === 'customer' ? 'B105d' : 'A337-1'),
    physicalForm: details.physicalForm === undefined ? 'liquid' : details.physicalForm,
    packageCount: details.packageCount === undefined ? 2 : details.packageCount,
  });
}

let plates = 0;
/** A journey planned by staff, its vehicle and driver assigned (as the fleet screen would). */
async function journeyWith(records: WasteRow[], assigned = true) {
  const journey = await world.plan(records.map((record) => record.id));
  if (assigned) {
    plates += 1;
    const companyId = world.transporter.company.id;
    const vehicle = await createVehicle(world.ctx.db, { companyId, plate: `B ${9000 + plates} MNF` });
    const driver = await createDriver(world.ctx.db, { companyId, name: 'Dedi Kurniawan' });
    await world.ctx.db
      .update(journeys)
      .set({ vehicleId: vehicle.id, driverId: driver.id })
      .where(eq(journeys.id, journey.id));
  }
  return journey;
}

const exportUrl = (journeyId: string, senderId: string, kind: 'pdf' | 'csv' | 'json') =>
  `/journeys/${journeyId}/manifests/${senderId}/manifest.${kind}`;

/** RFC 4180 as the export writes it: quoted cells may hold commas, doubled quotes and line breaks. */
function csvRows(body: string) {
  const lines: string[][] = [[]];
  const cell = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/y;
  while (cell.lastIndex < body.length) {
    const match = cell.exec(body);
    if (!match) throw new Error('Not CSV');
    const raw = match[1] ?? '';
    lines.at(-1)?.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] === '\r\n') lines.push([]);
  }
  const [columns = [], ...rows] = lines.filter((line) => line.length > 0);
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? ''])));
}

describe('the manifests of a journey with two B3 customers', () => {
  it('gives each sender its own manifest with its wastes, the transporter and the receiver', async () => {
    const oil = await b3Record('customer');
    const sludge = await b3Record('customer', { physicalForm: 'sludge', packageCount: 3 });
    const clinic = await b3Record('other', { physicalForm: 'solid', packageCount: 5 });
    const nonB3 = await createWasteRecord(world.ctx.db, {
      contract: world.contracts.customer,
      status: 'waiting',
      confirmed: true,
      type: 'nonB3',
      subType: null,
      wasteCode: null,
    });
    const journey = await journeyWith([oil, sludge, clinic, nonB3]);

    const answer = await world.call('GET', `/journeys/${journey.id}/manifests`, world.staff);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items;
    expect(items.map((item: { sender: { name: string } }) => item.sender.name)).toEqual([
      'PT Maju Bersama Plastindo',
      'PT Sehat Medika Farma',
    ]);
    const [maju, sehat] = items;
    expect(maju.status).toBe('planned');
    expect(maju.festronikNumber).toBeNull();
    expect(maju.gaps).toEqual([]);
    expect(maju.sender).toMatchObject({ npwp: '0123456789012000', address: 'Jl. Industri Raya No. 1' });
    expect(maju.transporter).toMatchObject({
      name: 'PT Angkut Hijau Logistik',
      transportRecommendationNumber: 'REK.12/PSLB3/PLB.3/2026',
      vehiclePlate: expect.stringMatching(/MNF$/),
      vehiclePermitNumber: 'SK.123/PSLB3/2025',
      driverName: 'Dedi Kurniawan',
    });
    expect(maju.transporter).not.toHaveProperty('b3LicenceNumber');
    expect(maju.receiver).toMatchObject({
      name: 'PT Olah Limbah Prima',
      b3LicenceNumber: 'SK.55/MENLHK-PSLB3/2025',
    });
    expect(maju.sender).not.toHaveProperty('b3LicenceNumber');
    expect(
      maju.wastes.map((waste: { registrationNumber: string }) => waste.registrationNumber).sort(),
    ).toEqual([oil.registrationNumber, sludge.registrationNumber].sort());
    expect(maju.wastes.find((waste: { code: string }) => waste.code === 'B105d' && waste)).toMatchObject({
      name: { en: 'Used lubricating oil', id: 'Minyak pelumas bekas (hidrolik, mesin, gear, lubrikasi)' },
      category: 2,
      characteristics: ['flammable'],
      characteristicsFromCode: true,
      packaging: 'drum',
      unit: 'kg',
      plannedQuantity: 400,
    });
    expect(sehat.wastes).toEqual([
      expect.objectContaining({
        code: 'A337-1',
        // The code list knows clinical waste now, with its characteristic.
        name: {
          id: 'Limbah klinis memiliki karakteristik infeksius',
          en: 'Clinical waste with infectious characteristics',
        },
        category: 1,
        characteristics: ['infectious'],
        physicalForm: 'solid',
        packageCount: 5,
      }),
    ]);

    // CSV: one row per waste of that sender, never the other sender's.
    const csv = await world.call('GET', exportUrl(journey.id, world.customer.company.id, 'csv'), world.staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(
      `manifest-${journey.number}-pt-maju-bersama-plastindo.csv`,
    );
    const rows = csvRows(csv.body);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.registration_number).sort()).toEqual(
      [oil.registrationNumber, sludge.registrationNumber].sort(),
    );
    expect(rows[0]).toMatchObject({
      journey_number: journey.number,
      sender_name: 'PT Maju Bersama Plastindo',
      sender_npwp: '0123456789012000',
      transporter_npwp: '0987654321098000',
      driver_name: 'Dedi Kurniawan',
      transport_recommendation_number: 'REK.12/PSLB3/PLB.3/2026',
      vehicle_b3_permit: 'SK.123/PSLB3/2025',
      receiver_name: 'PT Olah Limbah Prima',
      receiver_b3_licence: 'SK.55/MENLHK-PSLB3/2025',
      unit: 'kg',
      planned_quantity: '400',
      sent_quantity: '',
    });
    expect(csv.body).not.toContain(clinic.registrationNumber);

    // JSON: the same content as the screens show, for the other sender.
    const json = await world.call(
      'GET',
      exportUrl(journey.id, world.otherCustomer.company.id, 'json'),
      world.staff,
    );
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain('attachment');
    const {
      gaps: _gaps,
      can: _can,
      updatedAt: _at,
      updatedByName: _by,
      pickupOverride: _override,
      ...content
    } = sehat;
    expect(json.json()).toEqual(content);

    // PDF: the three parts, in the reader's language, with this sender's waste only.
    const pdf = await world.call(
      'GET',
      exportUrl(journey.id, world.otherCustomer.company.id, 'pdf'),
      world.staff,
      undefined,
      'id',
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      `manifes-${journey.number}-pt-sehat-medika-farma.pdf`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Manifes limbah B3');
    expect(text).toContain('I. Pengirim (penghasil limbah)');
    expect(text).toContain('II. Pengangkut');
    expect(text).toContain('III. Penerima');
    expect(text).toContain('PT Sehat Medika Farma');
    expect(text).toContain(clinic.registrationNumber);
    expect(text).toContain('Limbah klinis memiliki karakteristik infeksius');
    expect(text).toContain('Infeksius');
    // pdfmake may break a line after a slash or hyphen: the extracted runs are joined without those breaks.
    const unbroken = text.replace(/([/-]) /g, '$1');
    expect(unbroken).toContain('REK.12/PSLB3/PLB.3/2026');
    expect(unbroken).toContain('SK.123/PSLB3/2025');
    expect(unbroken).toContain('SK.55/MENLHK-PSLB3/2025');
    expect(text).toContain('Dedi Kurniawan');
    expect(text).not.toContain(oil.registrationNumber);
    expect(text).not.toContain('PT Maju Bersama Plastindo');
  });

  it('names every missing field instead of exporting an incomplete manifest', async () => {
    const bare = await b3Record('customer', { physicalForm: null, packageCount: null });
    const journey = await journeyWith([bare], false);
    const list = await world.call('GET', `/journeys/${journey.id}/manifests`, world.staff);
    expect(list.json().items[0].gaps).toEqual([
      { part: 'transporter', field: 'vehiclePlate', registrationNumber: null },
      { part: 'transporter', field: 'driver', registrationNumber: null },
      { part: 'waste', field: 'physicalForm', registrationNumber: bare.registrationNumber },
      { part: 'waste', field: 'packageCount', registrationNumber: bare.registrationNumber },
    ]);
    for (const kind of ['pdf', 'csv', 'json'] as const) {
      const refused = await world.call(
        'GET',
        exportUrl(journey.id, world.customer.company.id, kind),
        world.staff,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'MANIFEST_INCOMPLETE' });
      expect(refused.json().message).toBe(
        [
          'The manifest cannot be exported yet: Festronik needs 4 more field(s).',
          '• Transporter: vehicle plate',
          '• Transporter: driver',
          `• ${bare.registrationNumber}: physical form`,
          `• ${bare.registrationNumber}: number of packages`,
        ].join('\n'),
      );
    }

    // Staff complete the waste's details on the manifest, audited on the record.
    const saved = await world.call('PATCH', `/waste/${bare.id}/manifest`, world.staff, {
      physicalForm: 'sludge',
      packageCount: 6,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().manifest.gaps).toHaveLength(2);
    const audited = await world.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bare.id), eq(auditLog.action, 'manifestDetails')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toEqual({ physicalForm: 'sludge', packageCount: 6, characteristics: null });
  });
});

describe('who sees which manifest', () => {
  it('lets a customer read and download only the manifest it sends; other parties read as not found', async () => {
    const mine = await b3Record('customer');
    const theirs = await b3Record('other');
    const journey = await journeyWith([mine, theirs]);
    const own = exportUrl(journey.id, world.customer.company.id, 'csv');
    const others = exportUrl(journey.id, world.otherCustomer.company.id, 'csv');

    expect((await world.call('GET', own, world.customer.cookie)).statusCode).toBe(200);
    expect((await world.call('GET', others, world.customer.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', own, world.otherCustomer.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', own, world.transporter.cookie)).statusCode).toBe(200);
    expect((await world.call('GET', own, world.receiver.cookie)).statusCode).toBe(200);
    expect((await world.call('GET', own, world.outsider.cookie)).statusCode).toBe(404);

    const journeyList = `/journeys/${journey.id}/manifests`;
    expect((await world.call('GET', journeyList, world.customer.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', journeyList, world.outsider.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', journeyList, world.receiver.cookie)).json().items).toHaveLength(2);

    const ownRecord = await world.call('GET', `/waste/${mine.id}/manifest`, world.customer.cookie);
    expect(ownRecord.statusCode).toBe(200);
    expect(ownRecord.json().manifest.sender.name).toBe('PT Maju Bersama Plastindo');
    expect(ownRecord.json().manifest.wastes).toHaveLength(1);
    expect(ownRecord.json().manifest.can).toEqual({
      update: false,
      changeDetails: false,
      overridePickup: false,
    });
    expect(
      (await world.call('GET', `/waste/${mine.id}/manifest`, world.otherCustomer.cookie)).statusCode,
    ).toBe(404);
    expect((await world.call('GET', `/waste/${mine.id}/manifest`, world.outsider.cookie)).statusCode).toBe(
      404,
    );

    const change = { festronikNumber: 'X-1', status: 'approvedBySender' };
    const path = `/journeys/${journey.id}/manifests/${world.customer.company.id}`;
    expect((await world.call('PATCH', path, world.customer.cookie, change)).statusCode).toBe(403);
    expect((await world.call('PATCH', path, world.transporter.cookie, change)).statusCode).toBe(403);
    const details = { physicalForm: 'solid', packageCount: 1 };
    expect(
      (await world.call('PATCH', `/waste/${mine.id}/manifest`, world.customer.cookie, details)).statusCode,
    ).toBe(403);
  });

  it('answers null for a record that is not on a journey yet', async () => {
    const waiting = await b3Record('customer');
    const answer = await world.call('GET', `/waste/${waiting.id}/manifest`, world.customer.cookie);
    expect(answer.json()).toEqual({ manifest: null });
  });
});

describe('the list of manifests', () => {
  it('shows a customer the manifests it sends, a partner its journeys’, and filters by status', async () => {
    const mine = await b3Record('customer');
    const theirs = await b3Record('other');
    const journey = await journeyWith([mine, theirs]);
    await world.call(
      'PATCH',
      `/journeys/${journey.id}/manifests/${world.otherCustomer.company.id}`,
      world.staff,
      {
        festronikNumber: 'LIST-1',
        status: 'approvedBySender',
      },
    );
    type Row = {
      journey: { id: string };
      sender: { name: string };
      status: string;
      firstWasteRecordId: string;
    };
    const rows = async (cookie: string, query = '') => {
      const answer = await world.call('GET', `/manifests?pageSize=100${query}`, cookie);
      expect(answer.statusCode).toBe(200);
      return (answer.json().items as Row[]).filter((row) => row.journey.id === journey.id);
    };
    expect(await rows(world.customer.cookie)).toEqual([
      expect.objectContaining({
        sender: expect.objectContaining({ name: 'PT Maju Bersama Plastindo' }),
        status: 'planned',
        firstWasteRecordId: mine.id,
      }),
    ]);
    const all = await world.call('GET', '/manifests?pageSize=100', world.customer.cookie);
    expect(all.json().items.every((row: Row) => row.sender.name === 'PT Maju Bersama Plastindo')).toBe(true);
    expect(await rows(world.transporter.cookie)).toHaveLength(2);
    expect(await rows(world.outsider.cookie)).toEqual([]);
    expect(await rows(world.staff, '&status=approvedBySender')).toEqual([
      expect.objectContaining({
        sender: expect.objectContaining({ name: 'PT Sehat Medika Farma' }),
        festronikNumber: 'LIST-1',
      }),
    ]);
  });
});

describe('recording Festronik’s number and status', () => {
  it('moves forward, back one step to correct a mistake, never further back, each change audited', async () => {
    const record = await b3Record('customer');
    const journey = await journeyWith([record]);
    const path = `/journeys/${journey.id}/manifests/${world.customer.company.id}`;

    const numberless = await world.call('PATCH', path, world.staff, { status: 'approvedBySender' });
    expect(numberless.statusCode).toBe(400);
    expect(numberless.json().fields.festronikNumber).toBeDefined();

    const typed = ' 0042/MNF/XI/2026 ';
    const approved = await world.call('PATCH', path, world.staff, {
      festronikNumber: typed,
      status: 'carried',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Manifest recorded.');
    expect(approved.json().manifest).toMatchObject({
      festronikNumber: '0042/MNF/XI/2026',
      status: 'carried',
    });
    expect(approved.json().manifest.updatedByName).toBe('Pengguna Uji');

    const back = await world.call('PATCH', path, world.staff, {
      festronikNumber: '0042/MNF/XI/2026',
      status: 'approvedByReceiver',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Manifest status moved back.');
    const tooFar = await world.call('PATCH', path, world.staff, {
      festronikNumber: '0042/MNF/XI/2026',
      status: 'planned',
    });
    expect(tooFar.statusCode).toBe(409);

    const [row] = await world.ctx.db.select().from(manifests).where(eq(manifests.journeyId, journey.id));
    expect(row?.status).toBe('approvedByReceiver');
    const trail = await world.ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manifest'), eq(auditLog.entityId, row?.id ?? '')))
      .orderBy(auditLog.createdAt);
    expect(trail).toEqual([
      {
        action: 'update',
        before: { status: 'planned', festronikNumber: null },
        after: { status: 'carried', festronikNumber: '0042/MNF/XI/2026' },
      },
      {
        action: 'statusBack',
        before: { status: 'carried', festronikNumber: '0042/MNF/XI/2026' },
        after: { status: 'approvedByReceiver', festronikNumber: '0042/MNF/XI/2026' },
      },
    ]);

    // Once reported, the waste's details are settled.
    await world.call('PATCH', path, world.staff, { festronikNumber: '0042/MNF/XI/2026', status: 'reported' });
    const late = await world.call('PATCH', `/waste/${record.id}/manifest`, world.staff, {
      physicalForm: 'solid',
      packageCount: 9,
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a sender with no B3 waste on the journey', async () => {
    const record = await b3Record('customer');
    const journey = await journeyWith([record]);
    const path = `/journeys/${journey.id}/manifests/${world.otherCustomer.company.id}`;
    const answer = await world.call('PATCH', path, world.staff, { status: 'planned' });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the pickup request', () => {
  it('keeps a B3 record’s physical form and package count, and drops them for other waste', async () => {
    const request = {
      contractId: world.contracts.customer.id,
      type: 'b3',
      subType: 'generalIndustry',
      wasteCode: 'B105d',
      quantity: 120,
      pickupAddress: 'Jl. Industri Raya No. 1, Bekasi',
      packaging: 'drum',
      physicalForm: 'liquid',
      packageCount: 1,
      timeWindow: 'morning',
      asDraft: true,
    };
    const b3 = await world.call('POST', '/waste', world.customer.cookie, request);
    expect(b3.statusCode).toBe(201);
    expect(b3.json().record).toMatchObject({ physicalForm: 'liquid', packageCount: 1 });
    const other = await world.call('POST', '/waste', world.customer.cookie, {
      ...request,
      type: 'nonB3',
      subType: null,
      wasteCode: null,
    });
    expect(other.json().record).toMatchObject({ physicalForm: null, packageCount: null });
    const bad = await world.call('POST', '/waste', world.customer.cookie, { ...request, packageCount: 1.5 });
    expect(bad.statusCode).toBe(400);
  });
});
