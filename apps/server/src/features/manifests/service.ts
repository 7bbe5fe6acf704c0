import { wasteCharacteristics } from '@sirkula/domain/manifests/b3-codes';
import type {
  ManifestDetails,
  ManifestListFilter,
  ManifestUpdate,
  PickupOverrideInput,
} from '@sirkula/domain/manifests/inputs';
import {
  canChangeManifestDetails,
  type ManifestContent,
  type ManifestStatus,
  manifestGapMessage,
  manifestGaps,
  manifestMove,
  needsFestronikNumber,
  wasteCodeFacts,
} from '@sirkula/domain/manifests/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import {
  findJourney,
  findWasteOwner,
  type JourneySummaryRow,
  journeyNotFound,
  journeyOfRecord,
  lockJourney,
} from '../journeys/public.ts';
import {
  canKeepManifests,
  canOverridePickup,
  canReadJourneyManifests,
  canReadManifest,
  canReadRecordManifest,
  manifestScope,
} from './policy.ts';
import {
  b3RecordsOf,
  codeEntries,
  ensureManifest,
  listManifests,
  lockWasteRecord,
  type ManifestRow,
  manifestRowsOf,
  partiesOf,
  setPickupOverride,
  updateManifest,
  updateWasteDetails,
  userName,
  vehiclePermitOf,
} from './queries.ts';

export const manifestNotFound = () => new NotFound('manifests.errors.notFound', 'MANIFEST_NOT_FOUND');
const wasteNotFound = () => new NotFound('waste.errors.notFound', 'WASTE_NOT_FOUND');

interface Manifest {
  content: ManifestContent;
  stored: { row: ManifestRow; updatedByName: string | null; overrideByName: string | null } | null;
}

type Party = Awaited<ReturnType<typeof partiesOf>>[number];

function unknownParty(id: string): Party {
  return {
    id,
    name: '-',
    npwp: null,
    address: null,
    city: null,
    province: null,
    transportRecommendationNumber: null,
    b3LicenceNumber: null,
  };
}

/** A company as a manifest's sender names it: without a transporter's or receiver's numbers. */
function plainParty({ transportRecommendationNumber: _t, b3LicenceNumber: _l, ...party }: Party) {
  return party;
}

/**
 * A journey's manifests, one per customer sending B3 waste on it (ordered by name), built from the
 * journey, its records, the parties and what staff recorded; `senderId` narrows to one sender's.
 */
async function manifestsOf(db: Db, row: JourneySummaryRow, senderId?: string): Promise<Manifest[]> {
  const { journey } = row;
  const records = await b3RecordsOf(db, journey, senderId);
  if (records.length === 0) return [];
  const senders = [...new Set(records.map((record) => record.senderId))];
  const parties = await partiesOf(db, [journey.transporterId, journey.receiverId, ...senders]);
  const party = (id: string) => parties.find((company) => company.id === id) ?? unknownParty(id);
  const stored = await manifestRowsOf(db, journey.id);
  const codes = await codeEntries(db, [...new Set(records.flatMap((record) => record.code ?? []))]);
  const entryOf = (code: string | null) => codes.find((entry) => entry.code === code) ?? null;
  const vehiclePermitNumber = await vehiclePermitOf(db, journey.vehicleId);
  const { b3LicenceNumber: _licence, ...transporter } = party(journey.transporterId);
  const { transportRecommendationNumber: _recommendation, ...receiver } = party(journey.receiverId);
  const manifests: Manifest[] = [];
  for (const sender of senders) {
    const kept = stored.find((item) => item.manifest.senderId === sender);
    manifests.push({
      content: {
        journey: { id: journey.id, number: journey.number, plannedOn: journey.plannedOn },
        festronikNumber: kept?.manifest.festronikNumber ?? null,
        status: kept?.manifest.status ?? 'planned',
        sender: plainParty(party(sender)),
        transporter: {
          ...transporter,
          vehiclePlate: row.vehiclePlate,
          vehiclePermitNumber,
          driverName: row.driverName,
        },
        receiver,
        wastes: records
          .filter((record) => record.senderId === sender)
          .map(({ senderId: _sender, recordedCharacteristics, ...record }) => {
            const entry = entryOf(record.code);
            const { characteristics, fromCode } = wasteCharacteristics(recordedCharacteristics, entry);
            return {
              ...record,
              ...wasteCodeFacts(record.code, entry),
              characteristics,
              characteristicsFromCode: fromCode,
            };
          }),
      },
      stored: kept
        ? {
            row: kept.manifest,
            updatedByName: kept.updatedByName,
            overrideByName: await userName(db, kept.manifest.pickupOverrideBy),
          }
        : null,
    });
  }
  return manifests.sort((a, b) => a.content.sender.name.localeCompare(b.content.sender.name));
}

