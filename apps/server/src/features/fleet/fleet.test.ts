import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { type CompanyRow, createCompany } from '../companies/factories.ts';
import { createDriver, createVehicle } from './factories.ts';

let now = new Date('2026-06-10T03:00:00Z');
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let transporter: CompanyRow;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  transporter = await createCompany(ctx.db, {
    name: 'PT Armada Uji',
    kind: 'partner',
    partnerRoles: ['transporter'],
  });
});
afterAll(() => ctx.close());

const vehicleBody = (companyId: string, plate: string) => ({
  companyId,
  plate,
  type: 'truck',
  capacityKg: 6000,
  b3PermitNumber: 'SK.77/PSLB3/2026',
  b3PermitExpiresOn: '2027-01-31',
  registrationExpiresOn: '2027-03-01',
  roadworthinessExpiresOn: '',
});

describe('vehicles', () => {
  it('are added with the plate written the one stored way, and listed by it', async () => {
    const created = await call('POST', '/fleet/vehicles', staff, vehicleBody(transporter.id, 'b1234xyz'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      plate: 'B 1234 XYZ',
      companyName: 'PT Armada Uji',
      roadworthinessExpiresOn: null,
      active: true,
    });
    const entry = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, created.json().id)));
    expect(entry).toHaveLength(1);

    const found = await call('GET', '/fleet/vehicles?q=b 1234', staff);
    expect(found.json().items.map((item: { plate: string }) => item.plate)).toEqual(['B 1234 XYZ']);
  });

  it('refuse a plate already registered, however it is typed', async () => {
    await call('POST', '/fleet/vehicles', staff, vehicleBody(transporter.id, 'L 9 AB'));
    const again = await call('POST', '/fleet/vehicles', staff, vehicleBody(transporter.id, 'l9ab'), 'id');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PLATE_TAKEN',
      fields: { plate: 'Kendaraan dengan nomor polisi ini sudah terdaftar.' },
    });
  });

  it('explain each field a form got wrong, in the reader’s language, and keep nothing', async () => {
    const bad = {
      ...vehicleBody(transporter.id, '1234 B'),
      capacityKg: 0,
      registrationExpiresOn: '2027-02-30',
    };
    const answer = await call('POST', '/fleet/vehicles', staff, bad, 'id');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      plate: 'Masukkan nomor polisi Indonesia, misalnya B 1234 XYZ',
      capacityKg: 'Masukkan kapasitas dalam kilogram berupa bilangan bulat lebih dari 0',
      registrationExpiresOn: 'Masukkan tanggal yang valid',
    });
    const listed = await call('GET', '/fleet/vehicles?q=1234B', staff);
    expect(listed.json().items).toEqual([]);
  });

  it('belong only to a transporter', async () => {
    const customer = await createCompany(ctx.db, { name: 'PT Bukan Angkut', kind: 'customer' });
    const answer = await call('POST', '/fleet/vehicles', staff, vehicleBody(customer.id, 'D 1 A'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.companyId).toBe('Choose an active partner company that transports waste.');
  });

  it('are changed and deactivated, and the inactive filter finds them', async () => {
    const vehicle = await createVehicle(ctx.db, { companyId: transporter.id, plate: 'B 77 KLM' });
    const body = { ...vehicleBody(transporter.id, 'B 77 KLM'), capacityKg: 7000, active: false };
    const { companyId: _companyId, ...values } = body;
    const changed = await call('PATCH', `/fleet/vehicles/${vehicle.id}`, staff, values);
    expect(changed.json()).toMatchObject({ capacityKg: 7000, active: false });
    const inactive = await call('GET', `/fleet/vehicles?active=false&companyId=${transporter.id}`, staff);
    expect(inactive.json().items.map((item: { plate: string }) => item.plate)).toEqual(['B 77 KLM']);
  });

  it('cannot take the plate of another vehicle when changed', async () => {
    const vehicle = await createVehicle(ctx.db, { companyId: transporter.id, plate: 'B 5 CD' });
    await createVehicle(ctx.db, { companyId: transporter.id, plate: 'B 6 CD' });
    const { companyId: _companyId, ...values } = vehicleBody(transporter.id, 'b6cd');
    const answer = await call('PATCH', `/fleet/vehicles/${vehicle.id}`, staff, values);
    expect(answer.statusCode).toBe(409);
  });
});

const driverBody = (companyId: string, userId: string | null = null) => ({
  companyId,
  name: 'Bambang Sutrisno',
  phone: '0812 3456 7001',
  licenceNumber: '9201-0203-004455',
  licenceClass: 'B2Umum',
  licenceExpiresOn: '2028-05-01',
  b3TrainingExpiresOn: '2026-07-01',
  userId,
});

describe('drivers', () => {
  it('are added with their phone normalised and their phone account', async () => {
    const { admin } = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Sopir Uji');
    const company = { id: admin.companyId ?? '' };
    const created = await call('POST', '/fleet/drivers', staff, driverBody(company.id, admin.id));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+6281234567001', userEmail: admin.email });

    // The account drives for one driver only.
    const twice = await call('POST', '/fleet/drivers', staff, driverBody(company.id, admin.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields.userId).toBe('This account is already linked to another driver.');
  });

  it('refuse an account of another company or a customer', async () => {
    const { admin } = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Lain');
    const answer = await call('POST', '/fleet/drivers', staff, driverBody(transporter.id, admin.id), 'id');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.userId).toBe(
      'Akun yang dihubungkan harus pengguna dari pengangkut pengemudi ini.',
    );
  });

  it('explain a wrong licence class, phone or date', async () => {
    const bad = { ...driverBody(transporter.id), licenceClass: 'C', phone: '12', licenceExpiresOn: '' };
    const answer = await call('POST', '/fleet/drivers', staff, bad);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields).sort()).toEqual(['licenceClass', 'licenceExpiresOn', 'phone']);
  });

  it('are changed and searched by name', async () => {
    const driver = await createDriver(ctx.db, { companyId: transporter.id, name: 'Sugeng Widodo' });
    const { companyId: _companyId, ...values } = { ...driverBody(transporter.id), name: 'Sugeng Hartono' };
    const changed = await call('PATCH', `/fleet/drivers/${driver.id}`, staff, values);
    expect(changed.json()).toMatchObject({ name: 'Sugeng Hartono', licenceClass: 'B2Umum' });
    const found = await call('GET', '/fleet/drivers?q=hartono', staff);
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([driver.id]);
  });
});

