import type {
  DriverListFilter,
  DriverValues,
  NewDriverValues,
  NewVehicleValues,
  TransitHubListFilter,
  TransitHubValues,
  VehicleListFilter,
  VehicleValues,
} from '@sirkula/domain/fleet/inputs';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies, drivers, transitHubs, users, vehicles } from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type DriverRow = typeof drivers.$inferSelect;

const vehicleColumns = {
  id: vehicles.id,
  companyId: vehicles.companyId,
  companyName: companies.name,
  plate: vehicles.plate,
  type: vehicles.type,
  capacityKg: vehicles.capacityKg,
  b3PermitNumber: vehicles.b3PermitNumber,
  b3PermitExpiresOn: vehicles.b3PermitExpiresOn,
  registrationExpiresOn: vehicles.registrationExpiresOn,
  roadworthinessExpiresOn: vehicles.roadworthinessExpiresOn,
  active: vehicles.active,
  updatedAt: vehicles.updatedAt,
};

const driverColumns = {
  id: drivers.id,
  companyId: drivers.companyId,
  companyName: companies.name,
  name: drivers.name,
  phone: drivers.phone,
  licenceNumber: drivers.licenceNumber,
  licenceClass: drivers.licenceClass,
  licenceExpiresOn: drivers.licenceExpiresOn,
  b3TrainingExpiresOn: drivers.b3TrainingExpiresOn,
  userId: drivers.userId,
  userEmail: users.email,
  active: drivers.active,
  updatedAt: drivers.updatedAt,
};

const VEHICLE_ORDER = {
  plate: vehicles.plate,
  type: vehicles.type,
  capacityKg: vehicles.capacityKg,
  company: companies.name,
  registrationExpiresOn: vehicles.registrationExpiresOn,
} as const;

const DRIVER_ORDER = {
  name: drivers.name,
  licenceClass: drivers.licenceClass,
  licenceExpiresOn: drivers.licenceExpiresOn,
  company: companies.name,
} as const;

function commonConditions(
  table: typeof vehicles | typeof drivers,
  filter: { companyId?: string; active?: boolean },
): Array<SQL | undefined> {
  return [
    filter.companyId ? eq(table.companyId, filter.companyId) : undefined,
    filter.active === undefined ? undefined : eq(table.active, filter.active),
  ];
}

