import type { CreateJourney, JourneyListFilter } from '@sirkula/domain/journeys/inputs';
import {
  canChangeJourneyRecords,
  canJoinJourney,
  type JourneyStage,
  journeyNumber,
  journeyPartiesProblem,
} from '@sirkula/domain/journeys/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { moveStatus } from '../waste/public.ts';
import type { Done, HandoverDeps } from './handover.ts';
import { notifyRecords } from './notifications.ts';
import { permissions } from './permissions.ts';
import { canFollowRecord, canListJourneys, canPlanJourneys, canReadJourney, journeyScope } from './policy.ts';
import {
  eventsOf,
  findCompanies,
  findJourney,
  findTransitHub,
  findWasteOwner,
  insertEvent,
  insertJourney,
  insertJourneyRecords,
  type JourneyRow,
  type JourneySummaryRow,
  leaveJourney,
  listJourneys,
  listTransitHubs,
  lockJourney,
  lockWasteRecords,
  recordsOf,
  recordsOnJourneys,
  updateJourney,
} from './queries.ts';
import { trackOf } from './track.ts';

export const journeyNotFound = () => new NotFound('journeys.errors.notFound', 'JOURNEY_NOT_FOUND');

function summary(row: JourneySummaryRow) {
  const { journey } = row;
  return {
    id: journey.id,
    number: journey.number,
    plannedOn: journey.plannedOn,
    status: journey.status,
    stage: journey.stage,
    transporter: { id: journey.transporterId, name: row.transporterName },
    receiver: { id: journey.receiverId, name: row.receiverName },
    vehicle:
      journey.vehicleId && row.vehiclePlate ? { id: journey.vehicleId, plate: row.vehiclePlate } : null,
    driver: journey.driverId && row.driverName ? { id: journey.driverId, name: row.driverName } : null,
    transitHub: journey.transitHubId && row.hubName ? { id: journey.transitHubId, name: row.hubName } : null,
    recordCount: row.recordCount,
    discrepancy: discrepancyState(journey),
    updatedAt: journey.updatedAt,
  };
}

function discrepancyState(journey: JourneyRow) {
  if (!journey.discrepancyAt) return null;
  return journey.discrepancyResolvedAt ? ('resolved' as const) : ('open' as const);
}

export async function list(db: Db, actor: Actor, filter: JourneyListFilter) {
  if (!canListJourneys(actor)) throw new Forbidden();
  const { items, ...total } = await listJourneys(db, filter, journeyScope(actor));
  return { page: filter.page, pageSize: filter.pageSize, ...total, items: items.map(summary) };
}

/** A journey the actor may see; "not yours" answers exactly like "not found". */
export async function readable(db: Db, actor: Actor, id: string): Promise<JourneySummaryRow> {
  const row = await findJourney(db, id);
  if (!row || !canReadJourney(actor, row.journey)) throw journeyNotFound();
  return row;
}

export async function get(db: Db, actor: Actor, id: string) {
  const row = await readable(db, actor, id);
  const records = await recordsOf(db, row.journey);
  const events = await eventsOf(db, id);
  return {
    ...summary(row),
    transitHub:
      row.journey.transitHubId && row.hubName
        ? { id: row.journey.transitHubId, name: row.hubName, city: row.hubCity ?? '' }
        : null,
    cancelReason: row.journey.cancelReason,
    certificateFileId: row.journey.certificateFileId,
    createdAt: row.journey.createdAt,
    records: records.map(
      ({ customerId, customerName, customerCity: _city, createdBy: _creator, ...record }) => ({
        ...record,
        customer: { id: customerId, name: customerName },
      }),
    ),
    events,
    can: permissions(actor, row.journey, records, events),
  };
}
export type JourneyDetail = Awaited<ReturnType<typeof get>>;

/**
 * What every change answers: the journey as it is now, as the actor reads it, and what was done in
 * the actor's language.
 */
export async function told(db: Db, actor: Actor, language: Language, change: Promise<Done>) {
  const done = await change;
  const journey = await get(db, actor, done.journeyId);
  return { journey, message: translate(language, done.message, done.values) };
}

