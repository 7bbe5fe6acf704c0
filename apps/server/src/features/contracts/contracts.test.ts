import { randomUUID } from 'node:crypto';
import {
  type ContractStatus,
  contractNumber,
  EXPIRING_SOON_DAYS,
  isExpiringWithin,
  romanMonth,
} from '@sirkula/domain/contracts/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contracts, files } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { DEMO_CUSTOMER, DEMO_PARTNER } from '../companies/demo-companies.ts';
import { type CompanyFactoryInput, createCompany } from '../companies/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: string;
let customerCompany: Awaited<ReturnType<typeof createCompany>>;
let rivalCompany: Awaited<ReturnType<typeof createCompany>>;
let partnerCompany: Awaited<ReturnType<typeof createCompany>>;
let customer: string;
let rival: string;
let partner: string;

const today = jakartaToday(new Date());

/** A company whose profile is complete: every required field and both documents on file. */
async function completeCompany(input: CompanyFactoryInput) {
  const [environmental, registration] = await ctx.db
    .insert(files)
    .values(
      ['environmentalDocument', 'registrationForm'].map((purpose) => ({
        purpose,
        storageKey: `test/${randomUUID()}`,
        originalName: `${purpose}.pdf`,
        contentType: 'application/pdf',
        size: 100,
      })),
    )
    .returning();
  return createCompany(ctx.db, {
    ...input,
    environmentalDocumentFileId: environmental?.id ?? null,
    registrationFormFileId: registration?.id ?? null,
  });
}

function contract(companyId: string, changes: Record<string, unknown> = {}) {
  return {
    kind: 'customer',
    companyId,
    startDate: addDays(today, -30),
    endDate: addDays(today, 335),
    unit: 'kg',
    pricePerUnit: 4_500,
    frequency: 'weekly',
    frequencyInterval: 1,
    pricePerFrequency: 1_500_000,
    maxQuantityPerFrequency: 500,
    paymentTiming: 'arrears',
    paymentTerm: 'net30',
    paymentCycle: 'monthly',
    onDemand: false,
    ppnRate: 12,
    wasteTypes: ['b3', 'nonB3'],
    notes: 'Pengambilan setiap Senin',
    ...changes,
  };
}

async function contractCount() {
  const [row] = await ctx.db.select({ value: count() }).from(contracts);
  return row?.value ?? 0;
}

async function created(body: object) {
  const response = await call('POST', '/contracts', internal, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  customerCompany = await completeCompany(DEMO_CUSTOMER);
  rivalCompany = await completeCompany({ ...DEMO_CUSTOMER, name: 'PT Saingan Abadi' });
  partnerCompany = await completeCompany(DEMO_PARTNER);
  const user = (companyId: string, userType: 'customer' | 'partner') =>
    signedInUser(ctx.app, ctx.db, { userType, role: 'admin', companyId }).then((person) => person.cookie);
  customer = await user(customerCompany.id, 'customer');
  rival = await user(rivalCompany.id, 'customer');
  partner = await user(partnerCompany.id, 'partner');
});
afterAll(() => ctx.close());

