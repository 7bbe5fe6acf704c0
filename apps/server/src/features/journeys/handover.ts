import type { PickupHandoverFields, ReceiveInput } from '@sirkula/domain/journeys/inputs';
import {
  canMoveStage,
  deliveryOutcome,
  isBeyondNow,
  type JourneyStage,
} from '@sirkula/domain/journeys/rules';
import { manifestAllowsPickup } from '@sirkula/domain/manifests/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import type { Attachment, Notify } from '../../lib/notifications.ts';
import type { TileSource } from '../../lib/static-map.ts';
import { recordAudit } from '../audit/public.ts';
import { pickupClearance } from '../manifests/public.ts';
import { getDeliveryTolerance } from '../settings/public.ts';
import { moveStatus } from '../waste/public.ts';
import { recordJourneyStageChange } from '../webhooks/public.ts';
import { notifyRecord, notifyRecords, type RecordNotice, routeMapAttachment } from './notifications.ts';
import { onceByKey } from './offline-actions.ts';
import { progress } from './permissions.ts';
import { canCarry, canListJourneys, canPlanJourneys, canReadJourney, canReceive } from './policy.ts';
import {
  companyCity,
  eventsOf,
  findTransitHub,
  insertEvent,
  type JourneyRecordRow,
  type JourneyRow,
  lockJourney,
  recordsOf,
  updateJourney,
  updateJourneyRecord,
} from './queries.ts';
import { journeyNotFound } from './service.ts';

export interface HandoverDeps {
  db: Db;
  notify: Notify;
  publicUrl: string;
  mapTiles: TileSource | null;
}

/** What an action answers, kept under its idempotency key: a repeat gets the same message back. */
export interface Done {
  journeyId: string;
  message: string;
  values?: Record<string, string>;
}

/** Where and when a phone says an action happened; the server's clock when it does not say. */
export interface PhoneAction {
  idempotencyKey: string;
  occurredAt?: string;
  latitude?: number;
  longitude?: number;
}

type Role = 'carry' | 'receive';

const recordNotOnJourney = () => new NotFound('journeys.errors.recordNotFound', 'JOURNEY_RECORD_NOT_FOUND');

/**
 * The journey locked for an action, once the actor may take it: anyone who cannot hand over at all is
 * refused (403), a journey that is not theirs is not found (404), and a party acting outside its role
 * (the receiver at pickup) is refused.
 */
async function actionable(tx: Db, actor: Actor, id: string, role: Role): Promise<JourneyRow> {
  if (!canListJourneys(actor)) throw new Forbidden();
  const journey = await lockJourney(tx, id);
  if (!journey || !canReadJourney(actor, journey)) throw journeyNotFound();
  const allowed = role === 'carry' ? canCarry(actor, journey) : canReceive(actor, journey);
  if (!allowed) throw new Forbidden();
  return journey;
}

async function state(tx: Db, journey: JourneyRow) {
  const records = await recordsOf(tx, journey);
  const events = await eventsOf(tx, journey.id);
  return { records, progress: progress(journey, records, events) };
}

function stageRefused(): Conflict {
  return new Conflict('journeys.errors.stage', {}, 'JOURNEY_STAGE');
}

function place(action: PhoneAction, city: string | null) {
  return {
    latitude: action.latitude ?? null,
    longitude: action.longitude ?? null,
    place: city,
  };
}

/** A handover or position timed more than five minutes after the server's clock: a phone clock gone wrong. */
export function futureTime(field = 'occurredAt'): Invalid {
  return new Invalid('errors.badRequest', { [field]: 'journeys.validation.occurredAt' }, 'TIME_IN_FUTURE');
}

/** When the handover happened: the phone's time, which may be long past but not beyond now. */
function when(action: PhoneAction, now: Date): Date {
  if (!action.occurredAt) return now;
  const at = new Date(action.occurredAt);
  if (isBeyondNow(at, now)) throw futureTime();
  return at;
}

async function moveStage(tx: Db, journey: JourneyRow, to: JourneyStage, now: Date) {
  if (!canMoveStage(journey.stage, to, journey.transitHubId !== null)) throw stageRefused();
  await updateJourney(tx, journey.id, { stage: to }, now);
  await recordJourneyStageChange(tx, { journeyId: journey.id, from: journey.stage, to, now });
}

export interface PickupHandover extends PickupHandoverFields {
  photoFileIds: string[];
  signatureFileId: string;
}

