import { readFileSync } from 'node:fs';
import { characteristicsFromText } from '@sirkula/domain/manifests/b3-codes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, b3WasteCodes } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: string;
let partner: string;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = (await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo')).cookie;
  partner = (await signedInUser(ctx.app, ctx.db, { userType: 'partner', role: 'admin' })).cookie;
});
afterAll(() => ctx.close());

/** The shipped CSV (RFC 4180: quoted cells may hold commas and doubled quotes). */
function shippedCodes(): Record<string, string>[] {
  const body = readFileSync(new URL('./b3-waste-codes.csv', import.meta.url), 'utf8');
  const lines: string[][] = [[]];
  const cell = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/y;
  while (cell.lastIndex < body.length) {
    const match = cell.exec(body);
    if (!match) throw new Error('Not CSV');
    const raw = match[1] ?? '';
    lines.at(-1)?.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2]?.endsWith('\n')) lines.push([]);
  }
  const [columns = [], ...rows] = lines.filter((line) => line.length > 1);
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? ''])));
}

describe('the B3 waste code list', () => {
  it('is seeded with every code of the shipped CSV, its confidence, table, characteristics and sources', async () => {
    const csv = shippedCodes();
    expect(csv).toHaveLength(101);
    const rows = await ctx.db.select().from(b3WasteCodes).orderBy(asc(b3WasteCodes.code));
    expect(rows).toHaveLength(101);
    for (const entry of csv) {
      const row = rows.find((candidate) => candidate.code === entry.code);
      expect(row, entry.code).toMatchObject({
        category: Number(entry.category),
        annexTable: entry.table ? Number(entry.table?.replace('Tabel ', '')) : null,
        nameId: entry.name_id,
        nameEn: entry.name_en || null,
        characteristics: characteristicsFromText(entry.characteristic ?? ''),
        confidence: entry.confidence === 'cross-checked' ? 'crossChecked' : 'singleSource',
        sources: entry.sources,
        notes: entry.notes || null,
        updatedBy: null,
      });
    }
    expect(rows.filter((row) => row.confidence === 'crossChecked')).toHaveLength(21);
  });

  it('is searched by code or name, a page at a time, by everyone signed in', async () => {
    const byName = await call('GET', '/b3-codes?q=pelumas', customer);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      total: 1,
      items: [{ code: 'B105d', category: 2, table: 1, characteristics: ['flammable'] }],
      can: { change: false },
    });
    const byCode = await call('GET', '/b3-codes?q=a337', partner);
    expect(byCode.json().items[0]).toMatchObject({
      code: 'A337-1',
      name: { id: 'Limbah klinis memiliki karakteristik infeksius' },
      characteristics: ['infectious'],
      confidence: 'crossChecked',
    });
    const paged = await call('GET', '/b3-codes?pageSize=10&page=2', staff);
    expect(paged.json()).toMatchObject({ total: 101, page: 2, pageSize: 10, can: { change: true } });
    expect(paged.json().items).toHaveLength(10);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/b3-codes' })).statusCode).toBe(401);

    expect((await call('GET', '/b3-codes/b105d', customer)).json().entry).toMatchObject({ code: 'B105d' });
    // A well-formed code the list lacks is still a code: the lookup answers no entry, not an error.
    expect((await call('GET', '/b3-codes/A999-9', customer)).json()).toEqual({ entry: null });
    expect((await call('GET', '/b3-codes/X1', customer)).statusCode).toBe(404);
  });

  it('lets staff add a code and correct a name, each audited; nobody else may', async () => {
    const code = { code: 'b341-2', nameId: 'Sludge IPAL industri uji', table: 3, characteristics: ['toxic'] };
    for (const cookie of [customer, partner]) {
      expect((await call('POST', '/b3-codes', cookie, code)).statusCode).toBe(403);
      expect(
        (await call('PATCH', '/b3-codes/B105d', cookie, { nameId: 'Oli bekas', table: 1 })).statusCode,
      ).toBe(403);
    }
    const added = await call('POST', '/b3-codes', staff, code);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Code added.',
      entry: { code: 'B341-2', category: 2, table: 3, confidence: 'staff', characteristics: ['toxic'] },
    });
    expect(added.json().entry.updatedAt).not.toBeNull();
    const again = await call('POST', '/b3-codes', staff, code, 'id');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'B3_CODE_EXISTS' });

    const corrected = await call('PATCH', '/b3-codes/B105d', staff, {
      nameId: 'Minyak pelumas bekas',
      nameEn: 'Used lubricating oil',
      table: 1,
      characteristics: ['flammable', 'toxic'],
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().entry).toMatchObject({
      name: { id: 'Minyak pelumas bekas', en: 'Used lubricating oil' },
      characteristics: ['flammable', 'toxic'],
      confidence: 'staff',
    });
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'b3Code'), eq(auditLog.entityId, 'B105d')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'update',
      before: {
        nameId: 'Minyak pelumas bekas (hidrolik, mesin, gear, lubrikasi)',
        confidence: 'crossChecked',
      },
      after: { nameId: 'Minyak pelumas bekas', confidence: 'staff' },
    });
    const created = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'b3Code'), eq(auditLog.entityId, 'B341-2')));
    expect(created.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a malformed code, a table that does not fit and an unknown code, writing nothing', async () => {
    const before = await ctx.db.select().from(b3WasteCodes);
    const malformed = await call('POST', '/b3-codes', staff, { code: 'C12', nameId: 'Limbah uji' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.code).toBe(
      'Enter a code in the official format, e.g. B105d, A337-1 or B409',
    );
    const wrongTable = await call('POST', '/b3-codes', staff, {
      code: 'A999d',
      nameId: 'Limbah uji',
      table: 3,
    });
    expect(wrongTable.statusCode).toBe(400);
    expect(Object.keys(wrongTable.json().fields)).toEqual(['table']);
    const wrongEdit = await call('PATCH', '/b3-codes/B409', staff, { nameId: 'Fly ash', table: 1 });
    expect(wrongEdit.statusCode).toBe(400);
    const unknown = await call('PATCH', '/b3-codes/A999-9', staff, { nameId: 'Limbah uji' });
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.db.select().from(b3WasteCodes)).toEqual(before);
  });
});
