import { randomBytes } from 'node:crypto';
import { changedFields } from '@sirkula/domain/audit/rules';
import { frequencyPeriod, potentialCost } from '@sirkula/domain/contracts/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import {
  exceedsAllowance,
  overAllowanceMessage,
  type PeriodAllowance,
  periodAllowance,
} from '@sirkula/domain/waste/allowance';
import {
  acceptsPickups,
  earliestPickupDate,
  missingDatesRefusal,
  missingPickupDates,
  needsReconfirmation,
  type PickupRequest,
  pickupProblemMessages,
  pickupProblems,
  quantityFitsUnit,
  quantityUnitMessage,
  registrationNumber,
  transactionNumber,
  type WasteStatus,
} from '@sirkula/domain/waste/rules';
import type { Db } from '../../db/client.ts';
import type { contracts } from '../../db/schema.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { assertProfileComplete } from '../companies/public.ts';
import { canRequestPickup, canRequestPickupFor } from './policy.ts';
import {
  findContract,
  insertHistory,
  insertWaste,
  isLiveBinOf,
  lockContract,
  requestedInPeriod,
  updateWaste,
  type WasteRow,
} from './queries.ts';
import { moveStatus } from './status.ts';

type ContractRow = typeof contracts.$inferSelect;

/**
 * The contract a request is made on, as this actor may use it: a customer contract of a company the
 * actor may request for and, when the request names its company, of that company. Anything else reads
 * as "choose a contract"; naming a company the actor may not request for is refused outright.
 */
function usable(actor: Actor, contract: ContractRow | undefined, companyId: string | null): ContractRow {
  if (companyId && !canRequestPickupFor(actor, companyId)) throw new Forbidden();
  const fits =
    contract &&
    contract.kind === 'customer' &&
    canRequestPickupFor(actor, contract.companyId) &&
    (companyId === null || contract.companyId === companyId);
  if (!fits) throw new Invalid('errors.badRequest', { contractId: 'waste.validation.contract' });
  return contract;
}

/** The usable contract, locked for the rest of the transaction so quantity checks do not race. */
async function usableContract(
  tx: Db,
  actor: Actor,
  request: { contractId: string; companyId?: string | null },
): Promise<ContractRow> {
  return usable(actor, await lockContract(tx, request.contractId), request.companyId ?? null);
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
    throw new Invalid('errors.badRequest', { quantity: quantityUnitMessage(contract.unit) });
  }
  // A bin of another customer reads like one that does not exist.
  if (request.smartBinId && !(await isLiveBinOf(tx, request.smartBinId, contract.companyId))) {
    throw new Invalid('errors.badRequest', { smartBinId: 'waste.validation.smartBin' });
  }
  if (request.asDraft) return;

  const missing = missingPickupDates(request);
  if (missing.length > 0) {
    const refusal = missingDatesRefusal(missing);
    throw new AppError(400, 'DATES_REQUIRED', refusal.message, refusal.fields, {}, refusal.lines);
  }
  const problems = pickupProblems(request, contract, now);
  if (problems.length > 0) throw new Invalid('errors.badRequest', pickupProblemMessages(problems));
  if (request.requestedPickupDate) {
    const allowance = await allowanceOf(tx, contract, request.requestedPickupDate, exceptId);
    assertWithinAllowance(allowance, contract, request.quantity, 'quantity');
  }
}

/** The contract's maximum for the period of `date`, less what other requests already take of it. */
async function allowanceOf(
  tx: Db,
  contract: ContractRow,
  date: string,
  exceptId: string | null,
): Promise<PeriodAllowance> {
  const used = await requestedInPeriod(tx, contract.id, frequencyPeriod(contract, date), exceptId);
  return periodAllowance(contract, date, used);
}

/** Refuses a quantity past the allowance, with the message beside `field` as well as above the form. */
function assertWithinAllowance(
  allowance: PeriodAllowance,
  contract: ContractRow,
  quantity: number,
  field: 'quantity' | 'requestedPickupDate',
) {
  if (!exceedsAllowance(allowance, quantity)) return;
  const message = overAllowanceMessage(allowance, contract.unit);
  throw new AppError(409, 'OVER_MAX_QUANTITY', message.key, { [field]: message }, message.values);
}