/** Plates are stored normalised, so a search is normalised the same way before it is matched. */
function plateSearch(q: string): SQL {
  const compact = q.toUpperCase().replace(/\s+/g, '');
  return sql`replace(${vehicles.plate}, ' ', '') like ${`%${compact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

export function listVehicles(db: Db, filter: VehicleListFilter) {
  const where = and(...commonConditions(vehicles, filter), filter.q ? plateSearch(filter.q) : undefined);
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select(vehicleColumns)
      .from(vehicles)
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(where)
      .orderBy(direction(VEHICLE_ORDER[filter.sort]), asc(vehicles.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(vehicles).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export function listDrivers(db: Db, filter: DriverListFilter) {
  const pattern = filter.q && `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = pattern
    ? or(ilike(drivers.name, pattern), ilike(drivers.licenceNumber, pattern), ilike(drivers.phone, pattern))
    : undefined;
  const where = and(...commonConditions(drivers, filter), search);
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select(driverColumns)
      .from(drivers)
      .innerJoin(companies, eq(companies.id, drivers.companyId))
      .leftJoin(users, eq(users.id, drivers.userId))
      .where(where)
      .orderBy(direction(DRIVER_ORDER[filter.sort]), asc(drivers.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(drivers).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findVehicle(db: Db, id: string) {
  const [row] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(eq(vehicles.id, id));
  return row;
}
export type VehicleView = NonNullable<Awaited<ReturnType<typeof findVehicle>>>;

export async function findDriver(db: Db, id: string) {
  const [row] = await db
    .select(driverColumns)
    .from(drivers)
    .innerJoin(companies, eq(companies.id, drivers.companyId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, id));
  return row;
}
export type DriverView = NonNullable<Awaited<ReturnType<typeof findDriver>>>;

export async function plateTaken(db: Db, plate: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, plate));
  return row !== undefined && row.id !== exceptId;
}

/** What decides whether a company may own vehicles and drivers: a live transporter partner. */
export async function findCompanyRoles(db: Db, companyId: string) {
  const [row] = await db
    .select({ kind: companies.kind, status: companies.status, partnerRoles: companies.partnerRoles })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The account a driver would be linked to, and the driver it is already linked to, if any. */
export async function findLinkableAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      userType: users.userType,
      companyId: users.companyId,
      status: users.status,
      driverId: drivers.id,
    })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function insertVehicle(db: Db, values: NewVehicleValues): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('Vehicle insert returned nothing');
  return row;
}

export async function updateVehicle(db: Db, id: string, values: VehicleValues): Promise<void> {
  await db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vehicles.id, id));
}

export async function insertDriver(db: Db, values: NewDriverValues): Promise<DriverRow> {
  const [row] = await db.insert(drivers).values(values).returning();
  if (!row) throw new Error('Driver insert returned nothing');
  return row;
}

export async function updateDriver(db: Db, id: string, values: DriverValues): Promise<void> {
  await db
    .update(drivers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(drivers.id, id));
}

/** Active vehicles, optionally of one transporter, by plate; one more than `limit` tells there are more. */
export function activeVehicles(db: Db, companyId: string | undefined, limit: number) {
  return db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      type: vehicles.type,
      capacityKg: vehicles.capacityKg,
      companyId: vehicles.companyId,
      companyName: companies.name,
    })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(and(eq(vehicles.active, true), companyId ? eq(vehicles.companyId, companyId) : undefined))
    .orderBy(asc(vehicles.plate))
    .limit(limit + 1);
}

export function activeDrivers(db: Db, companyId: string | undefined, limit: number) {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      companyId: drivers.companyId,
      companyName: companies.name,
    })
    .from(drivers)
    .innerJoin(companies, eq(companies.id, drivers.companyId))
    .where(and(eq(drivers.active, true), companyId ? eq(drivers.companyId, companyId) : undefined))
    .orderBy(asc(drivers.name), asc(drivers.id))
    .limit(limit + 1);
}

const HOLDERS = {
  vehicle: { table: vehicles, name: vehicles.plate },
  driver: { table: drivers, name: drivers.name },
} as const;

/** The documents watched for lapsing: which holder has each, and the column with its date. */
const DOCUMENT_DATES = [
  { holder: 'vehicle', document: 'b3Permit', column: vehicles.b3PermitExpiresOn },
  { holder: 'vehicle', document: 'registration', column: vehicles.registrationExpiresOn },
  { holder: 'vehicle', document: 'roadworthiness', column: vehicles.roadworthinessExpiresOn },
  { holder: 'driver', document: 'licence', column: drivers.licenceExpiresOn },
  { holder: 'driver', document: 'b3Training', column: drivers.b3TrainingExpiresOn },
] as const;

/** One document's rows of active holders lapsing on or before `until`, as the expiry list's columns. */
function documentsLapsing(
  { holder, document, column }: (typeof DOCUMENT_DATES)[number],
  until: CalendarDate,
  companyId: string | undefined,
): SQL {
  const { table, name } = HOLDERS[holder];
  return sql`select ${holder}::text as holder, ${table.id}::text as holder_id, ${name} as holder_name,
      ${table.companyId}::text as company_id, ${companies.name} as company_name,
      ${document}::text as document, ${column}::text as expires_on
    from ${table} join ${companies} on ${companies.id} = ${table.companyId}
    where ${and(eq(table.active, true), sql`${column} <= ${until}`, companyId ? eq(table.companyId, companyId) : undefined)}`;
}

interface ExpiringRow {
  holder: 'vehicle' | 'driver';
  holder_id: string;
  holder_name: string;
  company_id: string;
  company_name: string;
  document: (typeof DOCUMENT_DATES)[number]['document'];
  expires_on: string;
}

/**
 * Every document of an active vehicle or driver that lapses on or before `until` (already expired
 * ones included), soonest first, one page at a time.
 */
export function listExpiringDocuments(
  db: Db,
  filter: { until: CalendarDate; companyId?: string; order: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const all = sql.join(
    DOCUMENT_DATES.map((entry) => documentsLapsing(entry, filter.until, filter.companyId)),
    sql` union all `,
  );
  const rows = db
    .execute(
      sql`select * from (${all}) as documents
        order by expires_on ${sql.raw(filter.order)}, holder_name, document
        limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    )
    .then((answer) =>
      rowsOf<ExpiringRow>(answer).map((row) => ({
        holder: row.holder,
        holderId: row.holder_id,
        holderName: row.holder_name,
        companyId: row.company_id,
        companyName: row.company_name,
        document: row.document,
        expiresOn: row.expires_on,
      })),
    );
  return listPage(db, {
    rows,
    matching: sql`select 1 from (${all}) as documents`,
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

const transitHubColumns = {
  id: transitHubs.id,
  name: transitHubs.name,
  address: transitHubs.address,
  city: transitHubs.city,
  latitude: transitHubs.latitude,
  longitude: transitHubs.longitude,
  updatedAt: transitHubs.updatedAt,
};

const TRANSIT_HUB_ORDER = { name: transitHubs.name, city: transitHubs.city } as const;

export function listTransitHubs(db: Db, filter: TransitHubListFilter) {
  const pattern = filter.q && `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = pattern
    ? or(
        ilike(transitHubs.name, pattern),
        ilike(transitHubs.city, pattern),
        ilike(transitHubs.address, pattern),
      )
    : undefined;
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select(transitHubColumns)
      .from(transitHubs)
      .where(where)
      .orderBy(direction(TRANSIT_HUB_ORDER[filter.sort]), asc(transitHubs.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(transitHubs).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findTransitHub(db: Db, id: string) {
  const [row] = await db.select(transitHubColumns).from(transitHubs).where(eq(transitHubs.id, id));
  return row;
}
export type TransitHubView = NonNullable<Awaited<ReturnType<typeof findTransitHub>>>;

export async function insertTransitHub(db: Db, values: TransitHubValues) {
  const [row] = await db.insert(transitHubs).values(values).returning({ id: transitHubs.id });
  if (!row) throw new Error('The transit hub was not saved');
  return row;
}

export async function updateTransitHub(db: Db, id: string, values: Partial<TransitHubValues>) {
  await db
    .update(transitHubs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transitHubs.id, id));
}

/** Demo removal: the demo companies' vehicles and drivers with their audit entries. */
export async function deleteDemoFleet(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const vehicleIds = db
    .select({ id: asText(vehicles.id) })
    .from(vehicles)
    .where(inArray(vehicles.companyId, companyIds));
  const driverIds = db
    .select({ id: asText(drivers.id) })
    .from(drivers)
    .where(inArray(drivers.companyId, companyIds));
  const auditEntries =
    (await deleteAuditEntriesAbout(db, vehicleIds)) + (await deleteAuditEntriesAbout(db, driverIds));
  // The fleet points at its companies and at the drivers' accounts, so it goes before either.
  await db.delete(vehicles).where(inArray(vehicles.companyId, companyIds));
  await db.delete(drivers).where(inArray(drivers.companyId, companyIds));
  return { auditEntries };
}
