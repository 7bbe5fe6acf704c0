import { z } from 'zod';
import {
  type ContractStatus,
  type ContractUnit,
  displayStatus,
  WASTE_TYPES,
  type WasteType,
} from '../contracts/rules.ts';
import { describeB3Code } from '../manifests/b3-codes.ts';
import { addDays, type CalendarDate, isCalendarDate, jakartaDateAndHour } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';
import type { Message } from '../shared/messages.ts';
import { awaitsConfirmation, WASTE_STATUS_FILTERS, WASTE_STATUSES, type WasteStatus } from './status.ts';

export { awaitsConfirmation, WASTE_STATUSES, WASTE_TYPES, type WasteStatus, type WasteType };

export const WASTE_SUB_TYPES = [
  'expiredMedicine',
  'infectiousClinic',
  'sharpObjects',
  'medicalIndustry',
  'generalIndustry',
  'lightingIndustry',
  'specificIndustry',
] as const;
export type WasteSubType = (typeof WASTE_SUB_TYPES)[number];

/** Which sub-types apply to which waste type; types without an entry have none. */
export const SUB_TYPES_OF: Partial<Record<WasteType, readonly WasteSubType[]>> = {
  medical: ['expiredMedicine', 'infectiousClinic', 'sharpObjects', 'medicalIndustry'],
  b3: ['generalIndustry', 'lightingIndustry', 'specificIndustry', 'medicalIndustry'],
};

export const PACKAGINGS = ['drum', 'jerrycan', 'ibc', 'sack', 'jumboBag', 'box', 'bin', 'other'] as const;
export type Packaging = (typeof PACKAGINGS)[number];
/** The physical form a B3 manifest names for each waste (Festronik asks for it). */
export const PHYSICAL_FORMS = ['solid', 'liquid', 'sludge', 'gas'] as const;
export type PhysicalForm = (typeof PHYSICAL_FORMS)[number];
/** Within office hours (Monday–Friday 09:00–17:00 WIB). */
export const TIME_WINDOWS = ['morning', 'afternoon'] as const;

/** Before 12:00 WIB the earliest pickup is the next day; from 12:00 it is two days later (DESIGN.md §3). */
export const PICKUP_CUTOFF_HOUR = 12;

export function earliestPickupDate(submittedAt: Date): CalendarDate {
  const { date, hour } = jakartaDateAndHour(submittedAt);
  return addDays(date, hour < PICKUP_CUTOFF_HOUR ? 1 : 2);
}

export type WasteActor = 'customer' | 'partner' | 'internal';

/** Every status move and who may make it; nothing else decides a waste record's status. */
const TRANSITIONS: Record<WasteStatus, Partial<Record<WasteStatus, readonly WasteActor[]>>> = {
  drafted: { waiting: ['customer', 'internal'], cancelled: ['customer', 'internal'] },
  waiting: { journeyAssigned: ['internal'], cancelled: ['customer', 'internal'] },
  journeyAssigned: { waiting: ['internal'], onProgress: ['internal', 'partner'], cancelled: ['internal'] },
  onProgress: { partiallyDelivered: ['internal', 'partner'], delivered: ['internal', 'partner'] },
  partiallyDelivered: { delivered: ['internal', 'partner'] },
  delivered: {},
  cancelled: {},
};

