import { randomBytes } from 'node:crypto';
import { changedFields } from '@sirkula/domain/audit';
import { frequencyPeriod, potentialCost, unitLabelKey } from '@sirkula/domain/contracts';
import { addDays, jakartaToday } from '@sirkula/domain/dates';
import {
  acceptsPickups,
  exceedsPeriodLimit,
  missingPickupDates,
  needsReconfirmation,
  type PickupRequest,
  pickupProblems,
  quantityFitsUnit,
  registrationNumber,
  transactionNumber,
  type WasteStatus,
} from '@sirkula/domain/waste';
import type { Db } from '../../db/client.ts';
import type { contracts } from '../../db/schema.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, type Message } from '../../lib/errors.ts';
import { recordAudit } from '../audit/queries.ts';
import { assertProfileComplete } from '../companies/service.ts';
import { canRequestPickup } from './policy.ts';
import {
  insertHistory,
  insertWaste,
  lockContract,
  requestedInPeriod,
  updateWaste,
  type WasteRow,
} from './queries.ts';
import { moveStatus } from './status.ts';

type ContractRow = typeof contracts.$inferSelect;

/** The contract a request is made on, as this actor may use it; anything else reads as "choose a contract". */
async function usableContract(tx: Db, actor: Actor, contractId: string): Promise<ContractRow> {
  const contract = await lockContract(tx, contractId);
  const visible =
    contract &&
    contract.kind === 'customer' &&
    (actor.userType === 'internal' || contract.companyId === actor.companyId);
  if (!contract || !visible)
    throw new Invalid('errors.badRequest', { contractId: 'waste.validation.contract' });
  return contract;
}

/** Everything a submitted request must satisfy; a draft only needs a usable contract and a fitting type. */
async function check(
  tx: Db,
  contract: ContractRow,
  request: PickupRequest,
  now: Date,
  exceptId: string | null,
) {
  await assertProfileComplete(tx, contract.companyId);
  if (!acceptsPickups(contract, jakartaToday(now))) {
    throw new Conflict('waste.errors.contractNotActive', {}, 'CONTRACT_NOT_ACTIVE');
  }
  if (!contract.wasteTypes.includes(request.type)) {
    throw new Invalid('errors.badRequest', { type: 'waste.errors.typeNotInContract' });
  }
  if (!quantityFitsUnit(contract.unit, request.quantity)) {
    throw new Invalid('errors.badRequest', {
      quantity: contract.unit === 'bin' ? 'waste.validation.wholeBins' : 'waste.validation.quantity',
    });
  }
  if (request.asDraft) return;

  const missing = missingPickupDates(request);
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((field) => [field, 'waste.validation.dateRequired']));
    throw new AppError(
      400,
      'DATES_REQUIRED',
      'waste.validation.requiredDates',
      fields,
      {},
      missing.map((field) => `waste.dates.${field}`),
    );
  }
  const problems = pickupProblems(request, contract, now);
  if (problems.length > 0) {
    const fields: Record<string, Message> = {};
    for (const problem of problems) {
      fields[problem.field] =
        problem.reason === 'tooEarly'
          ? { key: 'waste.validation.tooEarly', values: { date: { date: problem.earliest } } }
          : `waste.validation.${problem.reason === 'required' ? 'acknowledged' : problem.reason}`;
    }
    throw new Invalid('errors.badRequest', fields);
  }
  await assertWithinPeriodLimit(tx, contract, request, exceptId);
}

/** The contract's maximum per frequency period, counted over the period of the requested pickup date. */
async function assertWithinPeriodLimit(
  tx: Db,
  contract: ContractRow,
  request: Pick<PickupRequest, 'quantity' | 'requestedPickupDate'>,
  exceptId: string | null,
) {
  if (!request.requestedPickupDate) return;
  const period = frequencyPeriod(contract, request.requestedPickupDate);
  const used = await requestedInPeriod(tx, contract.id, period, exceptId);
  if (exceedsPeriodLimit(used, request.quantity, contract.maxQuantityPerFrequency)) {
    throw new AppError(
      409,
      'OVER_MAX_QUANTITY',
      'waste.errors.overMaxQuantity',
      {},
      {
        max: { number: contract.maxQuantityPerFrequency },
        used: { number: used },
        unit: { key: unitLabelKey(contract.unit) },
        from: { date: period.from },
        to: { date: addDays(period.to, -1) },
      },
    );
  }
}

