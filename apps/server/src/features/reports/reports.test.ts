import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, reports } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { createDeliveredJourney } from '../journeys/factories.ts';
import { numberManifestOf } from '../manifests/factories.ts';
import { createContract, createWasteRecord, type WasteRow } from '../waste/factories.ts';
import { createSubscription } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
const cookies = { staff: '', customerA: '', customerB: '', memberA: '', partner: '' };
const ids = { a: '', b: '', transporter: '' };
const manifestNumbers: string[] = [];

/** Noon WIB of a day: when the record was picked up; received six hours later. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  const a = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
  const b = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
  ids.a = a.company.id;
  ids.b = b.company.id;
  cookies.customerA = a.cookie;
  cookies.customerB = b.cookie;
  cookies.staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  cookies.memberA = (
    await signedInUser(ctx.app, ctx.db, { userType: 'customer', role: 'member', companyId: ids.a })
  ).cookie;
  const transporter = await createCompany(ctx.db, {
    name: 'PT Angkut Hijau Logistik',
    kind: 'partner',
    partnerRoles: ['transporter'],
  });
  const receiver = await createCompany(ctx.db, {
    name: 'PT Olah Limbah Prima',
    kind: 'partner',
    partnerRoles: ['receiver'],
  });
  ids.transporter = transporter.id;
  cookies.partner = (
    await signedInUser(ctx.app, ctx.db, { userType: 'partner', role: 'admin', companyId: transporter.id })
  ).cookie;

  const contractA = await createContract(ctx.db, {
    companyId: ids.a,
    startDate: '2025-01-01',
    endDate: '2027-12-31',
  });
  const contractB = await createContract(ctx.db, {
    companyId: ids.b,
    startDate: '2025-01-01',
    endDate: '2027-12-31',
  });
  const record = (
    contract: typeof contractA,
    transactionDate: string,
    quantity: number,
    wasteCode = 'B105d',
  ) => createWasteRecord(ctx.db, { contract, transactionDate, quantity, wasteCode, status: 'delivered' });
  // A: September against August and September a year earlier; B (999 kg) rides the same journey.
  const september = await record(contractA, '2026-09-10', 150.25);
  const august = await record(contractA, '2026-08-20', 49.75);
  await record(contractA, '2026-08-03', 50.25);
  await record(contractA, '2025-09-15', 241);
  await createWasteRecord(ctx.db, {
    contract: contractA,
    transactionDate: '2026-09-12',
    quantity: 7,
    status: 'cancelled',
  });
  const theirs = await record(contractB, '2026-09-10', 999, 'B109d');
  const journey = async (plannedOn: string, records: WasteRow[]) => {
    const made = await createDeliveredJourney(ctx.db, {
      transporterId: transporter.id,
      receiverId: receiver.id,
      plannedOn,
      deliveries: records.map((delivered) => ({
        record: delivered,
        sent: delivered.quantity,
        received: delivered.quantity,
        receivedAt: noon(plannedOn),
      })),
    });
    for (const delivered of records)
      await numberManifestOf(ctx.db, { journeyId: made.id, wasteRecordId: delivered.id });
    return made;
  };
  await journey('2026-09-11', [september, theirs]);
  await journey('2026-08-21', [august]);
  const numbers = await ctx.db.execute<{ festronik_number: string }>(
    `select festronik_number from manifests where sender_id = '${ids.a}' order by festronik_number`,
  );
  manifestNumbers.push(
    ...(numbers as unknown as { rows: Array<{ festronik_number: string }> }).rows.map(
      (row) => row.festronik_number,
    ),
  );
});

afterAll(() => ctx.close());

/** Asks for a report and follows it, as the page does, until it is written. */
async function written(cookie: string, body: object, language = 'en') {
  const asked = await call('POST', '/reports', cookie, body, language);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().status).toBe('queued');
  for (let poll = 0; poll < 100; poll++) {
    const report = (await call('GET', `/reports/${asked.json().id}`, cookie, undefined, language)).json();
    if (report.status === 'done' || report.status === 'failed') return report;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The report was not written in time');
}

async function sheets(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : [])),
  }));
}

