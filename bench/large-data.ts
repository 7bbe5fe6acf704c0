// A generator of a large, realistic data set: companies, their contracts and two years of waste records.
// Used by `npm run seed:large` and by the waste list benchmark. Deterministic: the same options and
// clock give the same names, numbers, dates and quantities.
import { randomUUID } from 'node:crypto';
import { missingProfileFields } from '@sirkula/domain/companies/rules';
import { contractNumber, potentialCost, WASTE_TYPES, type WasteType } from '@sirkula/domain/contracts/rules';
import { addDays, addMonths, type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { registrationNumber, SUB_TYPES_OF, transactionNumber } from '@sirkula/domain/waste/rules';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { companies, contracts, numberSequences, wasteRecords } from '../apps/server/src/db/schema.ts';
import { createUser } from '../apps/server/src/features/companies/factories.ts';
import { suspendIndexes } from './bulk-load.ts';
import {
  B3_CODES,
  CANCEL_REASONS,
  CITIES,
  CUSTOMER_INDUSTRIES,
  FREQUENCY_WEIGHTS,
  NAME_FIRST,
  NAME_SECOND,
  PACKAGING_OF,
  PARTNER_INDUSTRIES,
  PEOPLE_FIRST,
  PEOPLE_LAST,
  STATUS_BY_AGE,
  TYPE_WEIGHTS,
} from './large-data-words.ts';
import { digits, generator, int, pick, type Random, weighted } from './random.ts';

export interface LargeDataOptions {
  companies?: number;
  contracts?: number;
  wasteRecords?: number;
  /** The clock: records end on this day (WIB) and start two years earlier. */
  now: Date;
  seed?: number;
  onProgress?: (message: string) => void;
}

export interface LargeDataResult {
  companies: Array<{ id: string; name: string; kind: 'customer' | 'partner'; wasteRecords: number }>;
  contracts: number;
  wasteRecords: number;
}

/** The number_sequences series the services count in; the seed leaves them at its last number. */
export const CONTRACT_SERIES = 'contract';
export const WASTE_SERIES = 'waste';

// Rows a statement: companies and contracts go through Drizzle's `values`, whose parameters PostgreSQL
// caps at 65,535; the waste records' JSON batches could be larger but gain nothing from it.
const BATCH = 2_000;
const DAY = 86_400_000;
const WIB_OFFSET = 7 * 3_600_000;

const REGISTRATION_KEYS = [0x5a3c1, 0xc0ffe, 0x1b2d3, 0x7e4f9];

/**
 * A unique registration number per index: a four-round Feistel permutation of the 40 bits the eight
 * Crockford characters hold, so numbers look random but never repeat.
 */
function scrambledRegistration(index: number): string {
  let left = Math.floor(index / 0x100000) & 0xfffff;
  let right = index & 0xfffff;
  for (const key of REGISTRATION_KEYS) {
    const mixed = (Math.imul(right ^ key, 0x9e3779b1) >>> 12) & 0xfffff;
    [left, right] = [right, left ^ mixed];
  }
  const bytes = new Uint8Array(8);
  for (let position = 0; position < 4; position += 1) {
    bytes[position] = (left >>> (15 - position * 5)) & 31;
    bytes[position + 4] = (right >>> (15 - position * 5)) & 31;
  }
  return registrationNumber(bytes);
}

function dayOf(date: CalendarDate): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY;
}

type CompanyRow = typeof companies.$inferInsert & { id: string; address: string };
type ContractRow = typeof contracts.$inferInsert & { id: string; startDate: string; endDate: string };

function generateCompanies(random: Random, count: number, today: CalendarDate): CompanyRow[] {
  const names = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 7 === 3 ? ('partner' as const) : ('customer' as const);
    const [ending, industry] = pick(random, kind === 'partner' ? PARTNER_INDUSTRIES : CUSTOMER_INDUSTRIES);
    const legal = kind === 'customer' && random() < 0.15 ? 'CV' : 'PT';
    let name = '';
    for (let attempt = 0; attempt < 20 && (name === '' || names.has(name)); attempt += 1) {
      name = `${legal} ${pick(random, NAME_FIRST)} ${pick(random, NAME_SECOND)} ${ending}`;
    }
    if (names.has(name)) name = `${name} ${index}`;
    names.add(name);
    const [city, province, street] = pick(random, CITIES);
    const slug = name
      .toLowerCase()
      .replace(/^(pt|cv) /, '')
      .replace(/\s+/g, '');
    const person = `${pick(random, PEOPLE_FIRST)} ${pick(random, PEOPLE_LAST)}`;
    const values = {
      id: randomUUID(),
      name,
      kind,
      partnerRoles:
        kind === 'partner' ? pick(random, [['transporter'], ['receiver'], ['transporter', 'receiver']]) : [],
      status: random() < 0.03 ? ('inactive' as const) : ('active' as const),
      address: `${street} No. ${int(random, 1, 250)}, ${city}`,
      city,
      province,
      country: 'Indonesia',
      industry,
      npwp: `0${digits(random, 15)}`,
      nib: digits(random, 13),
      kbli: digits(random, 5),
      legalType: legal === 'CV' ? ('cv' as const) : ('pt' as const),
      picName: person,
      picEmail: `${person.split(' ')[0]?.toLowerCase()}@${slug}.co.id`,
      picPhone: `+628${digits(random, 10)}`,
      environmentalDocumentType: pick(random, ['AMDAL', 'UKLUPL', 'SPPL'] as const),
      environmentalDocumentFileId: null,
      registrationFormFileId: null,
      employeeCount: int(random, 20, 3_000),
      createdAt: new Date(Date.parse(`${addDays(today, -int(random, 1_100, 1_400))}T03:00:00Z`)),
    } satisfies typeof companies.$inferInsert;
    // Without uploaded documents no generated profile is complete; derived as the service derives it.
    return { ...values, profileComplete: missingProfileFields(values).length === 0 };
  });
}

