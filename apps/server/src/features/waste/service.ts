import { jakartaToday } from '@sirkula/domain/shared/dates';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import {
  awaitsConfirmation,
  canCancel,
  canEditWaste,
  canPrintLabel,
  canReschedule,
  canTransition,
  earliestPickupDate,
  PICKUP_CUTOFF_HOUR,
  type PickupRequest,
  type rescheduleInput,
  type WasteListFilter,
  type WasteStatus,
} from '@sirkula/domain/waste/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { trackOf } from '../journeys/public.ts';
import type { SendMail } from '../mail/public.ts';
import { sendPickupNotice } from './emails.ts';
import {
  actsForCustomer,
  canConfirmPickup,
  canListWaste,
  canRequestPickup,
  wasteActor,
  wasteScope,
} from './policy.ts';
import { presentWaste } from './present.ts';
import {
  findByRegistrationNumber,
  findLabels,
  findWaste,
  historyOf,
  listWaste,
  updateWaste,
  type WasteRow,
} from './queries.ts';
import { checkReschedule, requestAllowance, requestPickup, submitDraft, updateRequest } from './request.ts';
import { moveStatus } from './status.ts';

export interface WasteDeps {
  db: Db;
  sendMail: SendMail;
  publicUrl: string;
}

const wasteNotFound = () => new NotFound('waste.errors.notFound', 'WASTE_NOT_FOUND');

/** What this actor may do with a record now, so the screens show only possible actions. */
function permissions(actor: Actor, record: { status: WasteStatus; confirmedAt: Date | null }) {
  const requester = canRequestPickup(actor);
  const staff = canConfirmPickup(actor);
  return {
    edit: requester && canEditWaste(record.status),
    submit: record.status === 'drafted' && canTransition(record.status, 'waiting', wasteActor(actor)),
    cancel: canCancel(record.status, wasteActor(actor)),
    confirm: staff && awaitsConfirmation(record),
    reschedule: staff && canReschedule(record.status),
    printLabel: canPrintLabel(record.status),
  };
}

export async function list(db: Db, actor: Actor, filter: WasteListFilter) {
  const base = { page: filter.page, pageSize: filter.pageSize };
  if (!canListWaste(actor)) throw new Forbidden();
  const { items, ...total } = await listWaste(db, filter, wasteScope(actor));
  return {
    ...base,
    ...total,
    items: items.map((item) => presentWaste(actor, { ...item, can: permissions(actor, item) })),
  };
}

async function readable(db: Db, actor: Actor, id: string) {
  const found = await findWaste(db, id, wasteScope(actor));
  if (!found) throw wasteNotFound();
  return found;
}

export async function get(db: Db, actor: Actor, id: string) {
  const found = await readable(db, actor, id);
  const { record } = found;
  return presentWaste(actor, {
    ...record,
    companyName: found.companyName,
    contractNumber: found.contractNumber,
    createdByName: found.createdByName,
    company: { name: found.companyName, address: found.companyAddress, city: found.companyCity },
    history: await historyOf(db, id),
    can: permissions(actor, record),
  });
}
export type WasteDetail = Awaited<ReturnType<typeof get>>;

/** Every change answers alike: the record as it is now, and the catalogue key of what to tell the user. */
export interface Saved {
  record: WasteDetail;
  message: string;
}

async function saved(db: Db, actor: Actor, id: string, message: string): Promise<Saved> {
  return { record: await get(db, actor, id), message };
}

/** What a change answers: the record as it is now, and what to tell the user in their language. */
export async function told(language: Language, change: Promise<Saved>) {
  const { record, message } = await change;
  return { record, message: translate(language, message) };
}

function requestedMessage(actor: Actor, asDraft: boolean): string {
  const staff = actsForCustomer(actor) ? 'ForCustomer' : '';
  return `waste.messages.${asDraft ? 'drafted' : 'requested'}${staff}`;
}

export async function create(db: Db, actor: Actor, request: PickupRequest, now: Date) {
  const record = await requestPickup(db, actor, request, now);
  return saved(db, actor, record.id, requestedMessage(actor, request.asDraft));
}

export async function update(db: Db, actor: Actor, id: string, request: PickupRequest, now: Date) {
  const { record } = await readable(db, actor, id);
  if (!permissions(actor, record).edit) {
    throw new Conflict('waste.errors.notEditable', {}, 'NOT_EDITABLE');
  }
  await updateRequest(db, actor, record, request, now);
  return saved(db, actor, id, 'waste.messages.saved');
}