describe('the monthly waste report', () => {
  it('gives a customer its month against the month before and a year earlier, in Indonesian XLSX', async () => {
    const report = await written(
      cookies.customerA,
      { type: 'monthlyWaste', period: '2026-09', format: 'xlsx', language: 'id' },
      'id',
    );
    expect(report).toMatchObject({
      status: 'done',
      progress: 100,
      companyId: ids.a,
      companyName: 'PT Maju Bersama Plastindo',
      rows: 2,
    });
    expect(report.fileName).toBe('laporan-limbah-bulanan-2026-09-pt-maju-bersama-plastindo.xlsx');
    const file = await call('GET', `/reports/${report.id}/file`, cookies.customerA);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = await sheets(file.rawPayload);
    expect(book.map((sheet) => sheet.name)).toEqual([
      'Ringkasan',
      'Jumlah per jenis limbah dan',
      'Perjalanan',
      'Manifes',
      'Tagihan',
      'Catatan limbah',
    ]);
    const byType = book[1]?.rows ?? [];
    expect(byType[0]).toEqual([
      'Jenis limbah',
      'Kode B3',
      'Satuan',
      'Catatan',
      'Bulan ini',
      'Bulan sebelumnya',
      'Perubahan',
      'Bulan yang sama tahun lalu',
      'Perubahan',
    ]);
    expect(byType[1]).toEqual(['Limbah B3', 'B105d', 'kg', 1, 150.25, 100, 50.3, 241, -37.7]);
    const everything = JSON.stringify(book);
    expect(everything).not.toContain('Sehat Medika');
    expect(everything).not.toContain('999');
    expect(everything).not.toContain('B109d');
    expect(book[2]?.rows[1]).toEqual(
      expect.arrayContaining(['PT Angkut Hijau Logistik', 'PT Olah Limbah Prima', 1, 150.25]),
    );
  });
});

describe('the quarterly B3 summary', () => {
  it('lists per B3 code what left in the quarter, when, with whom and under which manifests, in a PDF', async () => {
    const report = await written(cookies.customerA, {
      type: 'quarterlyB3',
      period: '2026-Q3',
      format: 'pdf',
      language: 'en',
    });
    expect(report.status).toBe('done');
    const file = await call('GET', `/reports/${report.id}/file`, cookies.customerA);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Quarterly B3 summary');
    expect(text).toContain('B105d');
    expect(text).toContain('200');
    for (const number of manifestNumbers) expect(text).toContain(number);
    expect(text).toContain('PT Angkut Hijau Logistik');
    expect(text).not.toContain('B109d');
    expect(text).not.toContain('Sehat Medika');
  });
});

describe('who may read and ask for reports', () => {
  let reportOfA = '';
  beforeAll(async () => {
    reportOfA = (
      await written(cookies.customerA, {
        type: 'monthlyWaste',
        period: '2026-08',
        format: 'csv',
        language: 'en',
      })
    ).id;
  });

  it('never shows a customer another company’s report, nor its file', async () => {
    expect((await call('GET', `/reports/${reportOfA}`, cookies.customerB)).statusCode).toBe(404);
    expect((await call('GET', `/reports/${reportOfA}/file`, cookies.customerB)).statusCode).toBe(404);
    const list = (await call('GET', '/reports', cookies.customerB)).json();
    expect(list.items).toEqual([]);
    expect((await call('GET', `/reports/${reportOfA}/file`, cookies.memberA)).statusCode).toBe(200);
  });

  it('writes a customer’s report about its own company whatever company it names', async () => {
    const report = await written(cookies.customerB, {
      type: 'monthlyWaste',
      period: '2026-09',
      companyId: ids.a,
      format: 'csv',
      language: 'en',
    });
    expect(report.companyId).toBe(ids.b);
    const csv = (await call('GET', `/reports/${report.id}/file`, cookies.customerB)).body;
    expect(csv).toContain('B109d');
    expect(csv).not.toContain('Maju Bersama');
  });

  it('keeps the provider’s reports to staff and refuses partners', async () => {
    const operations = { type: 'operations', period: '2026-09', format: 'pdf', language: 'en' };
    expect((await call('POST', '/reports', cookies.customerA, operations)).statusCode).toBe(403);
    expect((await call('GET', '/reports', cookies.partner)).statusCode).toBe(403);
    expect((await call('POST', '/reports', cookies.partner, operations)).statusCode).toBe(403);
  });

  it('says what is wrong and records nothing', async () => {
    const before = (await ctx.db.select().from(reports)).length;
    const noCompany = await call(
      'POST',
      '/reports',
      cookies.staff,
      { type: 'monthlyWaste', period: '2026-09', format: 'pdf', language: 'id' },
      'id',
    );
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fields.companyId).toBe('Pilih pelanggan yang dilaporkan.');
    const future = await call('POST', '/reports', cookies.customerA, {
      type: 'monthlyWaste',
      period: '2099-01',
      format: 'pdf',
      language: 'en',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.period).toBe('This period has not begun yet.');
    const wrongPeriod = await call('POST', '/reports', cookies.customerA, {
      type: 'quarterlyB3',
      period: '2026-09',
      format: 'pdf',
      language: 'en',
    });
    expect(wrongPeriod.json().fields.period).toBe('Choose a month (a quarter for the B3 summary).');
    const partnerCompany = await call('POST', '/reports', cookies.staff, {
      type: 'monthlyWaste',
      period: '2026-09',
      companyId: ids.transporter,
      format: 'pdf',
      language: 'en',
    });
    expect(partnerCompany.statusCode).toBe(400);
    expect((await ctx.db.select().from(reports)).length).toBe(before);
  });
});