/** A phone action's answer, and whether it repeats one already taken (whose answer it then is). */
export type Taken = Done & { repeated: boolean };

/** The transporter weighs and takes one record: it is under way, and the journey's pickup stage begins. */
export async function pickUp(
  deps: HandoverDeps,
  actor: Actor,
  ids: { journeyId: string; wasteRecordId: string },
  handover: PickupHandover,
  now: Date,
): Promise<Taken> {
  let picked: JourneyRecordRow | undefined;
  const done = await onceByKey(deps.db, actor, handover.idempotencyKey, async (tx) => {
    const journey = await actionable(tx, actor, ids.journeyId, 'carry');
    if (journey.status !== 'active') throw stageRefused();
    const { records } = await state(tx, journey);
    const record = records.find((row) => row.id === ids.wasteRecordId);
    if (!record) throw recordNotOnJourney();
    if (record.status !== 'journeyAssigned') {
      throw new Conflict('journeys.errors.alreadyPickedUp', {}, 'ALREADY_PICKED_UP');
    }
    // B3 waste leaves with a Festronik manifest, or with staff's recorded reason why not yet.
    if (
      record.type === 'b3' &&
      !manifestAllowsPickup(await pickupClearance(tx, journey.id, record.customerId))
    ) {
      throw new Conflict('journeys.errors.manifestNumberMissing', {}, 'MANIFEST_NUMBER_MISSING');
    }
    const at = when(handover, now);
    await moveStatus(tx, actor, record, 'onProgress', { reason: journey.number, at });
    await updateJourneyRecord(tx, journey.id, record.id, { sentQuantity: handover.quantity, pickedUpAt: at });
    await insertEvent(
      tx,
      {
        journeyId: journey.id,
        wasteRecordId: record.id,
        kind: 'pickedUp',
        actorId: actor.id,
        quantity: handover.quantity,
        unit: record.unit,
        personInCharge: handover.personInCharge,
        signatureFileId: handover.signatureFileId,
        ...place(handover, record.customerCity),
        occurredAt: at,
        recordedAt: now,
      },
      handover.photoFileIds,
    );
    if (journey.stage === 'scheduled') await moveStage(tx, journey, 'pickup', now);
    else await updateJourney(tx, journey.id, {}, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: journey.id,
      action: 'pickUp',
      after: { wasteRecordId: record.id, quantity: handover.quantity },
    });
    picked = record;
    return {
      journeyId: journey.id,
      message: 'journeys.messages.pickedUp',
      values: { registrationNumber: record.registrationNumber },
    };
  });
  if (picked) await notifyRecords(deps, 'pickedUp', [picked]);
  return done;
}

/** The load reaches (`hubIn`) or leaves (`hubOut`) the journey's transit hub. */
export async function scanAtHub(
  deps: HandoverDeps,
  actor: Actor,
  journeyId: string,
  direction: 'hubIn' | 'hubOut',
  action: PhoneAction,
  now: Date,
): Promise<Taken> {
  return onceByKey(deps.db, actor, action.idempotencyKey, async (tx) => {
    const journey = await actionable(tx, actor, journeyId, 'carry');
    if (!journey.transitHubId) throw new Conflict('journeys.errors.noTransitHub', {}, 'NO_TRANSIT_HUB');
    const hub = await findTransitHub(tx, journey.transitHubId);
    const { progress: at } = await state(tx, journey);
    if (!at.active || !at.pickedUp)
      throw new Conflict('journeys.errors.pickupUnfinished', {}, 'PICKUP_UNFINISHED');
    if (direction === 'hubIn') await moveStage(tx, journey, 'transitHub', now);
    else if (journey.stage !== 'transitHub' || at.leftHub) throw stageRefused();
    else await updateJourney(tx, journey.id, {}, now);
    await insertEvent(tx, {
      journeyId: journey.id,
      kind: direction,
      actorId: actor.id,
      ...place(action, hub?.city ?? null),
      occurredAt: when(action, now),
      recordedAt: now,
    });
    return { journeyId: journey.id, message: `journeys.messages.${direction}` };
  });
}

/**
 * Settles what arrived once every record has a received quantity, or when the receiver closes
 * receiving with records missing: whole records are delivered, short and missing ones partially
 * delivered, and the journey is flagged for staff.
 */