/** Sends a draft as it is stored or, with `edited`, as the form now holds it: one call, one transaction. */
export async function submit(db: Db, actor: Actor, id: string, edited: PickupRequest | null, now: Date) {
  const { record } = await readable(db, actor, id);
  await submitDraft(db, actor, record, edited, now);
  return saved(db, actor, id, requestedMessage(actor, false));
}

export async function cancel(db: Db, actor: Actor, id: string, reason: string) {
  const { record } = await readable(db, actor, id);
  await db.transaction(async (tx) => {
    await moveStatus(tx, actor, record, 'cancelled', {
      reason,
      refusal: 'waste.errors.cannotCancel',
      changes: { cancelReason: reason },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: id,
      action: 'cancel',
      before: { status: record.status },
      after: { status: 'cancelled', cancelReason: reason },
    });
  });
  return saved(db, actor, id, 'waste.messages.cancelled');
}

/** A record staff may act on with `allowed`; anything else is refused before a word is e-mailed. */
async function forStaff(db: Db, actor: Actor, id: string, allowed: (record: WasteRow) => boolean) {
  if (!canConfirmPickup(actor)) throw new Forbidden();
  const { record } = await readable(db, actor, id);
  if (!allowed(record)) throw new Conflict('waste.errors.statusChange', {}, 'NOT_WAITING');
  return record;
}

/**
 * Confirms a waiting request, inside the caller's transaction when there is one; telling the customer
 * (`sendPickupNotice`) is the caller's, once it is committed.
 */
export async function confirmPickup(db: Db, actor: Actor, id: string, now: Date): Promise<WasteRow> {
  const record = await forStaff(db, actor, id, awaitsConfirmation);
  await db.transaction(async (tx) => {
    await updateWaste(tx, id, { confirmedAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: id,
      action: 'confirm',
      after: { confirmedAt: now.toISOString() },
    });
  });
  return record;
}

/** Staff confirm a waiting request as planned, once; the customer hears about it by e-mail. */
export async function confirm(deps: WasteDeps, actor: Actor, id: string, now: Date) {
  const record = await confirmPickup(deps.db, actor, id, now);
  await sendPickupNotice(deps, 'confirmed', record, null);
  return saved(deps.db, actor, id, 'waste.messages.confirmed');
}

/** Staff move a waiting request to another date or window and tell the customer why. */
export async function reschedule(
  deps: WasteDeps,
  actor: Actor,
  id: string,
  input: z.output<typeof rescheduleInput>,
  now: Date,
) {
  const record = await forStaff(deps.db, actor, id, (found) => canReschedule(found.status));
  const changes = {
    requestedPickupDate: input.requestedPickupDate,
    timeWindow: input.timeWindow,
    confirmedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await checkReschedule(tx, actor, record, input.requestedPickupDate, now);
    await updateWaste(tx, id, changes);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: id,
      action: 'reschedule',
      before: { requestedPickupDate: record.requestedPickupDate, timeWindow: record.timeWindow },
      after: {
        requestedPickupDate: input.requestedPickupDate,
        timeWindow: input.timeWindow,
        message: input.message,
      },
    });
  });
  await sendPickupNotice(deps, 'rescheduled', { ...record, ...changes }, input.message);
  return saved(deps.db, actor, id, 'waste.messages.rescheduled');
}

/** What anyone holding the label may see: the status and its timeline, nothing about people or prices. */
export async function publicTrack(db: Db, registrationNumber: string) {
  const record = await findByRegistrationNumber(db, registrationNumber.toUpperCase());
  if (!record) throw wasteNotFound();
  const history = await historyOf(db, record.id);
  const track = await trackOf(db, record.id);
  return {
    registrationNumber: record.registrationNumber,
    type: record.type,
    status: record.status,
    history: history.map(({ fromStatus, toStatus, createdAt }) => ({ fromStatus, toStatus, createdAt })),
    stage: track.journey?.journey.stage ?? null,
    events: track.events,
  };
}

/** The form's live view of the contract's allowance, checked as a request would be. */
export const allowance = requestAllowance;

export function pickupRule(now: Date) {
  return {
    now: now.toISOString(),
    today: jakartaToday(now),
    earliestPickupDate: earliestPickupDate(now),
    cutoffHour: PICKUP_CUTOFF_HOUR,
  };
}

/** The labels of a sheet in one read; records the reader may not see are left out. */
export async function labels(db: Db, actor: Actor, ids: string[]) {
  const found = await findLabels(db, ids, wasteScope(actor));
  return { items: found.filter((label) => canPrintLabel(label.status)) };
}
