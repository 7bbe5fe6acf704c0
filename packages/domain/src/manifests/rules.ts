import type { ContractUnit } from '../contracts/rules.ts';
import type { CalendarDate } from '../shared/dates.ts';
import type { Message } from '../shared/messages.ts';
import type { PACKAGINGS, PhysicalForm } from '../waste/rules.ts';
import { type B3CodeEntry, b3CodeFacts, describeB3Code, type HazardCharacteristic } from './b3-codes.ts';

/**
 * A B3 manifest's status, mirroring Festronik's own flow: the transporter plans it, the sender then the
 * receiver approve it, the waste is carried, and the manifest is reported to the ministry.
 */
export const MANIFEST_STATUSES = [
  'planned',
  'approvedBySender',
  'approvedByReceiver',
  'carried',
  'reported',
] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/**
 * How staff may move a manifest's status: forward to any later status (Festronik's flow went through
 * the steps between; staff record where it stands now), or back by exactly one step to correct a
 * mistake. Staying put changes only the number. Both directions are audited by the server.
 */
export function manifestMove(from: ManifestStatus, to: ManifestStatus): 'same' | 'forward' | 'back' | null {
  const step = MANIFEST_STATUSES.indexOf(to) - MANIFEST_STATUSES.indexOf(from);
  if (step === 0) return 'same';
  if (step > 0) return 'forward';
  return step === -1 ? 'back' : null;
}

/** The statuses a manifest in `from` may be set to (itself included), in Festronik's order. */
export function manifestStatusChoices(from: ManifestStatus): ManifestStatus[] {
  return MANIFEST_STATUSES.filter((to) => manifestMove(from, to) !== null);
}

/**
 * Festronik gives the number when the transporter plans the manifest, so every status past `planned`
 * has one. Its format is unknown: it is kept exactly as staff typed it, never checked against a pattern.
 */
export function needsFestronikNumber(status: ManifestStatus): boolean {
  return status !== 'planned';
}

/**
 * Whether B3 waste may leave its sender: only once Festronik gave the manifest a number, or when staff
 * recorded why it may go without one (the override keeps its reason).
 */
export function manifestAllowsPickup(
  manifest: { festronikNumber: string | null; overrideReason: string | null } | null,
): boolean {
  return Boolean(manifest?.festronikNumber?.trim() || manifest?.overrideReason?.trim());
}

/** Once reported to the ministry, the waste's details on the manifest no longer change here. */
export function canChangeManifestDetails(status: ManifestStatus): boolean {
  return status !== 'reported';
}

export interface ManifestParty {
  id: string;
  name: string;
  npwp: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
}

/** One waste on a manifest: one B3 waste record of the sender on the journey. */
export interface ManifestWaste {
  wasteRecordId: string;
  registrationNumber: string;
  /** The PP 22/2021 Annex IX code as stored; null when the record has none. */
  code: string | null;
  /** Only from the product's code list; null means "not in the code list", never a guess. */
  name: { id: string; en: string | null } | null;
  /** From the code's leading letter (A = 1, B = 2); null without a well-formed code. */
  category: 1 | 2 | null;
  /** Hazard characteristics (PP 22/2021 Lampiran X): recorded on the waste, or its code's by default. */
  characteristics: HazardCharacteristic[];
  /** True while the characteristics are the code's default rather than recorded on the waste. */
  characteristicsFromCode: boolean;
  physicalForm: PhysicalForm | null;
  packaging: (typeof PACKAGINGS)[number];
  packageCount: number | null;
  unit: ContractUnit;
  /** What the customer asked to have picked up: the quantity Festronik's plan names. */
  plannedQuantity: number;
  /** Weighed at pickup; null until then. */
  sentQuantity: number | null;
  /** Weighed by the receiver; null until the waste arrives. */
  receivedQuantity: number | null;
  /** Where the waste is loaded (the pickup address). */
  loadingAddress: string;
  pickedUpAt: Date | null;
  receivedAt: Date | null;
}

/** Everything one sender's manifest for one journey says; read from the journey, never stored twice. */
export interface ManifestContent {
  journey: { id: string; number: string; plannedOn: CalendarDate };
  festronikNumber: string | null;
  status: ManifestStatus;
  sender: ManifestParty;
  transporter: ManifestParty & {
    /** The ministry's B3 transport recommendation, from the transporter's company profile. */
    transportRecommendationNumber: string | null;
    vehiclePlate: string | null;
    /** The vehicle's B3 permit, from the fleet. */
    vehiclePermitNumber: string | null;
    driverName: string | null;
  };
  /** The receiver with its B3 waste management licence, from its company profile. */
  receiver: ManifestParty & { b3LicenceNumber: string | null };
  wastes: ManifestWaste[];
}