async function settleDelivery(
  tx: Db,
  actor: Actor,
  journey: JourneyRow,
  records: JourneyRecordRow[],
  tolerance: number,
  now: Date,
) {
  const outcome = deliveryOutcome(
    records.map((record) => ({ sent: record.sentQuantity ?? 0, received: record.receivedQuantity })),
    tolerance,
  );
  const notices: Array<{ notice: RecordNotice; record: JourneyRecordRow; journey: JourneyRow }> = [];
  for (const [index, record] of records.entries()) {
    const status = outcome.statuses[index] ?? 'partiallyDelivered';
    await moveStatus(tx, actor, record, status, { reason: journey.number, at: now });
    notices.push({ notice: status, record, journey });
  }
  await updateJourney(tx, journey.id, outcome.discrepancy ? { discrepancyAt: now } : {}, now);
  return notices;
}

type Notices = Awaited<ReturnType<typeof settleDelivery>>;

/** Tells each customer how its records arrived, with the map of its part of the route attached. */
async function sendNotices(deps: HandoverDeps, notices: Notices) {
  const maps = new Map<string, Attachment[]>();
  for (const { notice, record, journey } of notices) {
    let attachments = maps.get(record.customerId);
    if (!attachments) {
      const theirs = notices
        .map((item) => item.record)
        .filter((item) => item.customerId === record.customerId);
      attachments = await routeMapAttachment(deps, journey, theirs);
      maps.set(record.customerId, attachments);
    }
    await notifyRecord(deps, notice, record, attachments);
  }
}

/** The receiver scans one record on arrival and enters what it weighs. */
export async function receive(
  deps: HandoverDeps,
  actor: Actor,
  ids: { journeyId: string; wasteRecordId: string },
  input: ReceiveInput,
  now: Date,
): Promise<Taken> {
  let notices: Notices = [];
  const tolerance = await getDeliveryTolerance(deps.db);
  const done = await onceByKey(deps.db, actor, input.idempotencyKey, async (tx) => {
    const journey = await actionable(tx, actor, ids.journeyId, 'receive');
    const { records, progress: at } = await state(tx, journey);
    const record = records.find((row) => row.id === ids.wasteRecordId);
    if (!record) throw recordNotOnJourney();
    if (record.status === 'journeyAssigned')
      throw new Conflict('journeys.errors.notPickedUp', {}, 'NOT_PICKED_UP');
    if (record.receivedAt !== null)
      throw new Conflict('journeys.errors.alreadyReceived', {}, 'ALREADY_RECEIVED');
    if (!at.receiving) throw stageRefused();
    const arrivedAt = when(input, now);
    await updateJourneyRecord(tx, journey.id, record.id, {
      receivedQuantity: input.quantity,
      receivedAt: arrivedAt,
    });
    await insertEvent(tx, {
      journeyId: journey.id,
      wasteRecordId: record.id,
      kind: 'received',
      actorId: actor.id,
      quantity: input.quantity,
      unit: record.unit,
      note: input.note ?? null,
      ...place(input, await companyCity(tx, journey.receiverId)),
      occurredAt: arrivedAt,
      recordedAt: now,
    });
    const arrived = records.map((row) =>
      row.id === record.id ? { ...row, receivedQuantity: input.quantity, receivedAt: arrivedAt } : row,
    );
    if (arrived.every((row) => row.receivedAt !== null)) {
      notices = await settleDelivery(tx, actor, journey, arrived, tolerance, now);
    } else {
      await updateJourney(tx, journey.id, {}, now);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: journey.id,
      action: 'receive',
      after: { wasteRecordId: record.id, quantity: input.quantity },
    });
    return {
      journeyId: journey.id,
      message: 'journeys.messages.received',
      values: { registrationNumber: record.registrationNumber },
    };
  });
  await sendNotices(deps, notices);
  return done;
}

/** The receiver ends receiving with records still missing: those count as partially delivered. */
export async function closeDelivery(
  deps: HandoverDeps,
  actor: Actor,
  journeyId: string,
  action: PhoneAction,
  now: Date,
): Promise<Taken> {
  let notices: Notices = [];
  const tolerance = await getDeliveryTolerance(deps.db);
  const done = await onceByKey(deps.db, actor, action.idempotencyKey, async (tx) => {
    const journey = await actionable(tx, actor, journeyId, 'receive');
    const { records, progress: at } = await state(tx, journey);
    if (!at.receiving) throw stageRefused();
    await insertEvent(tx, {
      journeyId: journey.id,
      kind: 'deliveryClosed',
      actorId: actor.id,
      ...place(action, await companyCity(tx, journey.receiverId)),
      occurredAt: when(action, now),
      recordedAt: now,
    });
    notices = await settleDelivery(tx, actor, journey, records, tolerance, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: journey.id,
      action: 'closeDelivery',
    });
    return { journeyId: journey.id, message: 'journeys.messages.deliveryClosed' };
  });
  await sendNotices(deps, notices);
  return done;
}