describe('the finance and operations reports', () => {
  it('gives staff the operations figures of a month as CSV', async () => {
    const report = await written(cookies.staff, {
      type: 'operations',
      period: '2026-09',
      format: 'csv',
      language: 'en',
    });
    const csv = (await call('GET', `/reports/${report.id}/file`, cookies.staff)).body;
    expect(csv).toContain('Pickups,2');
    expect(csv).toContain('2026-09-11,2');
    expect(csv).toContain('Picked up on or before the requested date,0');
  });
});

describe('recipients and the monthly scheduler', () => {
  it('lets a customer’s admins choose recipients, not its members nor another company', async () => {
    const recipient = {
      email: 'k3l@majubersama.co.id',
      name: 'Bagian K3L',
      types: ['monthlyWaste'],
      language: 'id',
    };
    expect((await call('POST', '/report-subscriptions', cookies.memberA, recipient)).statusCode).toBe(403);
    const added = await call('POST', '/report-subscriptions', cookies.customerA, recipient);
    expect(added.statusCode).toBe(201);
    expect(added.json().companyId).toBe(ids.a);
    expect((await call('POST', '/report-subscriptions', cookies.customerA, recipient)).statusCode).toBe(409);
    const finance = await call('POST', '/report-subscriptions', cookies.customerA, {
      ...recipient,
      email: 'x@majubersama.co.id',
      types: ['finance'],
    });
    expect(finance.statusCode).toBe(400);
    expect((await call('GET', '/report-subscriptions', cookies.customerB)).json().items).toEqual([]);
    expect(
      (await call('DELETE', `/report-subscriptions/${added.json().id}`, cookies.customerB)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/report-subscriptions', cookies.memberA)).json().items).toHaveLength(1);
  });

  it('writes last month’s report once on the 1st and e-mails each recipient once', async () => {
    await createSubscription(ctx.db, {
      companyId: ids.a,
      email: 'direksi@majubersama.co.id',
      types: ['monthlyWaste', 'quarterlyB3'],
      language: 'en',
    });
    const firstOfOctober = new Date('2026-09-30T23:00:00Z');
    expect(await ctx.app.runJob('reportsMonthly', firstOfOctober)).toBe('3 reports written, 3 e-mails sent');
    expect(await ctx.app.runJob('reportsMonthly', firstOfOctober)).toBe('0 reports written, 0 e-mails sent');
    const mail = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'direksi@majubersama.co.id'))
      .orderBy(asc(emailOutbox.subject));
    expect(mail.map((sent) => sent.subject)).toEqual([
      'Monthly waste report September 2026 – PT Maju Bersama Plastindo',
      'Quarterly B3 summary Q3 2026 (July – September) – PT Maju Bersama Plastindo',
    ]);
    expect(mail[0]?.body).toContain('http://localhost:3000/customer/waste/reports');
    const scheduled = await ctx.db.select().from(reports).where(eq(reports.scheduled, true));
    expect(scheduled.map((row) => [row.type, row.period, row.language, row.status]).sort()).toEqual([
      ['monthlyWaste', '2026-09', 'en', 'done'],
      ['monthlyWaste', '2026-09', 'id', 'done'],
      ['quarterlyB3', '2026-Q3', 'en', 'done'],
    ]);
  });
});