/** What a waste's code says about it: the code's shape, and its code list entry (looked up by the caller). */
export function wasteCodeFacts(
  code: string | null,
  entry: B3CodeEntry | null,
): Pick<ManifestWaste, 'name' | 'category'> {
  const facts = code ? b3CodeFacts(code, entry) : null;
  return { name: facts?.listed?.name ?? null, category: facts?.category ?? null };
}

export const MANIFEST_PARTS = ['sender', 'transporter', 'receiver', 'waste'] as const;
export type ManifestPart = (typeof MANIFEST_PARTS)[number];

export const MANIFEST_GAP_FIELDS = [
  'npwp',
  'address',
  'transportRecommendation',
  'vehiclePlate',
  'vehiclePermit',
  'driver',
  'b3Licence',
  'wasteCode',
  'characteristics',
  'physicalForm',
  'packageCount',
  'weightUnit',
] as const;
export type ManifestGapField = (typeof MANIFEST_GAP_FIELDS)[number];

/** A field Festronik needs that the manifest lacks; a waste's gap names its registration number. */
export interface ManifestGap {
  part: ManifestPart;
  field: ManifestGapField;
  /** The waste's registration number for a waste's gap; null for a party's. */
  registrationNumber: string | null;
}

function partyGaps(
  part: 'sender' | 'transporter' | 'receiver',
  party: ManifestParty,
  fields: readonly ('npwp' | 'address')[],
): ManifestGap[] {
  return fields
    .filter((field) => !party[field]?.trim())
    .map((field) => ({ part, field, registrationNumber: null }));
}

/**
 * What keeps the manifest from being handed to Festronik: the sender's NPWP and address; the
 * transporter's address and ministry transport recommendation, the vehicle with its B3 permit, and the
 * driver; the receiver's address and B3 licence; and for each waste its code, hazard characteristics,
 * physical form, package count and a weight (Festronik counts B3 in kilograms or tonnes, not in bins).
 * Quantities weighed at pickup or arrival are not required: the driver carries the manifest before either.
 */
export function manifestGaps(content: ManifestContent): ManifestGap[] {
  const gaps: ManifestGap[] = [
    ...partyGaps('sender', content.sender, ['npwp', 'address']),
    ...partyGaps('transporter', content.transporter, ['address']),
  ];
  const transporter = (field: ManifestGapField): ManifestGap => ({
    part: 'transporter',
    field,
    registrationNumber: null,
  });
  if (!content.transporter.transportRecommendationNumber?.trim()) {
    gaps.push(transporter('transportRecommendation'));
  }
  if (!content.transporter.vehiclePlate) gaps.push(transporter('vehiclePlate'));
  else if (!content.transporter.vehiclePermitNumber?.trim()) gaps.push(transporter('vehiclePermit'));
  if (!content.transporter.driverName) gaps.push(transporter('driver'));
  gaps.push(...partyGaps('receiver', content.receiver, ['address']));
  if (!content.receiver.b3LicenceNumber?.trim()) {
    gaps.push({ part: 'receiver', field: 'b3Licence', registrationNumber: null });
  }
  for (const waste of content.wastes) {
    const gap = (field: ManifestGapField): ManifestGap => ({
      part: 'waste',
      field,
      registrationNumber: waste.registrationNumber,
    });
    if (!waste.code || !describeB3Code(waste.code)) gaps.push(gap('wasteCode'));
    if (waste.characteristics.length === 0) gaps.push(gap('characteristics'));
    if (!waste.physicalForm) gaps.push(gap('physicalForm'));
    if (!waste.packageCount || waste.packageCount < 1) gaps.push(gap('packageCount'));
    if (waste.unit !== 'kg') gaps.push(gap('weightUnit'));
  }
  return gaps;
}

/** A gap as one line a reader understands: "Sender: NPWP", "SRK-AB12-CD34: physical form". */
export function manifestGapMessage(gap: ManifestGap): Message {
  const field = { key: `manifests.fields.${gap.field}` };
  return gap.part === 'waste'
    ? { key: 'manifests.gaps.waste', values: { number: gap.registrationNumber ?? '', field } }
    : { key: 'manifests.gaps.party', values: { part: { key: `manifests.parts.${gap.part}` }, field } };
}