describe(`contracts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates a draft numbered in the year series with the Roman month, and audits it', async () => {
    const body = await created(contract(customerCompany.id));
    const month = romanMonth(Number(today.slice(5, 7)));
    expect(body.number).toBe(`001/SRK-CTR/${month}/${today.slice(0, 4)}`);
    expect(body.number).toBe(contractNumber(1, today));
    expect(body).toMatchObject({
      kind: 'customer',
      status: 'draft',
      displayStatus: 'draft',
      companyName: 'PT Maju Bersama Plastindo',
      company: { id: customerCompany.id, city: 'Bekasi' },
      pricePerUnit: 4_500,
      maxQuantityPerFrequency: 500,
      wasteTypes: ['b3', 'nonB3'],
      cancelReason: null,
      can: { edit: true, activate: true, cancel: true },
    });
    const trail = await call('GET', `/audit?entity=contract&entityId=${body.id}`, internal);
    expect(trail.json().items[0]).toMatchObject({
      action: 'create',
      after: { number: body.number, pricePerUnit: 4_500 },
    });
  });

  it('gives ten concurrent creations ten distinct numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/contracts', internal, contract(rivalCompany.id))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.json().number as string);
    expect(new Set(numbers).size).toBe(10);
    const sequences = numbers.map((value) => Number(value.split('/')[0])).sort((a, b) => a - b);
    expect(sequences).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each([
    ['endDate', { endDate: addDays(today, -31) }, 'The end date must be after the start date'],
    ['pricePerUnit', { pricePerUnit: 1500.5 }, 'Enter a whole rupiah amount'],
    ['pricePerFrequency', { pricePerFrequency: -1 }, 'The amount cannot be negative'],
    ['frequencyInterval', { frequencyInterval: 0 }, 'The interval must be a whole number of 1 or more'],
    ['maxQuantityPerFrequency', { maxQuantityPerFrequency: 0 }, 'The maximum quantity must be more than 0'],
    ['wasteTypes', { wasteTypes: [] }, 'Choose at least one waste type'],
  ])('refuses a bad %s beside its field and writes nothing', async (field, change, message) => {
    const before = await contractCount();
    const refused = await call('POST', '/contracts', internal, contract(customerCompany.id, change));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[field]).toBe(message);
    expect(await contractCount()).toBe(before);
  });

  it('answers in Indonesian and refuses a counterparty of the wrong kind or unknown', async () => {
    const before = await contractCount();
    const indonesian = await call(
      'POST',
      '/contracts',
      internal,
      contract(customerCompany.id, { endDate: addDays(today, -40) }),
      'id',
    );
    expect(indonesian.json().fields.endDate).toBe('Tanggal berakhir harus setelah tanggal mulai');
    const wrongKind = await call('POST', '/contracts', internal, contract(partnerCompany.id));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields.companyId).toBe("The contract's type does not match the company's type.");
    const unknown = await call('POST', '/contracts', internal, contract(randomUUID()));
    expect(unknown.json().fields.companyId).toBe('Choose the company the contract is with');
    expect(await contractCount()).toBe(before);
  });

  it('edits a draft and records only the fields that changed', async () => {
    const draft = await created(contract(customerCompany.id));
    const edited = await call(
      'PATCH',
      `/contracts/${draft.id}`,
      internal,
      contract(customerCompany.id, { kind: undefined, pricePerUnit: 5_000, notes: 'Harga baru' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ pricePerUnit: 5_000, notes: 'Harga baru', number: draft.number });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, draft.id))
      .then((rows) => rows.filter((row) => row.action === 'update'));
    expect(entry?.before).toEqual({ pricePerUnit: 4_500, notes: 'Pengambilan setiap Senin' });
    expect(entry?.after).toEqual({ pricePerUnit: 5_000, notes: 'Harga baru' });
    // PPN 11% on the full price ended on 31 March 2025: a contract beginning later cannot take it.
    const ppn11 = await call('PATCH', `/contracts/${draft.id}`, internal, {
      ...contract(customerCompany.id, { kind: undefined }),
      ppnRate: 11,
    });
    expect(ppn11.statusCode).toBe(400);
    expect(ppn11.json().fields.ppnRate).toMatch(/ended on 31 March 2025/);
    const bad = await call('PATCH', `/contracts/${draft.id}`, internal, {
      ...contract(customerCompany.id),
      frequencyInterval: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/contracts/${draft.id}`, internal)).json().frequencyInterval).toBe(1);
  });

  it('activates only for an active counterparty with a complete profile', async () => {
    const inactive = await completeCompany({ ...DEMO_CUSTOMER, name: 'PT Tidak Aktif', status: 'inactive' });
    const incomplete = await createCompany(ctx.db, { name: 'PT Belum Lengkap', kind: 'customer' });
    const onInactive = await created(contract(inactive.id));
    const onIncomplete = await created(contract(incomplete.id));
    const refusedInactive = await call('POST', `/contracts/${onInactive.id}/activate`, internal);
    expect(refusedInactive.statusCode).toBe(409);
    expect(refusedInactive.json()).toMatchObject({
      code: 'COMPANY_NOT_ACTIVE',
      message: 'The company must be active before its contract can be activated.',
    });
    const refusedIncomplete = await call('POST', `/contracts/${onIncomplete.id}/activate`, internal);
    expect(refusedIncomplete.statusCode).toBe(409);
    expect(refusedIncomplete.json().code).toBe('COMPANY_PROFILE_INCOMPLETE');
    const stillDraft = await call('GET', `/contracts/${onIncomplete.id}`, internal);
    expect(stillDraft.json()).toMatchObject({ status: 'draft', can: { activate: false, edit: true } });
    const listed = await call('GET', `/contracts?companyId=${incomplete.id}`, internal);
    expect(listed.json().items[0].can.activate).toBe(false);

    const draft = await created(contract(customerCompany.id));
    expect(draft.can.activate).toBe(true);
    const activated = await call('POST', `/contracts/${draft.id}/activate`, internal);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      status: 'active',
      displayStatus: 'active',
      can: { edit: true, activate: false, cancel: true },
    });
    expect((await call('POST', `/contracts/${draft.id}/activate`, internal)).statusCode).toBe(409);
  });

  it('cancels with a reason and then refuses edits and further changes', async () => {
    const draft = await created(contract(customerCompany.id));
    await call('POST', `/contracts/${draft.id}/activate`, internal);
    const noReason = await call('POST', `/contracts/${draft.id}/cancel`, internal, { reason: 'x' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('Give a reason of at least 3 characters');
    const cancelled = await call('POST', `/contracts/${draft.id}/cancel`, internal, {
      reason: 'Pelanggan menutup pabrik',
    });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Pelanggan menutup pabrik',
      can: { edit: false, activate: false, cancel: false },
    });
    const edit = await call('PATCH', `/contracts/${draft.id}`, internal, contract(customerCompany.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'CONTRACT_NOT_EDITABLE',
      message: 'A cancelled contract cannot be edited.',
    });
    const again = await call('POST', `/contracts/${draft.id}/cancel`, internal, { reason: 'Sekali lagi' });
    expect(again.statusCode).toBe(409);
    const trail = await call('GET', `/audit?entity=contract&entityId=${draft.id}`, internal);
    expect(trail.json().items.map((item: { action: string }) => item.action)).toEqual([
      'cancel',
      'activate',
      'create',
    ]);
    expect(trail.json().items[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'cancelled', cancelReason: 'Pelanggan menutup pabrik' },
    });
  });
});