function answerOf(actor: Actor, row: JourneySummaryRow, { content, stored }: Manifest) {
  const keeps = canKeepManifests(actor) && row.journey.status !== 'cancelled';
  const override = stored?.row.pickupOverrideReason;
  return {
    ...content,
    gaps: manifestGaps(content),
    updatedAt: stored?.row.updatedBy ? stored.row.updatedAt : null,
    updatedByName: stored?.updatedByName ?? null,
    pickupOverride:
      override && stored.row.pickupOverrideAt
        ? { reason: override, byName: stored.overrideByName, at: stored.row.pickupOverrideAt }
        : null,
    can: {
      update: keeps,
      changeDetails: keeps && canChangeManifestDetails(content.status),
      overridePickup:
        keeps && canOverridePickup(actor) && !content.festronikNumber && row.journey.status === 'active',
    },
  };
}
export type ManifestAnswer = ReturnType<typeof answerOf>;

/** Every manifest of a journey, for staff and the journey's transporter and receiver. */
export async function journeyManifests(db: Db, actor: Actor, journeyId: string) {
  const row = await findJourney(db, journeyId);
  if (!row || !canReadJourneyManifests(actor, row.journey)) throw journeyNotFound();
  const manifests = await manifestsOf(db, row);
  return { items: manifests.map((manifest) => answerOf(actor, row, manifest)) };
}

/** One sender's manifest as this actor may read it; anything else reads as not found. */
async function readableManifest(db: Db, actor: Actor, journeyId: string, senderId: string) {
  const row = await findJourney(db, journeyId);
  if (!row || !canReadManifest(actor, row.journey, senderId)) throw manifestNotFound();
  const [manifest] = await manifestsOf(db, row, senderId);
  if (!manifest) throw manifestNotFound();
  return { row, manifest };
}

export async function manifest(db: Db, actor: Actor, journeyId: string, senderId: string) {
  const { row, manifest: found } = await readableManifest(db, actor, journeyId, senderId);
  return answerOf(actor, row, found);
}

/**
 * The manifest a file is made from, refused with every missing field named (422) rather than written
 * incomplete: Festronik would refuse it, and a driver must not carry a manifest with blanks.
 */
export async function exportable(db: Db, actor: Actor, journeyId: string, senderId: string) {
  const { manifest: found } = await readableManifest(db, actor, journeyId, senderId);
  const gaps = manifestGaps(found.content);
  if (gaps.length > 0) {
    throw new AppError(
      422,
      'MANIFEST_INCOMPLETE',
      'manifests.errors.incomplete',
      {},
      { count: { number: gaps.length } },
      gaps.map(manifestGapMessage),
    );
  }
  return found.content;
}

/**
 * The manifest of one waste record: its customer's, the journey's partners' and staff's. Null when the
 * record is not B3 or is not on a journey now.
 */