/** The CSV's columns, in order: stable English names a data-entry sheet or a script can rely on. */
export const MANIFEST_CSV_COLUMNS = [
  'festronik_number',
  'status',
  'journey_number',
  'planned_on',
  'sender_name',
  'sender_npwp',
  'sender_address',
  'sender_city',
  'sender_province',
  'loading_address',
  'transporter_name',
  'transporter_npwp',
  'transporter_address',
  'transporter_city',
  'transport_recommendation_number',
  'vehicle_plate',
  'vehicle_b3_permit',
  'driver_name',
  'receiver_name',
  'receiver_npwp',
  'receiver_address',
  'receiver_city',
  'receiver_b3_licence',
  'registration_number',
  'waste_code',
  'waste_name_id',
  'waste_name_en',
  'category',
  'hazard_characteristics',
  'physical_form',
  'packaging',
  'package_count',
  'unit',
  'planned_quantity',
  'sent_quantity',
  'received_quantity',
  'picked_up_at',
  'received_at',
] as const;

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as ISO 8601 in WIB with its offset (`2026-11-24T01:30:00+07:00`): exact and unambiguous. */
export function wibIso(instant: Date): string {
  return `${new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** Numbers with a dot and no grouping (`1240.5`), whatever the reader's language. */
function plainNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, inner quotes doubled.
 * Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe; numbers are
 * written by `plainNumber` and never start that way.
 */
export function csvCell(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The manifest as CSV for data entry into Festronik: a header row, then one row per waste with the
 * three parties repeated. Machine-friendly on purpose: comma-separated, UTF-8, CRLF line ends, dot
 * decimals without grouping, statuses and forms as their stable codes, times in ISO 8601 WIB.
 */
export function manifestCsv(content: ManifestContent): string {
  const { sender, transporter, receiver } = content;
  const rows = content.wastes.map((waste) => {
    const text: Record<string, string> = {
      festronik_number: content.festronikNumber ?? '',
      status: content.status,
      journey_number: content.journey.number,
      planned_on: content.journey.plannedOn,
      sender_name: sender.name,
      sender_npwp: sender.npwp ?? '',
      sender_address: sender.address ?? '',
      sender_city: sender.city ?? '',
      sender_province: sender.province ?? '',
      loading_address: waste.loadingAddress,
      transporter_name: transporter.name,
      transporter_npwp: transporter.npwp ?? '',
      transporter_address: transporter.address ?? '',
      transporter_city: transporter.city ?? '',
      transport_recommendation_number: transporter.transportRecommendationNumber ?? '',
      vehicle_plate: transporter.vehiclePlate ?? '',
      vehicle_b3_permit: transporter.vehiclePermitNumber ?? '',
      driver_name: transporter.driverName ?? '',
      receiver_name: receiver.name,
      receiver_npwp: receiver.npwp ?? '',
      receiver_address: receiver.address ?? '',
      receiver_city: receiver.city ?? '',
      receiver_b3_licence: receiver.b3LicenceNumber ?? '',
      registration_number: waste.registrationNumber,
      waste_code: waste.code ?? '',
      waste_name_id: waste.name?.id ?? '',
      waste_name_en: waste.name?.en ?? '',
      // Stable keys joined by semicolons: a cell holds one field, and a comma would need quoting.
      hazard_characteristics: waste.characteristics.join(';'),
      physical_form: waste.physicalForm ?? '',
      packaging: waste.packaging,
      unit: waste.unit,
      picked_up_at: waste.pickedUpAt ? wibIso(waste.pickedUpAt) : '',
      received_at: waste.receivedAt ? wibIso(waste.receivedAt) : '',
    };
    const numbers: Record<string, number | null> = {
      category: waste.category,
      package_count: waste.packageCount,
      planned_quantity: waste.plannedQuantity,
      sent_quantity: waste.sentQuantity,
      received_quantity: waste.receivedQuantity,
    };
    return MANIFEST_CSV_COLUMNS.map((column) =>
      column in numbers
        ? csvCell(plainNumber(numbers[column] ?? null), 'number')
        : csvCell(text[column] ?? ''),
    ).join(',');
  });
  return `${[MANIFEST_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