/** The receiver confirms processing with its certificate or handover report. */
export async function confirmProcessing(
  deps: HandoverDeps,
  actor: Actor,
  journeyId: string,
  action: PhoneAction & { certificateFileId: string },
  now: Date,
): Promise<Taken> {
  return onceByKey(deps.db, actor, action.idempotencyKey, async (tx) => {
    const journey = await actionable(tx, actor, journeyId, 'receive');
    const { progress: at } = await state(tx, journey);
    if (!at.active || !at.delivered) {
      throw new Conflict('journeys.errors.deliveryUnfinished', {}, 'DELIVERY_UNFINISHED');
    }
    await moveStage(tx, journey, 'processed', now);
    await updateJourney(tx, journey.id, { certificateFileId: action.certificateFileId }, now);
    await insertEvent(tx, {
      journeyId: journey.id,
      kind: 'processed',
      actorId: actor.id,
      ...place(action, await companyCity(tx, journey.receiverId)),
      occurredAt: when(action, now),
      recordedAt: now,
    });
    await recordAudit(tx, { actorId: actor.id, entity: 'journey', entityId: journey.id, action: 'process' });
    return { journeyId: journey.id, message: 'journeys.messages.processed' };
  });
}

/** Staff settle one short record: they record the cause and accept the lower quantity or write the rest off. */
export async function resolveDiscrepancy(
  db: Db,
  actor: Actor,
  ids: { journeyId: string; wasteRecordId: string },
  input: { resolution: 'acceptLower' | 'remainderLost'; cause: string },
  now: Date,
): Promise<Done> {
  if (!canPlanJourneys(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const journey = await lockJourney(tx, ids.journeyId);
    if (!journey) throw journeyNotFound();
    const { records } = await state(tx, journey);
    const record = records.find((row) => row.id === ids.wasteRecordId);
    if (!record) throw recordNotOnJourney();
    if (record.status !== 'partiallyDelivered')
      throw new Conflict('journeys.errors.notShort', {}, 'NOT_SHORT');
    await moveStatus(tx, actor, record, 'delivered', { reason: input.cause, at: now });
    await updateJourneyRecord(tx, journey.id, record.id, {
      resolution: input.resolution,
      resolutionCause: input.cause,
    });
    const stillShort = records.some((row) => row.id !== record.id && row.status === 'partiallyDelivered');
    await updateJourney(tx, journey.id, stillShort ? {} : { discrepancyResolvedAt: now }, now);
    const lost = (record.sentQuantity ?? 0) - (record.receivedQuantity ?? 0);
    await insertEvent(tx, {
      journeyId: journey.id,
      wasteRecordId: record.id,
      kind: 'discrepancyResolved',
      actorId: actor.id,
      quantity: input.resolution === 'remainderLost' ? Math.round(lost * 100) / 100 : record.receivedQuantity,
      unit: record.unit,
      note: input.cause,
      occurredAt: now,
      recordedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: journey.id,
      action: 'resolve',
      after: { wasteRecordId: record.id, ...input },
    });
    return {
      journeyId: journey.id,
      message: 'journeys.messages.resolved',
      values: { registrationNumber: record.registrationNumber },
    };
  });
}

/** Staff close a processed journey once no discrepancy is left open. */
export async function complete(db: Db, actor: Actor, journeyId: string, now: Date): Promise<Done> {
  if (!canPlanJourneys(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const journey = await lockJourney(tx, journeyId);
    if (!journey) throw journeyNotFound();
    const { progress: at } = await state(tx, journey);
    if (at.shortRecords) throw new Conflict('journeys.errors.discrepancyOpen', {}, 'DISCREPANCY_OPEN');
    await moveStage(tx, journey, 'completed', now);
    await updateJourney(tx, journey.id, { status: 'completed' }, now);
    await insertEvent(tx, {
      journeyId: journey.id,
      kind: 'completed',
      actorId: actor.id,
      occurredAt: now,
      recordedAt: now,
    });
    await recordAudit(tx, { actorId: actor.id, entity: 'journey', entityId: journey.id, action: 'complete' });
    return { journeyId: journey.id, message: 'journeys.messages.completed' };
  });
}