describe('documents expiring', () => {
  it('lists what lapses within 30 days of today in WIB, expired ones marked, soonest first', async () => {
    const company = await createCompany(ctx.db, {
      name: 'PT Dokumen Uji',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    // 2026-06-30 17:00 UTC is 1 July 00:00 WIB: today is 1 July, 31 July the last day listed.
    now = new Date('2026-06-30T17:00:00Z');
    await createVehicle(ctx.db, {
      companyId: company.id,
      plate: 'B 1 EXP',
      b3PermitExpiresOn: '2026-06-30',
      registrationExpiresOn: '2026-07-31',
      roadworthinessExpiresOn: '2026-08-01',
    });
    await createDriver(ctx.db, {
      companyId: company.id,
      name: 'Joko Susilo',
      b3TrainingExpiresOn: '2026-07-01',
    });
    await createVehicle(ctx.db, {
      companyId: company.id,
      plate: 'B 2 EXP',
      b3PermitExpiresOn: '2026-07-02',
      active: false,
    });

    const answer = await call('GET', `/fleet/expiring?companyId=${company.id}`, staff);
    expect(answer.json()).toMatchObject({ total: 3, totalKind: 'exact' });
    expect(answer.json().items).toEqual([
      expect.objectContaining({
        holderName: 'B 1 EXP',
        document: 'b3Permit',
        expiresOn: '2026-06-30',
        expired: true,
      }),
      expect.objectContaining({ holderName: 'Joko Susilo', document: 'b3Training', expired: false }),
      expect.objectContaining({ holderName: 'B 1 EXP', document: 'registration', expiresOn: '2026-07-31' }),
    ]);
  });
});

describe('who manages the fleet', () => {
  it('is internal staff only: customers and partners are refused', async () => {
    const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pelanggan Uji');
    const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Mitra Uji');
    for (const cookie of [customer.cookie, partner.cookie]) {
      expect((await call('GET', '/fleet/vehicles', cookie)).statusCode).toBe(403);
      const create = await call(
        'POST',
        '/fleet/vehicles',
        cookie,
        vehicleBody(partner.company.id, 'B 99 ZZ'),
      );
      expect(create.statusCode).toBe(403);
    }
    expect((await call('GET', '/fleet/vehicles?q=B99ZZ', staff)).json().items).toEqual([]);
  });
});

describe('transit hubs', () => {
  const depot = {
    name: 'Depo Cibitung',
    address: 'Jl. Raya Cibitung No. 8, MM2100',
    city: 'Kabupaten Bekasi',
  };

  it('are added pinned on the map, changed with an audit entry, and listed by name', async () => {
    const created = await call('POST', '/fleet/transit-hubs', staff, {
      ...depot,
      latitude: -6.3087,
      longitude: 107.0876,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...depot, latitude: -6.3087, longitude: 107.0876 });

    const moved = await call('PATCH', `/fleet/transit-hubs/${created.json().id}`, staff, {
      ...depot,
      latitude: -6.31,
      longitude: 107.09,
    });
    expect(moved.json()).toMatchObject({ latitude: -6.31, longitude: 107.09 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.json().id), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({
      entity: 'transitHub',
      before: { latitude: -6.3087, longitude: 107.0876 },
      after: { latitude: -6.31, longitude: 107.09 },
    });

    const list = await call('GET', '/fleet/transit-hubs?q=cibitung', staff);
    expect(list.json().items.map((hub: { name: string }) => hub.name)).toEqual(['Depo Cibitung']);
  });

  it('refuses a place outside Indonesia, in the reader’s language, and saves nothing', async () => {
    const swapped = { ...depot, name: 'Depo Tertukar', latitude: 107.0876, longitude: -6.3087 };
    const refused = await call('POST', '/fleet/transit-hubs', staff, swapped, 'id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      latitude: 'Lintang ini berada di luar Indonesia: nilainya harus antara -11 dan 6.',
      longitude: 'Bujur ini berada di luar Indonesia: nilainya harus antara 95 dan 141.',
    });
    const list = await call('GET', '/fleet/transit-hubs?q=tertukar', staff);
    expect(list.json().items).toEqual([]);
  });

  it('refuses a second hub of the same name', async () => {
    const first = { ...depot, name: 'Depo Karawang Timur' };
    expect((await call('POST', '/fleet/transit-hubs', staff, first)).statusCode).toBe(201);
    const again = await call('POST', '/fleet/transit-hubs', staff, first);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.name).toBe('A transit hub with this name already exists.');
  });

  it('are the provider’s to manage, not a partner’s', async () => {
    const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Depo Mitra');
    expect((await call('GET', '/fleet/transit-hubs', partner.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/fleet/transit-hubs', partner.cookie, depot)).statusCode).toBe(403);
  });
});