describe(`contract lists and access (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  type Item = { number: string; companyName: string; displayStatus: string; endDate: string };
  const names = (items: Item[]) => items.map((item) => item.companyName);

  let expired: { id: string; number: string };
  let expiring: { id: string; number: string };
  let rivalContract: { id: string };

  beforeAll(async () => {
    const expiredDraft = await created(
      contract(customerCompany.id, { startDate: '2024-01-01', endDate: '2024-12-31', unit: 'bin' }),
    );
    await call('POST', `/contracts/${expiredDraft.id}/activate`, internal);
    expired = expiredDraft;
    expiring = await created(contract(customerCompany.id, { endDate: addDays(today, 10) }));
    await call('POST', `/contracts/${expiring.id}/activate`, internal);
    rivalContract = await created(contract(rivalCompany.id, { unit: 'bin' }));
  });

  it('filters by status, showing an active contract past its end as expired', async () => {
    const answer = await call('GET', '/contracts?status=expired', internal);
    expect(answer.json()).toMatchObject({ total: 1, items: [{ id: expired.id, displayStatus: 'expired' }] });
    const active = await call('GET', '/contracts?status=active&pageSize=100', internal);
    const activeItems: Item[] = active.json().items;
    expect(activeItems.every((item) => item.displayStatus === 'active')).toBe(true);
    expect(activeItems.map((item) => item.number)).toContain(expiring.number);
    const cancelled = await call('GET', '/contracts?status=cancelled', internal);
    expect(cancelled.json().items.every((item: { status: string }) => item.status === 'cancelled')).toBe(
      true,
    );
    expect(cancelled.json().total).toBe(1);
  });

  it('filters by expiry window, unit, company, kind and search text', async () => {
    const soon = await call('GET', '/contracts?expiringWithinDays=30', internal);
    expect(soon.json().items.map((item: Item) => item.number)).toEqual([expiring.number]);
    const bins = await call('GET', '/contracts?unit=bin', internal);
    expect(bins.json().total).toBe(2);
    const rivals = await call('GET', `/contracts?companyId=${rivalCompany.id}`, internal);
    expect(rivals.json().total).toBe(11);
    expect(new Set(names(rivals.json().items))).toEqual(new Set(['PT Saingan Abadi']));
    const partners = await call('GET', '/contracts?kind=partner', internal);
    expect(partners.json().total).toBe(0);
    const byName = await call('GET', '/contracts?q=saingan&pageSize=5', internal);
    expect(byName.json()).toMatchObject({ total: 11, pageSize: 5 });
    const byNumber = await call('GET', `/contracts?q=${encodeURIComponent(expired.number)}`, internal);
    expect(byNumber.json().items.map((item: Item) => item.number)).toEqual([expired.number]);
    expect((await call('GET', '/contracts?q=100%25', internal)).json().total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const all = (await call('GET', '/contracts?pageSize=100', internal)).json();
    const byCompany = await call('GET', '/contracts?sort=company&order=asc&pageSize=100', internal);
    const companyNames = names(byCompany.json().items);
    expect(companyNames).toEqual([...companyNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byEnd = (await call('GET', '/contracts?sort=endDate&order=desc&pageSize=100', internal)).json();
    expect(byEnd.items[byEnd.items.length - 1].id).toBe(expired.id);
    const byNumber = (await call('GET', '/contracts?sort=number&order=asc&pageSize=3', internal)).json();
    expect(byNumber.items.map((item: Item) => Number(item.number.split('/')[0]))).toEqual([1, 2, 3]);
    const page2 = await call('GET', '/contracts?sort=number&order=asc&pageSize=3&page=2', internal);
    expect(page2.json()).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(Number(page2.json().items[0].number.split('/')[0])).toBe(4);
    expect((await call('GET', '/contracts?pageSize=1000', internal)).statusCode).toBe(400);
    expect((await call('GET', '/contracts?status=finished', internal)).statusCode).toBe(400);
  });

  it("shows a customer only its own contracts, read-only, and another company's as not found", async () => {
    const own = await call('GET', `/contracts?pageSize=100&companyId=${rivalCompany.id}`, customer);
    expect(own.statusCode).toBe(200);
    expect(new Set(names(own.json().items))).toEqual(new Set(['PT Maju Bersama Plastindo']));
    const detail = await call('GET', `/contracts/${expired.id}`, customer);
    expect(detail.json()).toMatchObject({
      displayStatus: 'expired',
      can: { edit: false, activate: false, cancel: false },
    });
    const foreign = await call('GET', `/contracts/${rivalContract.id}`, customer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'CONTRACT_NOT_FOUND', message: 'Contract not found' });
    const missing = await call('GET', `/contracts/${randomUUID()}`, internal);
    expect(missing.json().code).toBe('CONTRACT_NOT_FOUND');
    expect((await call('GET', `/contracts/${expired.id}`, rival)).statusCode).toBe(404);

    const before = await contractCount();
    expect((await call('POST', '/contracts', customer, contract(customerCompany.id))).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/contracts/${expiring.id}`, customer, contract(customerCompany.id))).statusCode,
    ).toBe(403);
    expect((await call('POST', `/contracts/${rivalContract.id}/activate`, rival)).statusCode).toBe(403);
    expect(
      (await call('POST', `/contracts/${expiring.id}/cancel`, customer, { reason: 'Tidak jadi' })).statusCode,
    ).toBe(403);
    expect(await contractCount()).toBe(before);
    expect((await call('GET', `/contracts/${rivalContract.id}`, internal)).json().status).toBe('draft');
    expect((await call('GET', '/contracts', '')).statusCode).toBe(401);
  });

  it('keeps partner contracts with the partner company, seen by its users only', async () => {
    const draft = await created(contract(partnerCompany.id, { kind: 'partner', unit: 'bin' }));
    expect(draft).toMatchObject({ kind: 'partner', companyName: 'PT Angkut Hijau Logistik' });
    const activated = await call('POST', `/contracts/${draft.id}/activate`, internal);
    expect(activated.json().status).toBe('active');
    const own = await call('GET', '/contracts', partner);
    expect(own.json()).toMatchObject({ total: 1, items: [{ id: draft.id, kind: 'partner' }] });
    expect((await call('GET', `/contracts/${draft.id}`, partner)).statusCode).toBe(200);
    expect((await call('GET', `/contracts/${draft.id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/contracts/${expired.id}`, partner)).statusCode).toBe(404);
    expect(
      (await call('POST', `/contracts/${draft.id}/cancel`, partner, { reason: 'Batal' })).statusCode,
    ).toBe(403);
    const internalList = await call('GET', '/contracts?kind=partner', internal);
    expect(internalList.json().total).toBe(1);
  });

  it("lists as expiring soon exactly the contracts the domain's rule calls so, to the day", async () => {
    const company = await completeCompany({ ...DEMO_CUSTOMER, name: 'PT Batas Waktu' });
    const ends = [-1, 0, EXPIRING_SOON_DAYS, EXPIRING_SOON_DAYS + 1].map((days) => addDays(today, days));
    for (const endDate of ends) {
      const draft = await created(contract(company.id, { startDate: addDays(today, -60), endDate }));
      expect((await call('POST', `/contracts/${draft.id}/activate`, internal)).statusCode).toBe(200);
    }
    await created(contract(company.id, { endDate: addDays(today, 5) }));
    type Listed = { number: string; status: ContractStatus; endDate: string };
    const all: Listed[] = (await call('GET', `/contracts?companyId=${company.id}`, internal)).json().items;
    const soon = await call(
      'GET',
      `/contracts?companyId=${company.id}&expiringWithinDays=${EXPIRING_SOON_DAYS}&sort=endDate&order=asc`,
      internal,
    );
    const listed: Listed[] = soon.json().items;
    expect(listed.map((item) => item.endDate)).toEqual([ends[1], ends[2]]);
    const byRule = all.filter((item) => isExpiringWithin(item, today));
    expect(new Set(listed.map((item) => item.number))).toEqual(new Set(byRule.map((item) => item.number)));
  });
});