async function checkParties(db: Db, input: Pick<CreateJourney, 'transporterId' | 'receiverId'>) {
  const found = await findCompanies(db, [input.transporterId, input.receiverId]);
  const party = (id: string) => {
    const company = found.find((row) => row.id === id);
    const usable = company?.kind === 'partner' && company.status === 'active';
    return { partnerRoles: usable ? company.partnerRoles : [] };
  };
  const problem = journeyPartiesProblem(party(input.transporterId), party(input.receiverId));
  if (problem === 'notTransporter') {
    throw new Invalid('journeys.errors.notTransporter', { transporterId: 'journeys.errors.notTransporter' });
  }
  if (problem === 'notReceiver') {
    throw new Invalid('journeys.errors.notReceiver', { receiverId: 'journeys.errors.notReceiver' });
  }
}

/**
 * Puts records on a journey: each must be waiting and confirmed and on no other journey. They are
 * locked first, so a customer cancelling or staff planning them elsewhere at the same moment waits.
 */
async function boardRecords(tx: Db, actor: Actor, journey: JourneyRow, ids: string[], now: Date) {
  const locked = await lockWasteRecords(tx, ids);
  const elsewhere = await recordsOnJourneys(tx, ids);
  const refused = locked.filter((record) => !canJoinJourney(record) || elsewhere.has(record.id));
  if (refused.length > 0 || locked.length !== ids.length) {
    const numbers = refused.map((record) => record.registrationNumber).join(', ') || '-';
    throw new AppError(409, 'RECORDS_UNAVAILABLE', 'journeys.errors.recordsUnavailable', {}, { numbers });
  }
  await insertJourneyRecords(
    tx,
    locked.map((record) => ({
      journeyId: journey.id,
      wasteRecordId: record.id,
      customerId: record.companyId,
      joinedAt: now,
    })),
  );
  for (const record of locked) {
    await moveStatus(tx, actor, record, 'journeyAssigned', { reason: journey.number, at: now });
    await insertEvent(tx, {
      journeyId: journey.id,
      wasteRecordId: record.id,
      kind: 'recordAdded',
      actorId: actor.id,
      occurredAt: now,
      recordedAt: now,
    });
  }
}

export async function create(db: Db, actor: Actor, input: CreateJourney, now: Date): Promise<Done> {
  if (!canPlanJourneys(actor)) throw new Forbidden();
  await checkParties(db, input);
  if (input.transitHubId && !(await findTransitHub(db, input.transitHubId))) {
    throw new Invalid('journeys.errors.hubNotFound', { transitHubId: 'journeys.errors.hubNotFound' });
  }
  const journey = await db.transaction(async (tx) => {
    // Numbered inside the transaction: a refused journey gives its number back, so the year has no gaps.
    const sequence = await nextInSequence(tx, 'journey', Number(input.plannedOn.slice(0, 4)));
    const created = await insertJourney(tx, {
      number: journeyNumber(sequence, input.plannedOn),
      transporterId: input.transporterId,
      receiverId: input.receiverId,
      plannedOn: input.plannedOn,
      transitHubId: input.transitHubId ?? null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await insertEvent(tx, {
      journeyId: created.id,
      kind: 'created',
      actorId: actor.id,
      occurredAt: now,
      recordedAt: now,
    });
    await boardRecords(tx, actor, created, input.wasteRecordIds, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: created.id,
      action: 'create',
      after: input,
    });
    return created;
  });
  return { journeyId: journey.id, message: 'journeys.messages.created', values: { number: journey.number } };
}

/** A journey staff may still re-plan: active and not yet picked up. Locked for the change. */
async function changeable(tx: Db, actor: Actor, id: string, refusal: string): Promise<JourneyRow> {
  if (!canPlanJourneys(actor)) throw new Forbidden();
  const journey = await lockJourney(tx, id);
  if (!journey) throw journeyNotFound();
  if (journey.status !== 'active' || !canChangeJourneyRecords(journey.stage as JourneyStage)) {
    throw new Conflict(refusal, {}, 'JOURNEY_UNDER_WAY');
  }
  return journey;
}

export async function addRecords(db: Db, actor: Actor, id: string, ids: string[], now: Date): Promise<Done> {
  await db.transaction(async (tx) => {
    const journey = await changeable(tx, actor, id, 'journeys.errors.recordsLocked');
    await boardRecords(tx, actor, journey, ids, now);
    await updateJourney(tx, id, {}, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: id,
      action: 'addRecords',
      after: { wasteRecordIds: ids },
    });
  });
  return { journeyId: id, message: 'journeys.messages.recordsAdded' };
}

