import { changedFields } from '@sirkula/domain/audit/rules';
import type { binAnswer } from '@sirkula/domain/smartbins/answers';
import type { BinListFilter, BinValues } from '@sirkula/domain/smartbins/inputs';
import {
  type BinThresholds,
  binStates,
  DEFAULT_THRESHOLDS,
  effectiveThresholds,
} from '@sirkula/domain/smartbins/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canManageBins, canReadBin, canReadBins } from './policy.ts';
import {
  type BinRow,
  findBin,
  findBinOwner,
  insertBin,
  listBins,
  softDeleteBin,
  updateBin,
} from './queries.ts';

const binNotFound = () => new NotFound('smartbins.errors.notFound', 'SMART_BIN_NOT_FOUND');

/** The thresholds a bin without its own is judged on. */
const defaults: BinThresholds = DEFAULT_THRESHOLDS;

function latestOf(row: BinRow) {
  if (!row.lastReadingAt) return null;
  return {
    measuredAt: row.lastReadingAt,
    distanceMm: row.lastDistanceMm,
    fillPercent: row.lastFillPercent,
    temperatureC: row.lastTemperatureC,
    tiltDeg: row.lastTiltDeg,
    batteryPercent: row.lastBatteryPercent,
    alarms: {
      full: row.alarmFull,
      fire: row.alarmFire,
      tilt: row.alarmTilt,
      lowBattery: row.alarmLowBattery,
    },
  };
}

/** The bin as the API answers it: its record, its latest raw values and the states they give. */
function binAnswerOf(row: BinRow, now: Date): z.output<typeof binAnswer> {
  const { fullPercent, fireC, tiltDeg, lowBatteryPercent, ...record } = row;
  const ownThresholds = { fullPercent, fireC, tiltDeg, lowBatteryPercent };
  const thresholds = effectiveThresholds(ownThresholds, defaults);
  const latest = latestOf(row);
  return {
    ...record,
    ownThresholds,
    thresholds,
    latest,
    // A bin without a sensor has no sensor states: it is neither normal nor offline.
    states: row.hasSensor ? binStates(latest, thresholds, row.expectedIntervalMinutes, now) : [],
  };
}

/** A sensor is one live bin's: its readings must find exactly one. */
async function refusingSharedSensor<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    for (const [constraint, field] of [
      ['smart_bins_imei_idx', 'imei'],
      ['smart_bins_dev_eui_idx', 'devEui'],
    ] as const) {
      if (isUniqueViolation(error, constraint)) {
        throw new Conflict(
          'smartbins.errors.sensorTaken',
          { [field]: 'smartbins.errors.sensorTaken' },
          'SENSOR_TAKEN',
        );
      }
    }
    throw error;
  }
}

/** A bin stands at a live customer's site and serves one of that customer's contracts, if any. */
async function assertOwner(db: Db, values: BinValues): Promise<void> {
  const { company, contractBelongs } = await findBinOwner(db, values.companyId, values.contractId);
  if (company?.kind !== 'customer' || company.status === 'deleted') {
    throw new Invalid('smartbins.errors.notCustomer', { companyId: 'smartbins.errors.notCustomer' });
  }
  if (!contractBelongs) {
    throw new Invalid('smartbins.errors.contractNotOwn', { contractId: 'smartbins.errors.contractNotOwn' });
  }
}

export async function bins(db: Db, actor: Actor, filter: BinListFilter, now: Date) {
  if (!canReadBins(actor)) throw new Forbidden();
  const page = await listBins(db, filter, companyScope(actor), { defaults, now });
  return {
    ...page,
    items: page.items.map((row) => binAnswerOf(row, now)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function readableBin(db: Db, actor: Actor, id: string): Promise<BinRow> {
  const row = await findBin(db, id);
  // Another company's bin is not found rather than forbidden: its existence is not the reader's to know.
  if (!row || !canReadBin(actor, row)) throw binNotFound();
  return row;
}

export async function bin(db: Db, actor: Actor, id: string, now: Date) {
  return binAnswerOf(await readableBin(db, actor, id), now);
}

export async function createBin(db: Db, actor: Actor, input: BinValues, now: Date) {
  if (!canManageBins(actor)) throw new Forbidden();
  await assertOwner(db, input);
  const id = await refusingSharedSensor(() =>
    db.transaction(async (tx) => {
      const row = await insertBin(tx, input);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'smartBin',
        entityId: row.id,
        action: 'create',
        after: input,
      });
      return row.id;
    }),
  );
  return bin(db, actor, id, now);
}

/** The values a bin was saved with, to compare a change against. */
function valuesOf(row: BinRow): BinValues {
  return {
    companyId: row.companyId,
    contractId: row.contractId,
    label: row.label,
    brand: row.brand,
    type: row.type,
    colour: row.colour,
    capacityLitres: row.capacityLitres,
    heightCm: row.heightCm,
    hasSensor: row.hasSensor,
    sensorBrand: row.sensorBrand,
    deviceModel: row.deviceModel,
    imei: row.imei,
    devEui: row.devEui,
    ipAddress: row.ipAddress,
    expectedIntervalMinutes: row.expectedIntervalMinutes,
    fullPercent: row.fullPercent,
    fireC: row.fireC,
    tiltDeg: row.tiltDeg,
    lowBatteryPercent: row.lowBatteryPercent,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function changeBin(db: Db, actor: Actor, id: string, input: BinValues, now: Date) {
  if (!canManageBins(actor)) throw new Forbidden();
  const before = await findBin(db, id);
  if (!before) throw new NotFound('smartbins.errors.nothingToUpdate', 'SMART_BIN_NOT_FOUND');
  await assertOwner(db, input);
  const change = changedFields(valuesOf(before), input);
  if (change) {
    await refusingSharedSensor(() =>
      db.transaction(async (tx) => {
        if (!(await updateBin(tx, id, input)))
          throw new NotFound('smartbins.errors.nothingToUpdate', 'SMART_BIN_NOT_FOUND');
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'smartBin',
          entityId: id,
          action: 'update',
          ...change,
        });
      }),
    );
  }
  return bin(db, actor, id, now);
}

export async function deleteBin(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  if (!canManageBins(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    if (!(await softDeleteBin(tx, id, now))) throw binNotFound();
    await recordAudit(tx, { actorId: actor.id, entity: 'smartBin', entityId: id, action: 'delete' });
  });
}