function recordValues(contract: ContractRow, request: PickupRequest) {
  return {
    contractId: contract.id,
    companyId: contract.companyId,
    type: request.type,
    subType: request.subType,
    wasteCode: request.wasteCode,
    quantity: request.quantity,
    unit: contract.unit,
    potentialCost: potentialCost(contract, request.quantity),
    pickupAddress: request.pickupAddress,
    packaging: request.packaging,
    generatedOn: request.generatedOn,
    requestedPickupDate: request.requestedPickupDate,
    timeWindow: request.timeWindow,
    notes: request.notes,
  };
}

/** A customer's pickup request becomes a waste record in `waiting`, or `drafted` when saved as a draft. */
export async function requestPickup(
  db: Db,
  actor: Actor,
  request: PickupRequest,
  now: Date,
): Promise<WasteRow> {
  if (!canRequestPickup(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const contract = await usableContract(tx, actor, request.contractId);
    await check(tx, contract, request, now, null);
    const today = jakartaToday(now);
    const sequence = await nextInSequence(tx, 'waste', Number(today.slice(0, 4)));
    const status: WasteStatus = request.asDraft ? 'drafted' : 'waiting';
    const record = await insertWaste(tx, {
      ...recordValues(contract, request),
      transactionNumber: transactionNumber(sequence, today),
      registrationNumber: registrationNumber(randomBytes(8)),
      transactionDate: today,
      status,
      createdBy: actor.id,
    });
    await insertHistory(tx, {
      wasteRecordId: record.id,
      fromStatus: null,
      toStatus: status,
      actorId: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: record.id,
      action: 'create',
      after: { status, ...recordValues(contract, request) },
    });
    return record;
  });
}

/** Changes a drafted or waiting record; a waiting one must still satisfy every rule of a request. */
export async function updateRequest(
  db: Db,
  actor: Actor,
  before: WasteRow,
  request: PickupRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await usableContract(tx, actor, request.contractId);
    await check(tx, contract, { ...request, asDraft: before.status === 'drafted' }, now, before.id);
    const values = {
      ...recordValues(contract, request),
      ...(needsReconfirmation(before, request) && { confirmedAt: null }),
    };
    const change = changedFields(before, values);
    if (!change) return;
    await updateWaste(tx, before.id, values);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: before.id,
      action: 'update',
      ...change,
    });
  });
}

/** The stored fields of a draft, read back as the request it would submit. */
export function asRequest(record: WasteRow): PickupRequest {
  return {
    contractId: record.contractId,
    type: record.type,
    subType: record.subType,
    wasteCode: record.wasteCode,
    quantity: record.quantity,
    pickupAddress: record.pickupAddress,
    packaging: record.packaging,
    generatedOn: record.generatedOn,
    requestedPickupDate: record.requestedPickupDate,
    timeWindow: record.timeWindow,
    notes: record.notes,
    acknowledged: true,
    asDraft: false,
  };
}

/** A draft goes to `waiting` once it passes every rule a direct request must pass, under the contract's lock. */
export async function submitDraft(db: Db, actor: Actor, record: WasteRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await usableContract(tx, actor, record.contractId);
    await check(tx, contract, asRequest(record), now, record.id);
    await moveStatus(tx, actor, record, 'waiting');
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: record.id,
      action: 'submit',
      before: { status: record.status },
      after: { status: 'waiting' },
    });
  });
}

/** Staff move a waiting request to another day: still no earlier than the rule allows, inside the contract and its limit. */
export async function checkReschedule(tx: Db, actor: Actor, record: WasteRow, pickupDate: string, now: Date) {
  const contract = await usableContract(tx, actor, record.contractId);
  const problems = pickupProblems(
    { ...asRequest(record), requestedPickupDate: pickupDate },
    contract,
    now,
  ).filter((problem) => problem.field === 'requestedPickupDate');
  const [problem] = problems;
  if (problem) {
    throw new Invalid('errors.badRequest', {
      requestedPickupDate:
        problem.reason === 'tooEarly'
          ? { key: 'waste.validation.tooEarly', values: { date: { date: problem.earliest } } }
          : 'waste.validation.outsideContract',
    });
  }
  await assertWithinPeriodLimit(
    tx,
    contract,
    { quantity: record.quantity, requestedPickupDate: pickupDate },
    record.id,
  );
}
