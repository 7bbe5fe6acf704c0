import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, contracts, emailOutbox, leads } from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { apiCaller, solvedCaptcha, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { planRun } from '../billing/run.ts';
import { createCompany } from '../companies/factories.ts';
import { createDeliveredJourney } from '../journeys/factories.ts';
import { createContract, createWasteRecord } from '../waste/factories.ts';
import { createLead } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let now = new Date('2026-11-30T03:00:00Z');
let admin: string;
let member: string;
let staffEmail: string;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  call = apiCaller(ctx.app);
  const signedAdmin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  admin = signedAdmin.cookie;
  staffEmail = signedAdmin.user.email;
  member = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
});
afterAll(() => ctx.close());

const registration = (email: string, captcha: string) => ({
  company: 'PT Kimia Jaya Abadi',
  name: 'Dewi Lestari',
  email,
  phone: '0812 3456 7890',
  city: 'Karawang',
  monthlyVolumeKg: 2_500,
  monthlyCost: 18_500_000,
  contractEndDate: '2027-03-31',
  hazardous: true,
  wasteCode: 'b105d',
  captcha,
});

const register = (payload: object, language = 'id') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/partnership/promotion',
    headers: { 'accept-language': language },
    payload,
  });

const leadsOf = (email: string) => ctx.db.select().from(leads).where(eq(leads.email, email));

async function mailsTo(recipient: string) {
  await backgroundWorkDone(ctx.app);
  return ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
}

describe('the promotion registration', () => {
  it('refuses a registration without a solved Security Check and stores nothing', async () => {
    const email = 'tanpa.captcha@kimiajaya.co.id';
    expect((await register(registration(email, ''))).statusCode).toBe(400);
    const forged = await register(registration(email, 'bm90LWEtc29sdXRpb24='));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('CAPTCHA_FAILED');
    expect(await leadsOf(email)).toEqual([]);
  });

  it('stores a promotion lead, confirms it to the sender in their language and tells staff', async () => {
    const email = 'dewi@kimiajaya.co.id';
    const sent = await register(registration('Dewi@KimiaJaya.co.id', await solvedCaptcha(ctx.app)));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Terima kasih, pendaftaran Anda sudah kami terima.');
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({
      kind: 'promotion',
      status: 'new',
      company: 'PT Kimia Jaya Abadi',
      phone: '+6281234567890',
      details: {
        city: 'Karawang',
        monthlyVolumeKg: 2_500,
        monthlyCost: 18_500_000,
        contractEndDate: '2027-03-31',
        hazardous: true,
        wasteCode: 'B105d',
      },
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe('Pendaftaran promosi Anda sudah kami terima');
    expect((await mailsTo(staffEmail)).at(-1)?.subject).toBe(
      'Pendaftaran promosi baru dari PT Kimia Jaya Abadi',
    );
  });

  it('answers field errors in the visitor language', async () => {
    const wrong = await register(
      {
        ...registration('x@contoh.co.id', await solvedCaptcha(ctx.app)),
        monthlyVolumeKg: 0,
        wasteCode: 'oli',
      },
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.monthlyVolumeKg).toBe('Enter a volume in kilograms greater than 0.');
  });

  it('merges a second registration of the same e-mail within 30 days', async () => {
    const email = 'budi@pabrikkertas.co.id';
    await register(registration(email, await solvedCaptcha(ctx.app)));
    await register({ ...registration(email, await solvedCaptcha(ctx.app)), monthlyVolumeKg: 4_000 });
    const merged = await leadsOf(email);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.messages).toBe(2);
    expect(merged[0]?.details).toMatchObject({ monthlyVolumeKg: 4_000 });
  });

  it('refuses a sixth lead from one e-mail within an hour, whatever the form', async () => {
    const email = 'banyak@contoh.co.id';
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await register(registration(email, await solvedCaptcha(ctx.app)))).statusCode).toBe(201);
    }
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/partnership/contact',
      headers: { 'accept-language': 'en' },
      payload: {
        name: 'Banyak',
        email,
        message: 'Pesan keenam dalam satu jam.',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(contact.statusCode).toBe(429);
    expect(contact.json().code).toBe('TOO_MANY_LEADS');
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await register(registration(email, await solvedCaptcha(ctx.app)))).statusCode).toBe(201);
  });

  it('stores a partner application', async () => {
    const email = 'agus@angkuthijau.co.id';
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/partnership/partner',
      headers: { 'accept-language': 'en' },
      payload: {
        company: 'PT Angkut Hijau Lestari',
        roles: ['transporter', 'processor'],
        permits: 'Rekomendasi Pengangkutan Limbah B3 No. S.245/PSLB3/2025',
        serviceArea: 'Jawa Barat, DKI Jakarta',
        name: 'Agus Salim',
        email,
        phone: '081298765432',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(sent.statusCode).toBe(201);
    expect((await leadsOf(email))[0]).toMatchObject({
      kind: 'partner',
      details: { roles: ['transporter', 'processor'] },
    });
    expect((await mailsTo(email))[0]?.subject).toBe('We received your partner application');
  });
});

