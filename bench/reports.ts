// `npm run bench:reports`: how fast reports are written.
//  1. Rows per second of each format for one table of BENCH_REPORT_ROWS (100,000) waste records, the
//     table that grows with a customer's size: PDF (pdfmake), XLSX (exceljs's streaming writer), CSV.
//  2. The monthly waste report of the largest demo customer (most records last month), from the
//     database read to the stored file, on an embedded database seeded with the demo data; then again
//     after BENCH_REPORT_RECORDS (20,000) more records of that customer in that month.
// It prints figures and never fails on them: it is a benchmark, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { lastWholePeriod, reportPeriod } from '@sirkula/domain/reports/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import type { ReportBook } from '../apps/server/src/features/reports/book.ts';
import { recordsTable } from '../apps/server/src/features/reports/books.ts';
import { createReport } from '../apps/server/src/features/reports/factories.ts';
import type { RecordRow } from '../apps/server/src/features/reports/figures-queries.ts';
import { renderCsv } from '../apps/server/src/features/reports/render-csv.ts';
import { renderReportPdf } from '../apps/server/src/features/reports/render-pdf.ts';
import { renderXlsx } from '../apps/server/src/features/reports/render-xlsx.ts';
import { localFileStore } from '../apps/server/src/features/storage/file-store.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { envCount } from './numbers.ts';

const ROWS = envCount('BENCH_REPORT_ROWS', 100_000);
const MORE_RECORDS = envCount('BENCH_REPORT_RECORDS', 20_000);
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function syntheticRecords(count: number): RecordRow[] {
  const types = ['b3', 'nonB3', 'electronic', 'medical'];
  return Array.from({ length: count }, (_, index) => ({
    transactionNumber: `TRX-2026-${String(index + 1).padStart(7, '0')}`,
    transactionDate: `2026-09-${String((index % 30) + 1).padStart(2, '0')}`,
    type: types[index % types.length] as string,
    wasteCode: index % 4 === 0 ? 'B105d' : null,
    quantity: Math.round((10 + (index % 997) * 1.37) * 100) / 100,
    unit: 'kg',
    status: 'delivered',
    potentialCost: 125_000 + (index % 50) * 1_000,
  }));
}

async function formats() {
  const t = (key: string) => translate('id', key);
  const table = recordsTable(t, syntheticRecords(ROWS));
  const book: ReportBook = {
    title: 'Laporan limbah bulanan',
    subtitle: `${ROWS.toLocaleString('en')} catatan`,
    facts: [],
    charts: [],
    tables: [table],
    note: '',
    fileStem: 'bench',
  };
  const renderers = [
    ['CSV', () => Promise.resolve(renderCsv(book))],
    ['XLSX', () => renderXlsx(book, 'Ringkasan')],
    ['PDF', () => renderReportPdf(book, 'id', new Date(), Number.POSITIVE_INFINITY)],
  ] as const;
  for (const [name, render] of renderers) {
    const started = performance.now();
    const bytes = (await render()).length;
    const seconds = (performance.now() - started) / 1000;
    const memory = process.memoryUsage().rss;
    console.log(
      `${name}: ${ROWS.toLocaleString('en')} rows in ${seconds.toFixed(1)} s = ` +
        `${Math.round(ROWS / seconds).toLocaleString('en')} rows/s; file ${megabytes(bytes)}; process RSS ${megabytes(memory)}`,
    );
  }
}

async function largestDemoCustomer() {
  const dir = mkdtempSync(join(tmpdir(), 'sirkula-bench-reports-'));
  try {
    const database = await openPglite(join(dir, 'data'));
    await migrate(database);
    const storage = {
      db: database.db,
      store: localFileStore(join(dir, 'files')),
      maxUploadBytes: 10_485_760,
    };
    await seedDemo(storage);
    const period = lastWholePeriod('monthlyWaste', new Date());
    const { current } = reportPeriod('monthlyWaste', period);
    const [largest] = rowsOf<{ id: string; name: string; records: number }>(
      await database.db.execute(sql`
        select c.id, c.name, count(*)::int as records from waste_records w join companies c on c.id = w.company_id
        where w.transaction_date between ${current.from} and ${current.to}
        group by c.id, c.name order by records desc limit 1`),
    );
    if (!largest) throw new Error('The demo data has no records last month');
    const time = async (records: number) => {
      for (const format of ['pdf', 'xlsx', 'csv'] as const) {
        const started = performance.now();
        const report = await createReport(
          { db: database.db, storage, clock: () => new Date() },
          { type: 'monthlyWaste', period, companyId: largest.id, format, language: 'id' },
        );
        console.log(
          `Monthly waste report ${period}, ${largest.name} (${records.toLocaleString('en')} records), ` +
            `${format.toUpperCase()}: ${(performance.now() - started).toFixed(0)} ms, ${report.rows} rows, status ${report.status}`,
        );
      }
    };
    await time(largest.records);
    // Copies of one of its records across the month, numbered apart.
    await database.db.execute(sql`
      insert into waste_records (transaction_number, registration_number, transaction_date, company_id, contract_id,
        type, sub_type, waste_code, quantity, unit, status, potential_cost, pickup_address, packaging,
        requested_pickup_date, time_window)
      select 'BENCH-' || n, 'BENCH-REG-' || n, ${current.from}::date + (n % 28), company_id, contract_id,
        type, sub_type, waste_code, quantity + (n % 50), unit, status, potential_cost, pickup_address, packaging,
        ${current.from}::date + (n % 28), time_window
      from generate_series(1, ${MORE_RECORDS}) n,
        (select * from waste_records where company_id = ${largest.id} and status = 'delivered' limit 1) one`);
    await time(largest.records + MORE_RECORDS);
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await formats();
await largestDemoCustomer();
