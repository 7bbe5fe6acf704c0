import { changedFields } from '@sirkula/domain/audit/rules';
import type {
  DriverListFilter,
  DriverValues,
  ExpiringFilter,
  NewDriverValues,
  NewVehicleValues,
  VehicleListFilter,
  VehicleValues,
} from '@sirkula/domain/fleet/inputs';
import { EXPIRY_WARNING_DAYS, isExpiredOn } from '@sirkula/domain/fleet/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canManageFleet, mayDriveFor } from './policy.ts';
import {
  type DriverView,
  findCompanyRoles,
  findDriver,
  findLinkableAccount,
  findVehicle,
  insertDriver,
  insertVehicle,
  listDrivers,
  listExpiringDocuments,
  listVehicles,
  plateTaken,
  updateDriver,
  updateVehicle,
  type VehicleView,
} from './queries.ts';

const vehicleNotFound = () => new NotFound('fleet.errors.vehicleNotFound', 'VEHICLE_NOT_FOUND');
const driverNotFound = () => new NotFound('fleet.errors.driverNotFound', 'DRIVER_NOT_FOUND');
const plateInUse = () =>
  new Conflict('fleet.errors.plateTaken', { plate: 'fleet.errors.plateTaken' }, 'PLATE_TAKEN');
const accountInUse = () =>
  new Conflict('fleet.errors.accountLinked', { userId: 'fleet.errors.accountLinked' }, 'ACCOUNT_LINKED');

function assertManager(actor: Actor): void {
  if (!canManageFleet(actor)) throw new Forbidden();
}

/** Vehicles and drivers belong to a live partner company that transports. */
async function assertTransporter(db: Db, companyId: string): Promise<void> {
  const company = await findCompanyRoles(db, companyId);
  const transports =
    company?.kind === 'partner' &&
    company.status !== 'deleted' &&
    company.partnerRoles.includes('transporter');
  if (!transports) {
    throw new Invalid('fleet.errors.notTransporter', { companyId: 'fleet.errors.notTransporter' });
  }
}

/** The phone account must be a partner user of the driver's company that no other driver uses. */
async function assertLinkable(db: Db, userId: string | null, companyId: string, driverId?: string) {
  if (userId === null) return;
  const account = await findLinkableAccount(db, userId);
  if (!account || account.status === 'deleted' || !mayDriveFor(account, companyId)) {
    throw new Invalid('fleet.errors.accountNotPartner', { userId: 'fleet.errors.accountNotPartner' });
  }
  if (account.driverId && account.driverId !== driverId) throw accountInUse();
}

/** Two saves of one plate (or one account) at once: the database's unique index answers the second. */
async function refusingDuplicates<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'vehicles_plate_unique')) throw plateInUse();
    if (isUniqueViolation(error, 'drivers_user_idx')) throw accountInUse();
    throw error;
  }
}

export async function vehicles(db: Db, actor: Actor, filter: VehicleListFilter) {
  assertManager(actor);
  const page = await listVehicles(db, filter);
  return { ...page, page: filter.page, pageSize: filter.pageSize };
}

async function vehicle(db: Db, id: string): Promise<VehicleView> {
  const row = await findVehicle(db, id);
  if (!row) throw vehicleNotFound();
  return row;
}

export async function createVehicle(db: Db, actor: Actor, input: NewVehicleValues): Promise<VehicleView> {
  assertManager(actor);
  await assertTransporter(db, input.companyId);
  if (await plateTaken(db, input.plate)) throw plateInUse();
  const id = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const row = await insertVehicle(tx, input);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'vehicle',
        entityId: row.id,
        action: 'create',
        after: input,
      });
      return row.id;
    }),
  );
  return vehicle(db, id);
}

/** Changes a vehicle, deactivating it included; its transporter stays the one it was added to. */
export async function changeVehicle(db: Db, actor: Actor, id: string, input: VehicleValues) {
  assertManager(actor);
  const before = await vehicle(db, id);
  if (await plateTaken(db, input.plate, id)) throw plateInUse();
  const change = changedFields(before, input);
  if (change) {
    await refusingDuplicates(() =>
      db.transaction(async (tx) => {
        await updateVehicle(tx, id, input);
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'vehicle',
          entityId: id,
          action: 'update',
          ...change,
        });
      }),
    );
  }
  return vehicle(db, id);
}

export async function drivers(db: Db, actor: Actor, filter: DriverListFilter) {
  assertManager(actor);
  const page = await listDrivers(db, filter);
  return { ...page, page: filter.page, pageSize: filter.pageSize };
}

async function driver(db: Db, id: string): Promise<DriverView> {
  const row = await findDriver(db, id);
  if (!row) throw driverNotFound();
  return row;
}

export async function createDriver(db: Db, actor: Actor, input: NewDriverValues): Promise<DriverView> {
  assertManager(actor);
  await assertTransporter(db, input.companyId);
  await assertLinkable(db, input.userId, input.companyId);
  const id = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const row = await insertDriver(tx, input);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'driver',
        entityId: row.id,
        action: 'create',
        after: input,
      });
      return row.id;
    }),
  );
  return driver(db, id);
}

export async function changeDriver(db: Db, actor: Actor, id: string, input: DriverValues) {
  assertManager(actor);
  const before = await driver(db, id);
  if (input.userId !== before.userId) await assertLinkable(db, input.userId, before.companyId, id);
  const change = changedFields(before, input);
  if (change) {
    await refusingDuplicates(() =>
      db.transaction(async (tx) => {
        await updateDriver(tx, id, input);
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'driver',
          entityId: id,
          action: 'update',
          ...change,
        });
      }),
    );
  }
  return driver(db, id);
}

/** Documents of active vehicles and drivers that have lapsed or lapse within the warning days (WIB). */
export async function expiring(db: Db, actor: Actor, filter: ExpiringFilter, now: Date) {
  assertManager(actor);
  const today = jakartaToday(now);
  const { items, ...total } = await listExpiringDocuments(db, {
    ...filter,
    until: addDays(today, EXPIRY_WARNING_DAYS),
  });
  return {
    items: items.map((item) => ({ ...item, expired: isExpiredOn(item.expiresOn, today) })),
    ...total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
