import { changedFields } from '@sirkula/domain/audit/rules';
import type { BinHistory, binAnswer } from '@sirkula/domain/smartbins/answers';
import type {
  AlertListFilter,
  BinListFilter,
  BinMapFilter,
  BinValues,
  HistoryRange,
} from '@sirkula/domain/smartbins/inputs';
import { type BinThresholds, binStates, effectiveThresholds } from '@sirkula/domain/smartbins/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { defaultThresholds } from './defaults.ts';
import { binsOnMap } from './map-queries.ts';
import { canAcknowledgeAlerts, canManageBins, canReadBin, canReadBins } from './policy.ts';
import {
  acknowledgeAlert,
  type BinRow,
  binHistory,
  findAlert,
  findBin,
  findBinOwner,
  insertBin,
  listAlerts,
  listBins,
  softDeleteBin,
  updateBin,
} from './queries.ts';
import { forgetSensorBins } from './sensor-directory.ts';

const binNotFound = () => new NotFound('smartbins.errors.notFound', 'SMART_BIN_NOT_FOUND');

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
function binAnswerOf(row: BinRow, defaults: BinThresholds, now: Date): z.output<typeof binAnswer> {
  const {
    fullPercent,
    fireC,
    tiltDeg,
    lowBatteryPercent,
    forecastKind,
    forecastFullAt,
    fillPointsPerDay,
    ...record
  } = row;
  const ownThresholds = { fullPercent, fireC, tiltDeg, lowBatteryPercent };
  const thresholds = effectiveThresholds(ownThresholds, defaults);
  const latest = latestOf(row);
  return {
    ...record,
    ownThresholds,
    thresholds,
    latest,
    forecast: { kind: forecastKind, fullAt: forecastFullAt, pointsPerDay: fillPointsPerDay },
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
  const defaults = await defaultThresholds(db);
  const page = await listBins(db, filter, companyScope(actor), { defaults, now });
  return {
    ...page,
    items: page.items.map((row) => binAnswerOf(row, defaults, now)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** Every bin with a position that the actor reads, with its worst state: the map, in one query. */
export async function binMap(db: Db, actor: Actor, filter: BinMapFilter, now: Date) {
  if (!canReadBins(actor)) throw new Forbidden();
  return binsOnMap(db, filter, companyScope(actor), { defaults: await defaultThresholds(db), now });
}

async function readableBin(db: Db, actor: Actor, id: string): Promise<BinRow> {
  const row = await findBin(db, id);
  // Another company's bin is not found rather than forbidden: its existence is not the reader's to know.
  if (!row || !canReadBin(actor, row)) throw binNotFound();
  return row;
}

export async function bin(db: Db, actor: Actor, id: string, now: Date) {
  return binAnswerOf(await readableBin(db, actor, id), await defaultThresholds(db), now);
}

const HOUR_MS = 3_600_000;

/** How far back each range reaches, and what it is read from: a day's readings, longer spans by the hour. */
const HISTORY_SPANS: Record<HistoryRange, { hours: number; resolution: BinHistory['resolution'] }> = {
  '24h': { hours: 24, resolution: 'reading' },
  '7d': { hours: 7 * 24, resolution: 'hour' },
  '30d': { hours: 30 * 24, resolution: 'hour' },
};

/** A bin's fill level, temperature and battery over the last day, week or month. */
export async function history(db: Db, actor: Actor, id: string, range: HistoryRange, now: Date) {
  await readableBin(db, actor, id);
  const { hours, resolution } = HISTORY_SPANS[range];
  const start = now.getTime() - hours * HOUR_MS;
  // A roll-up is stamped with the hour it begins: starting on a whole hour keeps the range's first
  // hour rather than dropping it for beginning a few minutes too early.
  const from = new Date(resolution === 'hour' ? Math.floor(start / HOUR_MS) * HOUR_MS : start);
  const points = await binHistory(db, id, from, now, resolution);
  return { range, from, to: now, resolution, points };
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
  forgetSensorBins(db);
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
  forgetSensorBins(db);
  return bin(db, actor, id, now);
}

export async function deleteBin(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  if (!canManageBins(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    if (!(await softDeleteBin(tx, id, now))) throw binNotFound();
    await recordAudit(tx, { actorId: actor.id, entity: 'smartBin', entityId: id, action: 'delete' });
  });
  forgetSensorBins(db);
}

const alertNotFound = () => new NotFound('smartbins.errors.alertNotFound', 'BIN_ALERT_NOT_FOUND');

export async function alerts(db: Db, actor: Actor, filter: AlertListFilter) {
  if (!canReadBins(actor)) throw new Forbidden();
  const page = await listAlerts(db, filter, companyScope(actor));
  return { ...page, page: filter.page, pageSize: filter.pageSize };
}

/** Staff say what they did about an alert; the note and who wrote it stay with the alert. */
export async function acknowledge(db: Db, actor: Actor, id: string, note: string, now: Date) {
  if (!canAcknowledgeAlerts(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    if (!(await acknowledgeAlert(tx, id, { by: actor.id, at: now, note }))) throw alertNotFound();
    const alert = await findAlert(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'smartBin',
      entityId: alert?.binId ?? id,
      action: 'acknowledge-alert',
      after: { alert: alert?.kind, note },
    });
  });
  const alert = await findAlert(db, id);
  if (!alert) throw alertNotFound();
  return alert;
}
