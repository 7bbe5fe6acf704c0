// Billing at production size on PostgreSQL 15: the billing run over last month with 2,000 contracts and
// 1,000,000 waste records (it must finish under 60 s and show its progress), the invoice PDF per second,
// and the invoice list's median/p95 with 100,000 invoices next to "the limit" (the same statements
// replayed straight through the driver).
// Run: npm run bench:billing   (or: npx tsx bench/billing.ts)
//   BENCH_RECORDS=100000            fewer waste records, for a quick run
//   BENCH_INVOICES=10000            fewer invoices for the list
//   TEST_DATABASE_URL=postgres://   an existing server instead of a throwaway PostgreSQL 15 cluster
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { addMonths, jakartaToday } from '@sirkula/domain/shared/dates';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { invoiceDocumentPdf } from '../apps/server/src/features/billing/document.ts';
import { findInvoice } from '../apps/server/src/features/billing/queries.ts';
import { DEMO_INVOICING } from '../apps/server/src/features/settings/demo.ts';
import { saveInvoicingValues } from '../apps/server/src/features/settings/queries.ts';
import { type FileStore, localFileStore } from '../apps/server/src/features/storage/file-store.ts';
import { startTestApp } from '../apps/server/src/test/app.ts';
import { signedInUser } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { seedLarge } from './large-data.ts';
import { seedJourneys } from './large-journeys.ts';
import { envCount, percentile } from './numbers.ts';
import { concurrentGroups, recordStatements, replay } from './sql-capture.ts';

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const INVOICES = envCount('BENCH_INVOICES', 100_000);
const RUNS = 30;
const WARM_UP = 2;

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

/** The invoice block is saved without a logo or signature, so a PDF reads no file. */
const noFiles: FileStore = localFileStore(tmpdir());

const ms = (value: number) => `${value.toFixed(1)} ms`;

function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function call(ctx: Ctx, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await ctx.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });
  if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/** The run as staff start it, its progress read every half second as the screen polls it. */
async function timeRun(ctx: Ctx, cookie: string, month: string) {
  const preview = performance.now();
  const planned = await call(ctx, cookie, 'GET', `/billing/runs/preview?month=${month}`);
  console.log(
    `  preview: ${planned.invoices} invoices and ${planned.payables} payables billing ${planned.recordCount} records in ${ms(performance.now() - preview)}`,
  );
  const started = performance.now();
  let run = await call(ctx, cookie, 'POST', '/billing/runs', { month });
  while (run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    run = await call(ctx, cookie, 'GET', `/billing/runs/${run.id}`);
    const seconds = ((performance.now() - started) / 1_000).toFixed(1);
    console.log(`  ${seconds.padStart(6)} s  ${run.contractsDone}/${run.contractsTotal} contracts`);
  }
  const seconds = (performance.now() - started) / 1_000;
  console.log(
    `  ${run.status}: ${run.message} — ${seconds.toFixed(1)} s${seconds < 60 ? '' : '  (OVER 60 s)'}`,
  );
}

/** Issued invoices of the customers, a year's worth, some paid, some overdue, with one line each. */
async function seedInvoices(ctx: Ctx, count: number) {
  const today = jakartaToday(new Date());
  await ctx.db.execute(sql`
    insert into invoices (direction, type, number, proforma_number, company_id, title, invoice_date,
      issue_date, due_date, payment_term, ppn_option, subtotal, tax_base, tax_amount, grand_total,
      paid_amount, payment_status, paid_on)
    select 'receivable', case when g % 10 = 0 then 'proforma' else 'issued' end,
      case when g % 10 = 0 then null else 'INV/BENCH/' || lpad(g::text, 7, '0') end,
      'PRO/BENCH/' || lpad(g::text, 7, '0'), c.id, 'Jasa pengelolaan limbah / Waste management',
      d.day, case when g % 10 = 0 then null else d.day end,
      case when g % 10 = 0 then null else d.day + 30 end, 'net30', 'ppn12Dpp',
      t.subtotal, t.subtotal * 11 / 12, (t.subtotal * 11 / 12) * 12 / 100,
      t.subtotal + (t.subtotal * 11 / 12) * 12 / 100,
      case when g % 3 = 0 then t.subtotal + (t.subtotal * 11 / 12) * 12 / 100 else 0 end,
      case when g % 3 = 0 and g % 10 <> 0 then 'paid' else 'unpaid' end,
      case when g % 3 = 0 and g % 10 <> 0 then d.day + 10 end
    from generate_series(1, ${count}) g
    cross join lateral (select (${today}::date - (g % 365)) as day) d
    cross join lateral (select ((g * 7919) % 50 + 1) * 250000 as subtotal) t
    cross join lateral (select id from companies where kind = 'customer'
      order by id offset (g % (select count(*) from companies where kind = 'customer')) limit 1) c`);
  await ctx.db.execute(sql`analyze invoices`);
}

