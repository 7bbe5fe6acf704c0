import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import type { FileAnswer } from '../../lib/file-answer.ts';
import type { TileSource } from '../../lib/static-map.ts';
import { streamToBuffer } from '../../lib/streams.ts';
import { type DocumentRecord, finalDocumentFile } from '../documents/public.ts';
import { getBranding } from '../settings/public.ts';
import type { StorageDeps } from '../storage/public.ts';
import { openAllowedFile } from '../storage/public.ts';
import { type JourneySheet, journeySheetPdf } from './journey-sheet.ts';
import { canFollowRecord } from './policy.ts';
import { type ProofOfDelivery, proofOfDeliveryPdf } from './proof-of-delivery.ts';
import {
  eventsOf,
  findWasteOwner,
  type JourneySummaryRow,
  journeyOfRecord,
  proofParties,
  recordsOf,
} from './queries.ts';
import { drawRouteMap } from './route-map.ts';
import { journeyNotFound, readable } from './service.ts';

interface ProofDeps {
  db: Db;
  storage: StorageDeps;
  mapTiles: TileSource | null;
}

async function bytes(storage: StorageDeps, fileId: string): Promise<Uint8Array> {
  return streamToBuffer((await openAllowedFile(storage, fileId)).body);
}

function party(
  found: { name: string; address: string | null; city: string | null; npwp: string | null } | undefined,
) {
  return {
    name: found?.name ?? '-',
    address: found?.address ?? '-',
    city: found?.city ?? '-',
    npwp: found?.npwp ?? null,
  };
}

/** What every journey document prints: its records and events, both parties, the fleet, the branding. */
async function documentData(db: Db, journey: JourneySummaryRow['journey']) {
  const [records, events, { parties, vehicle, driver }, branding] = [
    await recordsOf(db, journey),
    await eventsOf(db, journey.id),
    await proofParties(db, journey),
    await getBranding(db),
  ];
  return {
    records,
    events,
    transporter: party(parties.find((company) => company.id === journey.transporterId)),
    receiver: party(parties.find((company) => company.id === journey.receiverId)),
    vehicle,
    driver,
    providerLine: branding.companyLine,
  };
}

/** Loads everything the document shows, the signatures' and photos' bytes included. */
async function proofOf(deps: ProofDeps, row: JourneySummaryRow, scope: ProofOfDelivery['scope'], now: Date) {
  const { journey } = row;
  const { records, events, ...parties } = await documentData(deps.db, journey);
  const proof: ProofOfDelivery = {
    scope,
    journey: {
      number: journey.number,
      plannedOn: journey.plannedOn,
      stage: journey.stage,
      status: journey.status,
      transitHubName: row.hubName,
    },
    ...parties,
    records: records.map((record) => ({
      registrationNumber: record.registrationNumber,
      customerName: record.customerName,
      wasteType: record.type,
      wasteCode: record.wasteCode,
      unit: record.unit,
      requestedQuantity: record.quantity,
      sentQuantity: record.sentQuantity,
      receivedQuantity: record.receivedQuantity,
      status: record.status,
    })),
    events: [],
    routeMap: { png: null, legend: [], straightLines: false },
    generatedAt: now,
  };
  const shown = (registrationNumber: string | null) =>
    scope.kind === 'journey' ||
    registrationNumber === null ||
    registrationNumber === scope.registrationNumber;
  const shownEvents = events.filter((item) => shown(item.registrationNumber));
  const shownRecords = records.filter((record) => shown(record.registrationNumber));
  proof.routeMap = await drawRouteMap(deps, journey, shownRecords, shownEvents);
  for (const event of shownEvents) {
    proof.events.push({
      ...event,
      signature: event.signatureFileId ? await bytes(deps.storage, event.signatureFileId) : null,
      photos: await Promise.all(event.photoFileIds.map((id) => bytes(deps.storage, id))),
    });
  }
  return proof;
}

/** A PDF to download, named in the reader's language after what it is of: `proof-JRN-2026-000123.pdf`. */
function pdfFile(
  language: Language,
  nameKey: string,
  number: string,
  body: Buffer,
): FileAnswer & { body: Buffer } {
  return { name: `${translate(language, nameKey)}-${number}.pdf`, contentType: 'application/pdf', body };
}