export function canTransition(from: WasteStatus, to: WasteStatus, actor: WasteActor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export function canCancel(status: WasteStatus, actor: WasteActor): boolean {
  return canTransition(status, 'cancelled', actor);
}

/** Only a record nobody has planned yet can change. */
export function canEditWaste(status: WasteStatus): boolean {
  return status === 'drafted' || status === 'waiting';
}

export function canReschedule(status: WasteStatus): boolean {
  return status === 'waiting';
}

/** A label is printed for a record that will be, or has been, picked up. */
export function canPrintLabel(status: WasteStatus): boolean {
  return status !== 'drafted' && status !== 'cancelled';
}

type Plan = { requestedPickupDate: CalendarDate | null; timeWindow: string; quantity: number };

export function needsReconfirmation(before: Plan, after: Plan): boolean {
  return (
    before.requestedPickupDate !== after.requestedPickupDate ||
    before.timeWindow !== after.timeWindow ||
    before.quantity !== after.quantity
  );
}

/** A pickup can be requested on an active contract that has not ended (WIB). */
export function acceptsPickups(
  contract: { status: ContractStatus; endDate: CalendarDate },
  today: CalendarDate,
): boolean {
  return displayStatus(contract, today) === 'active';
}

/** Bins are counted whole; kilograms to two decimals. */
export function quantityFitsUnit(unit: ContractUnit, quantity: number): boolean {
  if (!(quantity > 0)) return false;
  return unit === 'bin'
    ? Number.isInteger(quantity)
    : Math.abs(quantity * 100 - Math.round(quantity * 100)) < 1e-6;
}

/** Requests that count towards a contract's maximum per period: everything not drafted or cancelled. */
export const QUOTA_STATUSES = [
  'waiting',
  'journeyAssigned',
  'onProgress',
  'partiallyDelivered',
  'delivered',
] as const satisfies readonly WasteStatus[];

const hundredths = (value: number) => Math.round(value * 100);

/** Compared in hundredths, so 0.1 + 0.2 kg does not exceed 0.3 kg. */
export function exceedsPeriodLimit(used: number, quantity: number, max: number): boolean {
  return hundredths(used) + hundredths(quantity) > hundredths(max);
}

/** The message beside a quantity its contract's unit does not allow. */
export function quantityUnitMessage(unit: ContractUnit): Message {
  return unit === 'bin' ? 'waste.validation.wholeBins' : 'waste.validation.quantity';
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SRK-XXXX-XXXX` from eight random bytes: printed on the label, hard to guess, easy to read aloud. */
export function registrationNumber(randomBytes: Uint8Array): string {
  const characters = Array.from(randomBytes.slice(0, 8), (byte) => CROCKFORD[byte % 32]).join('');
  if (characters.length !== 8) throw new RangeError('Eight random bytes are needed');
  return `SRK-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** `WST-2026-000123`: the year's sequence of waste transactions. */
export function transactionNumber(sequence: number, createdOn: CalendarDate): string {
  return `WST-${createdOn.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

const optionalDate = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'contracts.validation.date');

/**
 * A pickup request as the customer fills it in. Dates and the acknowledgement may be missing on a
 * draft; `pickupProblems` names what a submitted request still lacks.
 */
export const pickupRequestInput = z
  .object({
    /** The customer the request is for: staff name it; a customer may name only its own company. */
    companyId: z
      .uuid('waste.validation.company')
      .nullish()
      .transform((value) => value ?? null),
    contractId: z.uuid('waste.validation.contract'),
    /** The customer's smart bin the pickup empties, when it was requested from one. */
    smartBinId: z
      .uuid('waste.validation.smartBin')
      .nullish()
      .transform((value) => value ?? null),
    type: z.enum(WASTE_TYPES),
    subType: z
      .enum(WASTE_SUB_TYPES)
      .nullish()
      .transform((value) => value ?? null),
    wasteCode: z
      .string()
      .trim()
      .max(12, 'waste.validation.wasteCode')
      .nullish()
      .transform((value) => value || null),
    quantity: z
      .number({ message: 'waste.validation.quantity' })
      .positive('waste.validation.quantity')
      .max(1_000_000, 'waste.validation.quantity'),
    pickupAddress: z.string().trim().min(5, 'waste.validation.address').max(500, 'validation.tooLong'),
    packaging: z.enum(PACKAGINGS),
    /** B3 only, for its manifest: optional on the request, named by the manifest check when missing. */
    physicalForm: z
      .enum(PHYSICAL_FORMS)
      .nullish()
      .transform((value) => value ?? null),
    packageCount: z
      .number({ message: 'waste.validation.packageCount' })
      .int('waste.validation.packageCount')
      .min(1, 'waste.validation.packageCount')
      .max(10_000, 'waste.validation.packageCount')
      .nullish()
      .transform((value) => value ?? null),
    generatedOn: optionalDate,
    requestedPickupDate: optionalDate,
    timeWindow: z.enum(TIME_WINDOWS),
    notes: z
      .string()
      .trim()
      .max(1000, 'validation.tooLong')
      .nullish()
      .transform((value) => value || null),
    acknowledged: z.boolean().default(false),
    asDraft: z.boolean().default(false),
  })
  .superRefine((request, ctx) => {
    const subTypes = SUB_TYPES_OF[request.type] ?? [];
    if (subTypes.length > 0 && (!request.subType || !subTypes.includes(request.subType))) {
      ctx.addIssue({ code: 'custom', path: ['subType'], message: 'waste.validation.subType' });
    }
    if (request.type === 'b3') {
      if (!request.wasteCode)
        ctx.addIssue({ code: 'custom', path: ['wasteCode'], message: 'waste.validation.wasteCodeRequired' });
      else if (!describeB3Code(request.wasteCode))
        ctx.addIssue({ code: 'custom', path: ['wasteCode'], message: 'waste.validation.wasteCode' });
    }
  })
  .transform((request) => ({
    ...request,
    subType: (SUB_TYPES_OF[request.type] ?? []).length > 0 ? request.subType : null,
    wasteCode:
      request.type === 'b3' && request.wasteCode ? (describeB3Code(request.wasteCode)?.code ?? null) : null,
    physicalForm: request.type === 'b3' ? request.physicalForm : null,
    packageCount: request.type === 'b3' ? request.packageCount : null,
  }));
export type PickupRequestInput = z.input<typeof pickupRequestInput>;
export type PickupRequest = z.output<typeof pickupRequestInput>;

export const REQUIRED_PICKUP_DATES = ['generatedOn', 'requestedPickupDate'] as const;
export type PickupDateField = (typeof REQUIRED_PICKUP_DATES)[number];

/** The required date fields still empty, named together in one message. */
export function missingPickupDates(request: Pick<PickupRequest, PickupDateField>): PickupDateField[] {
  return REQUIRED_PICKUP_DATES.filter((field) => !request[field]);
}

export type PickupProblem =
  | { field: 'requestedPickupDate'; reason: 'tooEarly'; earliest: CalendarDate }
  | { field: 'requestedPickupDate'; reason: 'outsideContract' }
  | { field: 'generatedOn'; reason: 'future' }
  | { field: 'acknowledged'; reason: 'required' };

/** How a request with required dates still empty is refused: one heading naming them all, a note beside each. */
export function missingDatesRefusal(missing: readonly PickupDateField[]) {
  return {
    message: 'waste.validation.requiredDates',
    lines: missing.map((field) => `waste.dates.${field}`),
    fields: Object.fromEntries(
      missing.map((field) => [field, 'waste.validation.dateRequired' as Message]),
    ) as Partial<Record<PickupDateField, Message>>,
  };
}

/** What keeps a complete request from being submitted at `now`, besides missing dates. */
export function pickupProblems(
  request: Pick<PickupRequest, PickupDateField | 'acknowledged'>,
  contract: { startDate: CalendarDate; endDate: CalendarDate },
  now: Date,
): PickupProblem[] {
  const problems: PickupProblem[] = [];
  const earliest = earliestPickupDate(now);
  const pickup = request.requestedPickupDate;
  if (pickup && pickup < earliest)
    problems.push({ field: 'requestedPickupDate', reason: 'tooEarly', earliest });
  else if (pickup && (pickup < contract.startDate || pickup > contract.endDate)) {
    problems.push({ field: 'requestedPickupDate', reason: 'outsideContract' });
  }
  if (request.generatedOn && request.generatedOn > jakartaDateAndHour(now).date) {
    problems.push({ field: 'generatedOn', reason: 'future' });
  }
  if (!request.acknowledged) problems.push({ field: 'acknowledged', reason: 'required' });
  return problems;
}

/** What each problem says beside its field: the server's refusal and the form's own check say it alike. */
export function pickupProblemMessages(
  problems: readonly PickupProblem[],
): Partial<Record<PickupProblem['field'], Message>> {
  const fields: Partial<Record<PickupProblem['field'], Message>> = {};
  for (const problem of problems) {
    fields[problem.field] ??=
      problem.reason === 'tooEarly'
        ? { key: 'waste.validation.tooEarly', values: { date: { date: problem.earliest } } }
        : `waste.validation.${problem.reason === 'required' ? 'acknowledged' : problem.reason}`;
  }
  return fields;
}

export const cancelWasteInput = z.object({
  reason: z.string().trim().min(3, 'waste.validation.reason').max(500, 'validation.tooLong'),
});

export const rescheduleInput = z.object({
  requestedPickupDate: z.string().refine(isCalendarDate, 'contracts.validation.date'),
  timeWindow: z.enum(TIME_WINDOWS),
  message: z.string().trim().min(3, 'waste.validation.message').max(1000, 'validation.tooLong'),
});

export const WASTE_SORTS = [
  'transactionDate',
  'createdAt',
  'quantity',
  'status',
  'requestedPickupDate',
] as const;

/** Whether the provider's team has confirmed a request: staff list the ones still waiting for it. */
export const CONFIRMATION_FILTERS = ['awaiting', 'confirmed'] as const;
export type ConfirmationFilter = (typeof CONFIRMATION_FILTERS)[number];

export const listWasteQuery = pageQuery.extend({
  q: searchText,
  status: z.enum(WASTE_STATUS_FILTERS).optional(),
  confirmation: z.enum(CONFIRMATION_FILTERS).optional(),
  type: z.enum(WASTE_TYPES).optional(),
  companyId: z.uuid().optional(),
  from: z.string().refine(isCalendarDate, 'contracts.validation.date').optional(),
  to: z.string().refine(isCalendarDate, 'contracts.validation.date').optional(),
  /** The requested pickup day (WIB), as staff plan today's and tomorrow's rounds. */
  pickupDate: z.string().refine(isCalendarDate, 'contracts.validation.date').optional(),
  /** The pickups requested from one smart bin, for its page. */
  smartBinId: z.uuid().optional(),
  sort: z.enum(WASTE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListWasteQuery = z.input<typeof listWasteQuery>;
export type WasteListFilter = z.output<typeof listWasteQuery>;