/** Takes records off a journey and sends them back to waiting, each with the journey's number as reason. */
async function unboard(
  tx: Db,
  actor: Actor,
  journey: JourneyRow,
  records: Array<{ id: string; status: 'journeyAssigned' }>,
  reason: string,
  now: Date,
) {
  await leaveJourney(
    tx,
    journey.id,
    now,
    records.map((record) => record.id),
  );
  for (const record of records) await moveStatus(tx, actor, record, 'waiting', { reason, at: now });
}

export async function removeRecord(
  db: Db,
  actor: Actor,
  id: string,
  wasteRecordId: string,
  now: Date,
): Promise<Done> {
  await db.transaction(async (tx) => {
    const journey = await changeable(tx, actor, id, 'journeys.errors.recordsLocked');
    const records = await recordsOf(tx, journey);
    const record = records.find((row) => row.id === wasteRecordId);
    if (record?.status !== 'journeyAssigned') {
      throw new NotFound('journeys.errors.recordNotFound', 'JOURNEY_RECORD_NOT_FOUND');
    }
    if (records.length === 1) throw new Conflict('journeys.errors.lastRecord', {}, 'LAST_RECORD');
    await unboard(tx, actor, journey, [{ id: record.id, status: record.status }], journey.number, now);
    await insertEvent(tx, {
      journeyId: id,
      wasteRecordId,
      kind: 'recordRemoved',
      actorId: actor.id,
      occurredAt: now,
      recordedAt: now,
    });
    await updateJourney(tx, id, {}, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: id,
      action: 'removeRecord',
      before: { wasteRecordId },
    });
  });
  return { journeyId: id, message: 'journeys.messages.recordRemoved' };
}

export async function cancel(
  deps: HandoverDeps,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<Done> {
  const { db } = deps;
  const records = await db.transaction(async (tx) => {
    const journey = await changeable(tx, actor, id, 'journeys.errors.cannotCancel');
    const onBoard = await recordsOf(tx, journey);
    const assigned = onBoard.flatMap((record) =>
      record.status === 'journeyAssigned' ? [{ id: record.id, status: record.status }] : [],
    );
    await unboard(tx, actor, journey, assigned, reason, now);
    await updateJourney(tx, id, { status: 'cancelled', cancelReason: reason }, now);
    await insertEvent(tx, {
      journeyId: id,
      kind: 'cancelled',
      actorId: actor.id,
      note: reason,
      occurredAt: now,
      recordedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: id,
      action: 'cancel',
      before: { status: journey.status },
      after: { status: 'cancelled', cancelReason: reason },
    });
    return onBoard;
  });
  await notifyRecords(deps, 'cancelled', records);
  return { journeyId: id, message: 'journeys.messages.cancelled' };
}

export async function transitHubs(db: Db, actor: Actor) {
  if (!canListJourneys(actor)) throw new Forbidden();
  return listTransitHubs(db);
}

/**
 * The journey carrying one waste record, as its customer follows it: the journey's number, stage and
 * parties, and the steps of this record (never another customer's on the same vehicle).
 */
export async function recordJourney(db: Db, actor: Actor, wasteRecordId: string) {
  const record = await findWasteOwner(db, wasteRecordId);
  const track = record ? await trackOf(db, wasteRecordId) : null;
  const parties = track?.journey?.journey ?? null;
  if (!record || !track || !canFollowRecord(actor, record, parties)) {
    throw new NotFound('waste.errors.notFound', 'WASTE_NOT_FOUND');
  }
  const found = track.journey;
  return {
    journey: found && {
      id: found.journey.id,
      number: found.journey.number,
      plannedOn: found.journey.plannedOn,
      status: found.journey.status,
      stage: found.journey.stage,
      hasTransitHub: found.journey.transitHubId !== null,
      transporterName: found.transporterName,
      receiverName: found.receiverName,
    },
    events: track.events,
  };
}