function contractTypes(random: Random, industry: string | null | undefined): WasteType[] {
  const medical = industry === 'Farmasi' || industry === 'Rumah sakit dan klinik';
  const chances: Record<WasteType, number> = {
    b3: 0.7,
    nonB3: 0.6,
    electronic: 0.2,
    medical: medical ? 0.9 : 0.05,
    other: 0.1,
  };
  const types = WASTE_TYPES.filter((type) => random() < chances[type]);
  return types.length > 0 ? types : ['nonB3'];
}

function generateContracts(
  random: Random,
  count: number,
  owners: readonly CompanyRow[],
  today: CalendarDate,
  counters: Map<number, number>,
): ContractRow[] {
  const rows = Array.from({ length: count }, (_, index) => {
    // Every company has one contract; the rest go to companies at random.
    const company = owners[index] ?? pick(random, owners);
    const unit = random() < 0.8 ? ('kg' as const) : ('bin' as const);
    const startDate = addDays(today, -int(random, 30, 1_000));
    const endDate = addDays(addMonths(startDate, random() < 0.6 ? 12 : 24), -1);
    const createdOn = addDays(startDate, -int(random, 3, 30));
    return {
      id: randomUUID(),
      number: '',
      kind: company.kind,
      companyId: company.id,
      status: weighted(random, { active: 87, cancelled: 8, draft: 5 }),
      startDate,
      endDate,
      unit,
      pricePerUnit: unit === 'kg' ? int(random, 4, 30) * 500 : int(random, 10, 70) * 5_000,
      frequency: weighted(random, FREQUENCY_WEIGHTS),
      frequencyInterval: 1,
      pricePerFrequency: random() < 0.2 ? int(random, 1, 20) * 250_000 : 0,
      maxQuantityPerFrequency: unit === 'kg' ? int(random, 5, 200) * 100 : int(random, 5, 50),
      paymentTiming: random() < 0.8 ? ('arrears' as const) : ('advance' as const),
      paymentTerm: weighted(random, { net30: 60, net15: 15, net45: 10, net60: 5, dueOnReceipt: 10 }),
      paymentCycle: weighted(random, { monthly: 70, perPickup: 20, quarterly: 10 }),
      onDemand: random() < 0.1,
      ppnRate: createdOn < '2025-01-01' ? 11 : 12,
      wasteTypes: contractTypes(random, company.industry),
      createdAt: new Date(Date.parse(`${createdOn}T03:00:00Z`)),
    } satisfies ContractRow;
  });
  // Numbers follow creation order within each (WIB) year, as the service hands them out.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    const createdOn = new Date(row.createdAt.getTime() + WIB_OFFSET).toISOString().slice(0, 10);
    const year = Number(createdOn.slice(0, 4));
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    row.number = contractNumber(sequence, createdOn);
  }
  return rows;
}

/**
 * A multi-row insert as one JSON parameter unpacked by `json_to_recordset`: PostgreSQL and PGlite parse
 * one value instead of 50,000 parameters (measured: two to three times faster than Drizzle's `values`).
 */