export async function recordManifest(db: Db, actor: Actor, wasteRecordId: string) {
  const owner = await findWasteOwner(db, wasteRecordId);
  const carried = owner && (await journeyOfRecord(db, wasteRecordId));
  if (!owner || !canReadRecordManifest(actor, owner, carried?.journey ?? null)) throw wasteNotFound();
  if (!carried) return { manifest: null };
  const [found] = await manifestsOf(db, carried, owner.companyId);
  const onIt = found?.content.wastes.some((waste) => waste.wasteRecordId === wasteRecordId);
  return { manifest: found && onIt ? answerOf(actor, carried, found) : null };
}

/** What a change to a manifest answers: the manifest as it is now, and what was done. */
async function changed(db: Db, actor: Actor, ids: { journeyId: string; senderId: string }, message: string) {
  return { manifest: await manifest(db, actor, ids.journeyId, ids.senderId), message };
}

function sameRecord(
  before: { status: ManifestStatus; festronikNumber: string | null },
  after: ManifestUpdate,
) {
  return before.status === after.status && before.festronikNumber === after.festronikNumber;
}

/**
 * Staff record Festronik's number and status: forward through Festronik's flow, or one step back to
 * correct a mistake; the change and its audit entry are written together.
 */
export async function update(
  db: Db,
  actor: Actor,
  journeyId: string,
  senderId: string,
  input: ManifestUpdate,
  now: Date,
  language: Language,
) {
  if (!canKeepManifests(actor)) throw new Forbidden();
  const message = await db.transaction(async (tx) => {
    const journey = await lockJourney(tx, journeyId);
    if (!journey) throw journeyNotFound();
    const records = await b3RecordsOf(tx, journey, senderId);
    if (records.length === 0) throw manifestNotFound();
    if (journey.status === 'cancelled') {
      throw new Conflict('manifests.errors.journeyCancelled', {}, 'JOURNEY_CANCELLED');
    }
    const row = await ensureManifest(tx, journeyId, senderId, now);
    const move = manifestMove(row.status, input.status);
    if (move === null) {
      throw new Conflict(
        'manifests.errors.statusMove',
        { status: 'manifests.errors.statusMove' },
        'STATUS_MOVE',
      );
    }
    if (needsFestronikNumber(input.status) && !input.festronikNumber) {
      throw new Invalid('manifests.errors.numberRequired', {
        festronikNumber: 'manifests.errors.numberRequired',
      });
    }
    if (sameRecord(row, input)) return 'manifests.messages.unchanged';
    await updateManifest(tx, row.id, { ...input, updatedBy: actor.id }, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'manifest',
      entityId: row.id,
      action: move === 'back' ? 'statusBack' : 'update',
      before: { status: row.status, festronikNumber: row.festronikNumber },
      after: { status: input.status, festronikNumber: input.festronikNumber },
    });
    return move === 'back' ? 'manifests.messages.corrected' : 'manifests.messages.updated';
  });
  return changed(db, actor, { journeyId, senderId }, translate(language, message));
}

/**
 * Staff complete a B3 record's physical form and package count for its manifest, until that manifest is
 * reported; before a journey the customer's own request form holds the same fields.
 */
