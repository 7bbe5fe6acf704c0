import type { ContractUnit } from '@sirkula/domain/contracts/rules';
import type { JourneyEventKind, JourneyStage, JourneyStatus } from '@sirkula/domain/journeys/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { WasteStatus, WasteType } from '@sirkula/domain/waste/rules';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf.ts';
import {
  type DocumentDriver,
  type DocumentParty,
  type DocumentVehicle,
  field,
  fleetSection,
  journeyPage,
  partiesSection,
  type Translate,
} from './journey-document.ts';
import { timelineSection } from './proof-of-delivery-timeline.ts';
import type { DrawnRouteMap } from './route-map.ts';
import { routeMapSection } from './route-map-section.ts';

export interface ProofRecord {
  registrationNumber: string;
  customerName: string;
  wasteType: WasteType;
  wasteCode: string | null;
  unit: ContractUnit;
  requestedQuantity: number;
  /** Weighed at pickup; null until then. */
  sentQuantity: number | null;
  /** Entered by the receiver; null until the record arrives. */
  receivedQuantity: number | null;
  status: WasteStatus;
}

export interface ProofEvent {
  kind: JourneyEventKind;
  occurredAt: Date;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The record the event is about, or null for an event of the whole journey. */
  registrationNumber: string | null;
  quantity: number | null;
  unit: ContractUnit | null;
  actorName: string | null;
  personInCharge: string | null;
  note: string | null;
  /** PNG bytes of the drawn signature. */
  signature: Uint8Array | null;
  /** JPEG or PNG bytes, in the order they were taken. */
  photos: Uint8Array[];
}

/** Everything a proof of delivery shows; the caller loads it, the renderer only lays it out. */
export interface ProofOfDelivery {
  /**
   * A record's proof shows that record and the journey's own events, never the other customers'
   * records on the same truck; a journey's proof shows them all.
   */
  scope: { kind: 'journey' } | { kind: 'record'; registrationNumber: string };
  journey: {
    number: string;
    plannedOn: CalendarDate;
    stage: JourneyStage;
    status: JourneyStatus;
    transitHubName: string | null;
  };
  transporter: DocumentParty;
  receiver: DocumentParty;
  vehicle: DocumentVehicle;
  driver: DocumentDriver;
  records: ProofRecord[];
  events: ProofEvent[];
  /** The map of the records shown: a record's proof maps only that record's pickup. */
  routeMap: DrawnRouteMap;
  generatedAt: Date;
  /** The provider's branding line, printed at the top of every page. */
  providerLine: string;
}

/** The records and events a proof of this scope may show. */
export function proofContents(proof: ProofOfDelivery): { records: ProofRecord[]; events: ProofEvent[] } {
  const { scope } = proof;
  if (scope.kind === 'journey') return { records: proof.records, events: proof.events };
  const mine = (number: string | null) => number === scope.registrationNumber;
  return {
    records: proof.records.filter((record) => mine(record.registrationNumber)),
    events: proof.events.filter(
      (event) => event.registrationNumber === null || mine(event.registrationNumber),
    ),
  };
}

/** The proof of delivery as a PDF in the reader's language, times in WIB. */
export async function proofOfDeliveryPdf(proof: ProofOfDelivery, language: Language): Promise<Buffer> {
  return renderPdf(proofDocument(proof, language));
}

function proofDocument(proof: ProofOfDelivery, language: Language): TDocumentDefinitions {
  const t: Translate = (key, values) => translate(language, `proof.${key}`, values);
  const { records, events } = proofContents(proof);
  const timeline = timelineSection(events, language);
  return {
    ...journeyPage({ ...proof, title: t('title'), number: proof.journey.number }, language),
    images: timeline.images,
    content: [
      titleSection(proof, t),
      journeySection(proof, language, t),
      partiesSection(proof.transporter, proof.receiver, language),
      fleetSection(proof.vehicle, proof.driver, language),
      recordsSection(records, language, t),
      { text: translate(language, 'journeys.routeMap.title'), style: 'heading' },
      routeMapSection(proof.routeMap, language),
      { text: t('timeline.title'), style: 'heading' },
      timeline.content,
    ],
  };
}

function titleSection(proof: ProofOfDelivery, t: Translate): Content {
  const { scope, journey } = proof;
  const subtitle =
    scope.kind === 'journey'
      ? t('subtitle.journey', { number: journey.number })
      : t('subtitle.record', { number: journey.number, registrationNumber: scope.registrationNumber });
  return [
    { text: t('title'), style: 'title' },
    { text: subtitle, style: 'subtitle' },
  ];
}

function journeySection(proof: ProofOfDelivery, language: Language, t: Translate): Content {
  const { journey } = proof;
  return {
    columns: [
      field(t('journey.plannedOn'), formatDate(journey.plannedOn, language)),
      field(t('journey.stage'), translate(language, `journeys.stages.${journey.stage}`)),
      field(t('journey.status'), translate(language, `journeys.statuses.${journey.status}`)),
      field(t('journey.transitHub'), journey.transitHubName ?? t('journey.noTransitHub')),
    ],
    columnGap: 12,
  };
}

function recordsSection(records: ProofRecord[], language: Language, t: Translate): Content {
  const headers = [
    translate(language, 'waste.fields.registrationNumber'),
    t('records.customer'),
    translate(language, 'waste.fields.type'),
    t('records.requested'),
    t('records.sent'),
    t('records.received'),
    t('records.difference'),
    translate(language, 'waste.fields.status'),
  ].map((text): TableCell => ({ text, style: 'tableHeader' }));
  return [
    { text: t('records.title'), style: 'heading' },
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
        body: [headers, ...records.map((record) => recordRow(record, language, t))],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
}

function recordRow(record: ProofRecord, language: Language, t: Translate): TableCell[] {
  const unit = translate(language, `units.${record.unit}`);
  const amount = (value: number | null): TableCell => ({
    text: value === null ? t('records.notYet') : formatQuantity(value, unit, language),
    alignment: 'right',
    noWrap: true,
  });
  const type = translate(language, `waste.types.${record.wasteType}`);
  return [
    record.registrationNumber,
    record.customerName,
    record.wasteCode ? `${type} (${record.wasteCode})` : type,
    amount(record.requestedQuantity),
    amount(record.sentQuantity),
    amount(record.receivedQuantity),
    difference(record, unit, language),
    translate(language, `waste.statuses.${record.status}`),
  ];
}

/** Received less sent, shown only once both are known; a shortfall stands out in red. */
function difference(record: ProofRecord, unit: string, language: Language): TableCell {
  const { sentQuantity: sent, receivedQuantity: received } = record;
  if (sent === null || received === null) return { text: '–', alignment: 'right' };
  const delta = Math.round((received - sent) * 100) / 100;
  const text =
    delta > 0 ? `+${formatQuantity(delta, unit, language)}` : formatQuantity(delta, unit, language);
  return { text, alignment: 'right', noWrap: true, style: delta < 0 ? 'shortfall' : undefined };
}