/** A journey's proof, with every customer's records: for its parties and staff. */
export async function journeyProof(deps: ProofDeps, actor: Actor, id: string, language: Language, now: Date) {
  const row = await readable(deps.db, actor, id);
  const render = async (inLanguage: Language) => {
    const proof = await proofOf(deps, row, { kind: 'journey' }, now);
    return pdfFile(
      inLanguage,
      'proof.fileName',
      row.journey.number,
      await proofOfDeliveryPdf(proof, inLanguage),
    );
  };
  const { journey } = row;
  const document = {
    companyId: journey.transporterId,
    record: { kind: 'journey' as const, id: journey.id, label: journey.number },
  };
  return finalProof(deps, journey, document, render, language, now);
}

/**
 * A completed journey's proof is a legal document: its Indonesian PDF is stored in the document
 * library the first time it is asked for and served from there ever after, so a later template never
 * changes it; a reader in another language gets a rendering for reading (decision 024). Until the
 * journey completes, it is rendered on demand.
 */
async function finalProof(
  deps: ProofDeps,
  journey: { status: string },
  document: { companyId: string; record: DocumentRecord },
  render: (language: Language) => Promise<FileAnswer & { body: Buffer }>,
  language: Language,
  now: Date,
): Promise<FileAnswer> {
  if (journey.status !== 'completed') return render(language);
  const stored = await finalDocumentFile(
    deps,
    {
      ...document,
      type: 'proofOfDelivery',
      displayName: `${translate('id', 'proof.title')} ${document.record.label}`,
    },
    async () => {
      const legal = await render('id');
      return { fileName: legal.name, data: legal.body };
    },
    now,
  );
  if (language === 'id') return { name: stored.fileName, contentType: stored.contentType, body: stored.body };
  stored.body.destroy();
  return render(language);
}

/** One record's proof: its customer's to download, and the journey's parties' and staff's. */
export async function recordProof(
  deps: ProofDeps,
  actor: Actor,
  wasteRecordId: string,
  language: Language,
  now: Date,
) {
  const owner = await findWasteOwner(deps.db, wasteRecordId);
  const carried = owner && (await journeyOfRecord(deps.db, wasteRecordId));
  if (!owner || !carried || !canFollowRecord(actor, owner, carried.journey)) throw journeyNotFound();
  const onBoard = await recordsOf(deps.db, carried.journey);
  const registrationNumber = onBoard.find((record) => record.id === wasteRecordId)?.registrationNumber;
  if (!registrationNumber) throw journeyNotFound();
  const render = async (inLanguage: Language) => {
    const proof = await proofOf(deps, carried, { kind: 'record', registrationNumber }, now);
    return pdfFile(
      inLanguage,
      'proof.fileName',
      registrationNumber,
      await proofOfDeliveryPdf(proof, inLanguage),
    );
  };
  const document = {
    companyId: owner.companyId,
    record: { kind: 'wasteRecord' as const, id: wasteRecordId, label: registrationNumber },
  };
  return finalProof(deps, carried.journey, document, render, language, now);
}

/** The journey sheet the driver carries: for the journey's parties and staff. */
export async function journeySheet(deps: ProofDeps, actor: Actor, id: string, language: Language, now: Date) {
  const row = await readable(deps.db, actor, id);
  const { journey } = row;
  const { records, events, ...parties } = await documentData(deps.db, journey);
  const sheet: JourneySheet = {
    number: journey.number,
    plannedOn: journey.plannedOn,
    transitHubName: row.hubName,
    ...parties,
    records: records.map((record) => ({
      registrationNumber: record.registrationNumber,
      customerName: record.customerName,
      pickupAddress: record.pickupAddress,
      wasteType: record.type,
      wasteCode: record.wasteCode,
      packaging: record.packaging,
      unit: record.unit,
      requestedQuantity: record.quantity,
    })),
    routeMap: await drawRouteMap(deps, journey, records, events),
    generatedAt: now,
  };
  return pdfFile(language, 'proof.sheet.fileName', journey.number, await journeySheetPdf(sheet, language));
}