/** One list request through the app, then its statements alone. */
async function timeList(ctx: Ctx, cookie: string, url: string) {
  const app: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    await call(ctx, cookie, 'GET', url);
    if (run >= WARM_UP) app.push(performance.now() - started);
  }
  const groups = concurrentGroups(await recordStatements(() => call(ctx, cookie, 'GET', url)));
  const raw: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    for (const group of groups) await Promise.all(group.map((statement) => replay(statement)));
    if (run >= WARM_UP) raw.push(performance.now() - started);
  }
  const timed = spread(app);
  const limit = spread(raw);
  console.log(
    `  ${url.padEnd(64)} ${ms(timed.median).padStart(9)} ${ms(timed.p95).padStart(9)}   limit ${ms(limit.median).padStart(9)} ${ms(limit.p95).padStart(9)}`,
  );
}

async function timePdfs(ctx: Ctx) {
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from invoices where type = 'issued' limit 1`),
  );
  const invoice = row && (await findInvoice(ctx.db, row.id));
  if (!invoice) throw new Error('No invoice to print');
  const deps = { db: ctx.db, storage: { db: ctx.db, store: noFiles, maxUploadBytes: 0 } };
  await invoiceDocumentPdf(deps, invoice, 'id', new Date());
  const count = 50;
  const started = performance.now();
  for (let index = 0; index < count; index += 1)
    await invoiceDocumentPdf(deps, invoice, index % 2 ? 'en' : 'id', new Date());
  const seconds = (performance.now() - started) / 1_000;
  console.log(
    `  ${count} invoice PDFs in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(1)} PDFs per second`,
  );
}

const postgres = process.env.TEST_DATABASE_URL ? null : await startPostgres();
if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
const ctx = await startTestApp();
try {
  console.log(`PostgreSQL 15: seeding 2,000 contracts, ${RECORDS} waste records and their journeys…`);
  const now = new Date();
  await seedLarge(ctx.db, { wasteRecords: RECORDS, now, onProgress: () => undefined });
  await seedJourneys(ctx.db, { journeys: Math.round(RECORDS / 10), now, onProgress: () => undefined });
  await saveInvoicingValues(ctx.db, DEMO_INVOICING);
  const staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  const month = addMonths(jakartaToday(now), -1).slice(0, 7);
  console.log(`Billing run for ${month}:`);
  await timeRun(ctx, staff, month);
  console.log(
    `Invoice list with ${INVOICES} more invoices (median, p95; the limit is the same SQL through pg):`,
  );
  await seedInvoices(ctx, INVOICES);
  for (const url of [
    '/billing/invoices',
    '/billing/invoices?status=overdue',
    '/billing/invoices?due=dueThisWeek',
    '/billing/invoices?paymentStatus=unpaid&sort=dueDate&order=asc',
    '/billing/invoices?q=INV%2FBENCH%2F00123',
    '/billing/invoices?page=200',
  ])
    await timeList(ctx, staff, url);
  const [company] = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`select company_id as id from invoices group by company_id order by count(*) desc limit 1`,
    ),
  );
  if (company) await timeList(ctx, staff, `/billing/invoices?companyId=${company.id}`);
  console.log('Invoice PDF:');
  await timePdfs(ctx);
} finally {
  await ctx.close();
  postgres?.stop();
}