/**
 * What the form shows while it is filled in: the allowance for the period of `date` (the earliest
 * pickup date when none is chosen), in the contract's unit, not counting the record being edited.
 */
export async function requestAllowance(
  db: Db,
  actor: Actor,
  query: { contractId: string; date?: string | undefined; exceptId?: string | undefined },
  now: Date,
) {
  if (!canRequestPickup(actor)) throw new Forbidden();
  const contract = usable(actor, await findContract(db, query.contractId), null);
  const date = query.date ?? earliestPickupDate(now);
  const allowance = await allowanceOf(db, contract, date, query.exceptId ?? null);
  return { contractId: contract.id, ...allowance, unit: contract.unit };
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
    physicalForm: request.physicalForm,
    packageCount: request.packageCount,
    generatedOn: request.generatedOn,
    requestedPickupDate: request.requestedPickupDate,
    timeWindow: request.timeWindow,
    notes: request.notes,
    smartBinId: request.smartBinId,
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
    const contract = await usableContract(tx, actor, request);
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

/** The record's values from `request`, with its audit entry; nothing when nothing changed. */
function changesOf(actor: Actor, before: WasteRow, contract: ContractRow, request: PickupRequest) {
  const values = {
    ...recordValues(contract, request),
    ...(needsReconfirmation(before, request) && { confirmedAt: null }),
  };
  const change = changedFields(before, values);
  return (
    change && {
      values,
      audit: { actorId: actor.id, entity: 'waste' as const, entityId: before.id, ...change },
    }
  );
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
    const contract = await usableContract(tx, actor, request);
    await check(tx, contract, { ...request, asDraft: before.status === 'drafted' }, now, before.id);
    const changes = changesOf(actor, before, contract, request);
    if (!changes) return;
    await updateWaste(tx, before.id, changes.values);
    await recordAudit(tx, { ...changes.audit, action: 'update' });
  });
}

/** The stored fields of a draft, read back as the request it would submit. */
export function asRequest(record: WasteRow): PickupRequest {
  return {
    companyId: record.companyId,
    contractId: record.contractId,
    type: record.type,
    subType: record.subType,
    wasteCode: record.wasteCode,
    quantity: record.quantity,
    pickupAddress: record.pickupAddress,
    packaging: record.packaging,
    physicalForm: record.physicalForm,
    packageCount: record.packageCount,
    generatedOn: record.generatedOn,
    requestedPickupDate: record.requestedPickupDate,
    timeWindow: record.timeWindow,
    notes: record.notes,
    smartBinId: record.smartBinId,
    acknowledged: true,
    asDraft: false,
  };
}

/**
 * A draft goes to `waiting` once it passes every rule a direct request must pass, under the contract's
 * lock. With `edited`, the form's changes are stored in the same transaction: all of it or nothing.
 */
export async function submitDraft(
  db: Db,
  actor: Actor,
  record: WasteRow,
  edited: PickupRequest | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = { ...(edited ?? asRequest(record)), asDraft: false };
    const contract = await usableContract(tx, actor, request);
    await check(tx, contract, request, now, record.id);
    const changes = edited && changesOf(actor, record, contract, request);
    await moveStatus(tx, actor, record, 'waiting', { changes: changes?.values });
    if (changes) await recordAudit(tx, { ...changes.audit, action: 'update' });
    await recordAudit(tx, { actorId: actor.id, entity: 'waste', entityId: record.id, action: 'submit' });
  });
}

/** Staff move a waiting request to another day: still no earlier than the rule allows, inside the contract and its limit. */
export async function checkReschedule(tx: Db, actor: Actor, record: WasteRow, pickupDate: string, now: Date) {
  const contract = await usableContract(tx, actor, record);
  const problems = pickupProblems(
    { ...asRequest(record), requestedPickupDate: pickupDate },
    contract,
    now,
  ).filter((problem) => problem.field === 'requestedPickupDate');
  if (problems.length > 0) throw new Invalid('errors.badRequest', pickupProblemMessages(problems));
  const allowance = await allowanceOf(tx, contract, pickupDate, record.id);
  assertWithinAllowance(allowance, contract, record.quantity, 'requestedPickupDate');
}