async function insertJson(db: Db, rows: Array<typeof wasteRecords.$inferInsert>) {
  const first = rows[0];
  if (!first) return;
  // The recordset keeps the rows' own (camelCase) keys; the insert names the table's columns.
  const columns = getTableColumns(wasteRecords);
  const keys = Object.keys(first) as Array<keyof typeof columns>;
  const targets = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const sources = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql`${sql.identifier(key)} ${sql.raw(columns[key].getSQLType())}`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${wasteRecords} (${targets}) select ${sources} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${types})`,
  );
}

async function insertBatched<T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += BATCH) await insert(items.slice(start, start + BATCH));
}

/** The last number handed out in each year of a series, so a second run continues after the first. */
async function currentSequences(db: Db, series: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ year: numberSequences.year, last: numberSequences.last })
    .from(numberSequences)
    .where(eq(numberSequences.series, series));
  return new Map(rows.map((row) => [row.year, row.last]));
}

/** Leaves a series at `last` for each year, or where it already is when that is further. */
async function advanceSequences(db: Db, series: string, lastByYear: Map<number, number>) {
  for (const [year, last] of lastByYear) {
    await db
      .insert(numberSequences)
      .values({ series, year, last })
      .onConflictDoUpdate({
        target: [numberSequences.series, numberSequences.year],
        set: { last: sql`greatest(${numberSequences.last}, excluded.last)` },
      });
  }
}

/**
 * Inserts `companies` companies (one in seven a partner), `contracts` contracts and `wasteRecords`
 * waste records spread over the two years before `now`, then leaves the number series after the
 * generated numbers and refreshes the planner's statistics. Status history rows are not generated:
 * a million timelines would double the load time and no list reads them.
 */
export async function seedLarge(db: Db, options: LargeDataOptions): Promise<LargeDataResult> {
  const companyCount = options.companies ?? 200;
  const contractCount = Math.max(options.contracts ?? 2_000, companyCount);
  const recordCount = options.wasteRecords ?? 1_000_000;
  const progress = options.onProgress ?? (() => {});
  const random = generator(options.seed ?? 20_260_101);
  const today = jakartaToday(options.now);
  const todayDay = dayOf(today);
  const firstDay = todayDay - 729;

  const companyRows = generateCompanies(random, companyCount, today);
  await insertBatched(companyRows, (batch) => db.insert(companies).values(batch));
  const contractYears = await currentSequences(db, CONTRACT_SERIES);
  const contractRows = generateContracts(random, contractCount, companyRows, today, contractYears);
  await insertBatched(contractRows, (batch) => db.insert(contracts).values(batch));
  await advanceSequences(db, CONTRACT_SERIES, contractYears);
  progress(`${companyRows.length} companies and ${contractRows.length} contracts inserted`);

  // Waste goes on customers' active and cancelled contracts; a few big customers produce most of it.
  const usable = contractRows.filter((row) => row.kind === 'customer' && row.status !== 'draft');
  const owners = [...new Set(usable.map((row) => row.companyId))];
  const contractsOf = new Map(owners.map((id) => [id, usable.filter((row) => row.companyId === id)]));
  const cumulative: number[] = [];
  owners.forEach((_, rank) => {
    cumulative.push((cumulative.at(-1) ?? 0) + 1 / (rank + 1) ** 0.8);
  });
  const totalWeight = cumulative.at(-1) ?? 0;
  const typeWeights = new Map(
    usable.map((row) => [
      row.id,
      Object.fromEntries(row.wasteTypes.map((type) => [type, TYPE_WEIGHTS[type]])),
    ]),
  );
  const companyById = new Map(companyRows.map((row) => [row.id, row]));
  const result = new Map(companyRows.map((row) => [row.id, 0]));

  // First every record's contract and moment, so transaction numbers can follow creation order.
  const createdAt = new Float64Array(recordCount);
  const contractOf: ContractRow[] = new Array(recordCount);
  for (let index = 0; index < recordCount; index += 1) {
    const roll = random() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < roll) low = middle + 1;
      else high = middle;
    }
    const contract = pick(random, contractsOf.get(owners[low] ?? '') ?? usable);
    const from = Math.max(firstDay, dayOf(contract.startDate));
    const to = Math.min(todayDay, dayOf(contract.endDate));
    const day = from <= to ? int(random, from, to) : int(random, firstDay, todayDay);
    // Requests come in during the working day, 07:00–18:00 WIB.
    createdAt[index] = day * DAY - WIB_OFFSET + int(random, 7 * 3_600, 18 * 3_600) * 1_000;
    contractOf[index] = contract;
  }
  const order = new Uint32Array(recordCount).map((_, index) => index);
  order.sort((a, b) => (createdAt[a] ?? 0) - (createdAt[b] ?? 0));

  const dates = new Map<number, CalendarDate>();
  const dateOf = (day: number) => {
    let date = dates.get(day);
    if (!date) {
      date = new Date(day * DAY).toISOString().slice(0, 10);
      dates.set(day, date);
    }
    return date;
  };
  // Indices continue after the records already there, so a second run cannot repeat a number.
  const [existing] = await db.select({ value: count() }).from(wasteRecords);
  const registrationBase = existing?.value ?? 0;
  const restore = registrationBase === 0 ? await suspendIndexes(db, wasteRecords, progress) : async () => {};
  const wasteYears = await currentSequences(db, WASTE_SERIES);
  let batch: Array<typeof wasteRecords.$inferInsert> = [];
  const started = Date.now();
  try {
    for (let position = 0; position < recordCount; position += 1) {
      const index = order[position] ?? 0;
      const contract = contractOf[index];
      const company = contract && companyById.get(contract.companyId);
      if (!contract || !company) throw new Error(`Record ${index} has no contract`);
      const created = createdAt[index] ?? 0;
      const day = Math.floor((created + WIB_OFFSET) / DAY);
      const date = dateOf(day);
      const year = Number(date.slice(0, 4));
      const sequence = (wasteYears.get(year) ?? 0) + 1;
      wasteYears.set(year, sequence);

      const age = todayDay - day;
      const status = weighted(random, STATUS_BY_AGE.find(([below]) => age < below)?.[1] ?? {});
      const type = weighted<WasteType>(random, typeWeights.get(contract.id) ?? {});
      const subTypes = SUB_TYPES_OF[type];
      // Kilograms spread like real pickups: mostly tens to hundreds, now and then tonnes.
      const kilograms = Math.exp(
        Math.log(120) + 1.1 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()),
      );
      const quantity =
        contract.unit === 'kg'
          ? Math.min(50_000, Math.max(1, Math.round(kilograms * 100) / 100))
          : int(random, 1, 12);
      const moved = status !== 'drafted' && status !== 'waiting' && status !== 'cancelled';
      const draft = status === 'drafted' && random() < 0.5;
      batch.push({
        transactionNumber: transactionNumber(sequence, date),
        registrationNumber: scrambledRegistration(registrationBase + index),
        transactionDate: date,
        companyId: company.id,
        contractId: contract.id,
        type,
        subType: subTypes ? pick(random, subTypes) : null,
        wasteCode: type === 'b3' ? pick(random, B3_CODES) : null,
        quantity,
        unit: contract.unit,
        status,
        potentialCost: potentialCost(contract, quantity),
        pickupAddress: company.address,
        packaging: pick(random, PACKAGING_OF[type]),
        generatedOn: draft ? null : dateOf(day - int(random, 0, 7)),
        requestedPickupDate: draft ? null : dateOf(day + int(random, 1, 4)),
        timeWindow: random() < 0.6 ? 'morning' : 'afternoon',
        notes: random() < 0.05 ? 'Mohon bawa timbangan sendiri' : null,
        confirmedAt: moved ? new Date(created + int(random, 1, 6) * 3_600_000) : null,
        cancelReason: status === 'cancelled' ? pick(random, CANCEL_REASONS) : null,
        createdAt: new Date(created),
        updatedAt: new Date(Math.min(options.now.getTime(), created + (moved ? int(random, 1, 5) * DAY : 0))),
      });
      const owner = contract.companyId;
      result.set(owner, (result.get(owner) ?? 0) + 1);
      if (batch.length === BATCH || position === recordCount - 1) {
        await insertJson(db, batch);
        batch = [];
        if ((position + 1) % 50_000 < BATCH || position === recordCount - 1) {
          const rate = Math.round((position + 1) / ((Date.now() - started) / 1_000));
          progress(`${position + 1} of ${recordCount} waste records inserted (${rate} a second)`);
        }
      }
    }
  } finally {
    await restore();
  }
  await advanceSequences(db, WASTE_SERIES, wasteYears);

  // What autovacuum would have done on a live server: visibility map and statistics for the planner.
  progress('vacuum analyze');
  await db.execute(sql`vacuum analyze ${companies}, ${contracts}, ${wasteRecords}, ${numberSequences}`);
  return {
    companies: companyRows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      wasteRecords: result.get(row.id) ?? 0,
    })),
    contracts: contractRows.length,
    wasteRecords: recordCount,
  };
}

/**
 * An HTTP benchmark's database: migrated, the large data set with `records` waste records (a progress
 * line every ten seconds), and an internal admin to sign in as.
 */
export async function seedWithAdmin(
  database: Database,
  records: number,
  admin: { email: string; password: string },
) {
  const started = Date.now();
  let reported = started;
  await migrate(database);
  await seedLarge(database.db, {
    wasteRecords: records,
    now: new Date(),
    onProgress: (message) => {
      // One line every ten seconds is enough to show it is moving.
      if (Date.now() - reported < 10_000) return;
      reported = Date.now();
      console.log(`  ${((reported - started) / 1_000).toFixed(0).padStart(4)} s  ${message}`);
    },
  });
  await createUser(database.db, { name: 'Bench Admin', userType: 'internal', role: 'admin', ...admin });
  console.log(
    `  seeded ${records.toLocaleString('en')} waste records in ${((Date.now() - started) / 1_000).toFixed(0)} s`,
  );
}