describe('the review queue', () => {
  it('lists leads by kind and status for staff, server-paginated', async () => {
    await createLead(ctx.db, { kind: 'partner', status: 'contacted', company: 'PT Saring Antrean' });
    const page = (
      await call('GET', '/partnership/leads?kind=partner&status=contacted&pageSize=10', member)
    ).json();
    expect(page.items.map((lead: { company: string }) => lead.company)).toContain('PT Saring Antrean');
    expect(page.items.every((lead: { kind: string; status: string }) => lead.kind === 'partner')).toBe(true);
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('moves a lead new → contacted → qualified with audit entries, refuses a skip, and appends notes', async () => {
    const lead = await createLead(ctx.db);
    const skipped = await call('POST', `/partnership/leads/${lead.id}/status`, member, {
      status: 'qualified',
    });
    expect(skipped.statusCode).toBe(409);
    expect(
      (await call('POST', `/partnership/leads/${lead.id}/status`, member, { status: 'contacted' }))
        .statusCode,
    ).toBe(200);
    const noted = await call('POST', `/partnership/leads/${lead.id}/notes`, member, {
      note: 'Sudah ditelepon.',
    });
    expect(noted.json().lead.notes).toMatch(/^— .* · Pengguna Uji\nSudah ditelepon\.$/);
    const qualified = await call('POST', `/partnership/leads/${lead.id}/status`, member, {
      status: 'qualified',
    });
    expect(qualified.json().lead).toMatchObject({ status: 'qualified', can: { convert: false } });
    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, lead.id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['note', 'status', 'status']);
    // Members work the queue; converting is the internal admins'.
    expect((await call('POST', `/partnership/leads/${lead.id}/convert`, member, {})).statusCode).toBe(403);
  });

  it('converts a qualified promotion lead into a company and a draft contract carrying the promotion', async () => {
    const lead = await createLead(ctx.db, { status: 'qualified', company: 'PT Konversi Sejahtera' });
    const converted = await call('POST', `/partnership/leads/${lead.id}/convert`, admin, {});
    expect(converted.statusCode).toBe(200);
    const answer = converted.json().lead;
    expect(answer).toMatchObject({ status: 'converted', companyName: 'PT Konversi Sejahtera' });
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, answer.companyId));
    expect(company).toMatchObject({ kind: 'customer', city: 'Karawang', picEmail: lead.email });
    const contract = (await call('GET', `/contracts/${answer.contractId}`, admin)).json();
    expect(contract).toMatchObject({
      status: 'draft',
      companyId: answer.companyId,
      promotion: 'freeFirstMonthTransport',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      maxQuantityPerFrequency: 2_500,
    });
    // Converted once: not again.
    expect((await call('POST', `/partnership/leads/${lead.id}/convert`, admin, {})).statusCode).toBe(409);
  });

  it('links a partner lead to an existing partner company, and refuses a customer company', async () => {
    const partner = await createCompany(ctx.db, {
      name: 'PT Mitra Terdaftar',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const customer = await createCompany(ctx.db, { name: 'PT Bukan Mitra', kind: 'customer' });
    const lead = await createLead(ctx.db, { kind: 'partner', status: 'qualified' });
    const wrong = await call('POST', `/partnership/leads/${lead.id}/convert`, admin, {
      companyId: customer.id,
    });
    expect(wrong.statusCode).toBe(400);
    const linked = await call('POST', `/partnership/leads/${lead.id}/convert`, admin, {
      companyId: partner.id,
    });
    expect(linked.json().lead).toMatchObject({
      status: 'converted',
      companyId: partner.id,
      contractId: null,
    });
  });
});

describe('the promotion on contracts and billing', () => {
  it('refuses the promotion on a contract shorter than 12 months, in both languages', async () => {
    const { company } = await completeCustomer(ctx.app, ctx.db, 'PT Kontrak Pendek');
    const body = {
      kind: 'customer',
      companyId: company.id,
      startDate: '2026-12-01',
      endDate: '2027-11-29',
      unit: 'kg',
      pricePerUnit: 2_000,
      frequency: 'monthly',
      frequencyInterval: 1,
      pricePerFrequency: 0,
      maxQuantityPerFrequency: 1_000,
      paymentTiming: 'arrears',
      paymentTerm: 'net30',
      paymentCycle: 'monthly',
      ppnRate: 12,
      wasteTypes: ['b3'],
      promotion: 'freeFirstMonthTransport',
    };
    const en = await call('POST', '/contracts', admin, body, 'en');
    expect(en.json().fields.promotion).toBe('The promotion needs a contract of at least 12 months');
    const id = await call('POST', '/contracts', admin, body, 'id');
    expect(id.json().fields.promotion).toBe('Promosi memerlukan kontrak minimal 12 bulan');
    expect((await call('POST', '/contracts', admin, { ...body, endDate: '2027-11-30' })).statusCode).toBe(
      201,
    );
  });

  it('makes the first month’s transport free on a 12-month contract, not the second month, and not on a shorter one', async () => {
    const yearly = await completeCustomer(ctx.app, ctx.db, 'PT Promosi Setahun');
    const short = await completeCustomer(ctx.app, ctx.db, 'PT Promosi Pendek');
    const transporter = await createCompany(ctx.db, {
      name: 'PT Angkut Uji',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const receiver = await createCompany(ctx.db, {
      name: 'PT Olah Uji',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    const terms = {
      startDate: '2026-09-15',
      frequency: 'monthly' as const,
      transportCost: 150_000,
      pricePerUnit: 2_000,
    };
    const promoted = await createContract(ctx.db, {
      ...terms,
      companyId: yearly.company.id,
      endDate: '2027-09-14',
    });
    const tooShort = await createContract(ctx.db, {
      ...terms,
      companyId: short.company.id,
      endDate: '2027-03-14',
    });
    // The short one as it could only be stored before the rule: its promotion is not applied.
    await ctx.db
      .update(contracts)
      .set({ promotion: 'freeFirstMonthTransport' })
      .where(eq(contracts.id, promoted.id));
    await ctx.db
      .update(contracts)
      .set({ promotion: 'freeFirstMonthTransport' })
      .where(eq(contracts.id, tooShort.id));
    // 12:00 WIB: 10 September is before the start, 20 September and 14 October in the first month, 15 October after.
    const at = (day: string) => new Date(`${day}T05:00:00Z`);
    const deliveries = [];
    for (const contract of [promoted, tooShort]) {
      for (const day of ['2026-09-20', '2026-10-14', '2026-10-15', '2026-10-20']) {
        const record = await createWasteRecord(ctx.db, { contract, status: 'delivered', quantity: 100 });
        deliveries.push({ record, sent: 100, received: 100, receivedAt: at(day) });
      }
    }
    await createDeliveredJourney(ctx.db, {
      transporterId: transporter.id,
      receiverId: receiver.id,
      plannedOn: '2026-09-20',
      deliveries,
    });
    const plan = await planRun(ctx.db, '2026-10', '2026-11-02');
    const transportOf = (contractId: string) =>
      plan.invoices
        .find((invoice) => invoice.contract.id === contractId)
        ?.draft.lines.filter((line) => line.itemType === 'transport')
        .map((line) => [line.quantity, line.unitPrice]);
    expect(transportOf(promoted.id)).toEqual([[2, 150_000]]);
    expect(transportOf(tooShort.id)).toEqual([[4, 150_000]]);
  });
});