export async function changeDetails(
  db: Db,
  actor: Actor,
  wasteRecordId: string,
  input: ManifestDetails,
  now: Date,
  language: Language,
) {
  if (!canKeepManifests(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const record = await lockWasteRecord(tx, wasteRecordId);
    if (!record) throw wasteNotFound();
    if (record.type !== 'b3') throw new Conflict('manifests.errors.notB3', {}, 'NOT_B3');
    const carried = await journeyOfRecord(tx, wasteRecordId);
    if (carried) {
      const stored = await manifestRowsOf(tx, carried.journey.id);
      const status = stored.find((item) => item.manifest.senderId === record.companyId)?.manifest.status;
      if (status && !canChangeManifestDetails(status)) {
        throw new Conflict('manifests.errors.reported', {}, 'MANIFEST_REPORTED');
      }
    }
    const before = {
      physicalForm: record.physicalForm,
      packageCount: record.packageCount,
      characteristics: record.characteristics,
    };
    const after = {
      physicalForm: input.physicalForm,
      packageCount: input.packageCount,
      // Left out: as they were; an empty list: back to the code's own.
      characteristics:
        input.characteristics === undefined
          ? record.characteristics
          : input.characteristics.length > 0
            ? input.characteristics
            : null,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await updateWasteDetails(
      tx,
      wasteRecordId,
      {
        physicalForm: after.physicalForm,
        packageCount: after.packageCount,
        hazardCharacteristics: after.characteristics,
      },
      now,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'waste',
      entityId: wasteRecordId,
      action: 'manifestDetails',
      before,
      after,
    });
  });
  const { manifest: changedManifest } = await recordManifest(db, actor, wasteRecordId);
  return { manifest: changedManifest, message: translate(language, 'manifests.messages.detailsSaved') };
}

/**
 * Staff let a sender's B3 waste be picked up before Festronik gave its manifest a number, saying why;
 * the reason stays on the manifest, and the audit keeps who and when.
 */
export async function overridePickup(
  db: Db,
  actor: Actor,
  journeyId: string,
  senderId: string,
  input: PickupOverrideInput,
  now: Date,
  language: Language,
) {
  if (!canOverridePickup(actor)) throw new Forbidden();
  await db.transaction(async (tx) => {
    const journey = await lockJourney(tx, journeyId);
    if (!journey) throw journeyNotFound();
    const records = await b3RecordsOf(tx, journey, senderId);
    if (records.length === 0) throw manifestNotFound();
    if (journey.status !== 'active') {
      throw new Conflict('manifests.errors.journeyCancelled', {}, 'JOURNEY_CANCELLED');
    }
    const row = await ensureManifest(tx, journeyId, senderId, now);
    if (row.festronikNumber) {
      throw new Conflict('manifests.errors.hasNumber', {}, 'MANIFEST_HAS_NUMBER');
    }
    await setPickupOverride(tx, row.id, { reason: input.reason, by: actor.id }, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'manifest',
      entityId: row.id,
      action: 'pickupOverride',
      before: { pickupOverrideReason: row.pickupOverrideReason },
      after: { pickupOverrideReason: input.reason },
    });
  });
  return changed(db, actor, { journeyId, senderId }, translate(language, 'manifests.messages.overridden'));
}

/** The gaps of each listed manifest, read as its detail reads them (one journey at a time). */
async function gapsOf(db: Db, journeyIds: string[]) {
  const gaps = new Map<string, ReturnType<typeof manifestGaps>>();
  for (const journeyId of new Set(journeyIds)) {
    const row = await findJourney(db, journeyId);
    if (!row) continue;
    for (const { content } of await manifestsOf(db, row)) {
      gaps.set(`${journeyId}/${content.sender.id}`, manifestGaps(content));
    }
  }
  return gaps;
}

/** The manifests the actor may see, a page at a time: a customer's own, a partner's journeys', all for staff. */
export async function list(db: Db, actor: Actor, filter: ManifestListFilter) {
  const { items, ...total } = await listManifests(db, filter, manifestScope(actor));
  const gaps = await gapsOf(
    db,
    items.map((row) => row.journeyId),
  );
  return {
    page: filter.page,
    pageSize: filter.pageSize,
    ...total,
    items: items.map((row) => ({
      journey: {
        id: row.journeyId,
        number: row.journeyNumber,
        plannedOn: row.plannedOn,
        status: row.journeyStatus,
        stage: row.stage,
      },
      sender: { id: row.senderId, name: row.senderName },
      status: row.status,
      festronikNumber: row.festronikNumber,
      gaps: gaps.get(`${row.journeyId}/${row.senderId}`) ?? [],
      wasteCount: row.wasteCount,
      firstWasteRecordId: row.firstWasteRecordId,
    })),
  };
}
