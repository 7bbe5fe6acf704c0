import { phoneAction } from '@sirkula/domain/journeys/inputs';
import { REGISTRATION_NUMBER } from '@sirkula/domain/waste/numbers';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { FileAnswer } from '../../lib/file-answer.ts';
import type { ReceivedForm } from '../storage/public.ts';
import { openAllowedFile } from '../storage/public.ts';
import * as handover from './handover.ts';
import {
  certificateUpload,
  MAX_PHOTOS,
  parseFields,
  pickupUploads,
  withStoredFiles,
} from './handover-files.ts';
import { answered } from './offline-actions.ts';
import { canCarry, canListJourneys, canReadJourney, canReceive } from './policy.ts';
import { findRecordByRegistration, journeyHasFile, journeyOfRecord, lockJourney } from './queries.ts';
import { get, journeyNotFound, readable } from './service.ts';

/** The photos and the signature of one pickup. */
export const MAX_FILES = MAX_PHOTOS + 1;

type Deps = Pick<AppDeps, 'db' | 'notify' | 'publicUrl' | 'storage' | 'mapTiles'>;

/** An action sent again: the first delivery's answer, before any file of this one is stored. */
async function repeated(db: Db, actor: Actor, key: string) {
  const earlier = await answered<handover.Done>(db, actor, key);
  return earlier ? { ...earlier, repeated: true } : undefined;
}

/** The pickup handover as the phone sends it: checked fields and files, then stored, then taken. */
export async function pickUp(
  deps: Deps,
  actor: Actor,
  ids: { id: string; wasteRecordId: string },
  readForm: () => Promise<ReceivedForm>,
  now: Date,
): Promise<handover.Taken> {
  if (!canListJourneys(actor)) throw new Forbidden();
  const journey = await readable(deps.db, actor, ids.id);
  if (!canCarry(actor, journey.journey)) throw new Forbidden();
  const { fields, uploads } = await pickupUploads(await readForm(), deps.storage.maxUploadBytes);
  const earlier = await repeated(deps.db, actor, fields.idempotencyKey);
  if (earlier) return earlier;
  // The evidence is the transporter's, whoever took it; the journey's routes decide who else sees it.
  const owner = { actorId: actor.id, companyId: journey.journey.transporterId, purpose: 'handoverEvidence' };
  return withStoredFiles(deps.storage, owner, uploads, ([signatureFileId = '', ...photoFileIds]) =>
    handover.pickUp(
      deps,
      actor,
      { journeyId: ids.id, wasteRecordId: ids.wasteRecordId },
      { ...fields, signatureFileId, photoFileIds },
      now,
    ),
  );
}

/** The receiver's confirmation of processing, with the certificate it uploads. */
export async function confirmProcessing(
  deps: Deps,
  actor: Actor,
  id: string,
  readForm: () => Promise<ReceivedForm>,
  now: Date,
): Promise<handover.Taken> {
  if (!canListJourneys(actor)) throw new Forbidden();
  const journey = await readable(deps.db, actor, id);
  if (!canReceive(actor, journey.journey)) throw new Forbidden();
  const form = await readForm();
  const action = parseFields(phoneAction, form.fields);
  const upload = await certificateUpload(form, deps.storage.maxUploadBytes);
  const earlier = await repeated(deps.db, actor, action.idempotencyKey);
  if (earlier) return earlier;
  const owner = {
    actorId: actor.id,
    companyId: journey.journey.receiverId,
    purpose: 'processingCertificate',
  };
  return withStoredFiles(deps.storage, owner, [upload], ([certificateFileId = '']) =>
    handover.confirmProcessing(deps, actor, id, { ...action, certificateFileId }, now),
  );
}

/**
 * Where a scanned label leads a signed-in driver or receiver: the journey carrying the record, and the
 * step they can take on it now. A record on no journey of theirs is not found.
 */
export async function target(db: Db, actor: Actor, typed: string) {
  if (!canListJourneys(actor)) throw new Forbidden();
  const registrationNumber = typed.trim().toUpperCase();
  const record = REGISTRATION_NUMBER.test(registrationNumber)
    ? await findRecordByRegistration(db, registrationNumber)
    : undefined;
  const found = record && (await journeyOfRecord(db, record.id));
  if (!record || !found || !canReadJourney(actor, found.journey)) throw journeyNotFound();
  const journey = await get(db, actor, found.journey.id);
  const onBoard = journey.records.find((row) => row.id === record.id);
  const action =
    journey.can.pickUp && onBoard?.status === 'journeyAssigned'
      ? 'pickUp'
      : journey.can.receive && onBoard?.status === 'onProgress' && onBoard.receivedAt === null
        ? 'receive'
        : 'none';
  return {
    journeyId: journey.id,
    journeyNumber: journey.number,
    wasteRecordId: record.id,
    registrationNumber: record.registrationNumber,
    action,
  } as const;
}

/** A photo, signature or certificate of a journey, to those who may see the journey. */
export async function openJourneyFile(
  deps: Deps,
  actor: Actor,
  ids: { id: string; fileId: string },
): Promise<FileAnswer> {
  const journey = await lockJourney(deps.db, ids.id);
  if (!journey || !canReadJourney(actor, journey) || !(await journeyHasFile(deps.db, journey, ids.fileId))) {
    throw new NotFound('storage.notFound', 'FILE_NOT_FOUND');
  }
  const { file, body } = await openAllowedFile(deps.storage, ids.fileId);
  // Shown in the page, not saved; kept an hour, since a stored file never changes under its id.
  return {
    name: file.originalName,
    contentType: file.contentType,
    body,
    disposition: 'inline',
    cacheControl: 'private, max-age=3600',
  };
}
