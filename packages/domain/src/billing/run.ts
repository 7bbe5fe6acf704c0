import {
  type ContractUnit,
  type Frequency,
  frequencyPeriod,
  type PAYMENT_CYCLES,
  type PAYMENT_TIMINGS,
  type WasteType,
} from '../contracts/rules.ts';
import { travelsFree } from '../partnership/promotion.ts';
import { addDays, type CalendarDate } from '../shared/dates.ts';
import { bilingual } from '../shared/i18n.ts';
import {
  advanceCycles,
  cappedQuantity,
  frequencyPeriodsIn,
  type LineItemType,
  type LineUnit,
} from './rules.ts';

/**
 * What one billing run invoices under one contract (decision 016): in advance, the price per frequency
 * for each period of the payment cycles about to start; in arrears, the delivered quantities of each
 * frequency period capped by the contract's maximum, with transport as its own line; on demand, one
 * line per delivered pickup. The same rules make a partner's payables from the records it carried or
 * received under its partner contract.
 */
export interface BillingContract {
  id: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  unit: ContractUnit;
  pricePerUnit: number;
  frequency: Frequency;
  frequencyInterval: number;
  pricePerFrequency: number;
  maxQuantityPerFrequency: number;
  paymentTiming: (typeof PAYMENT_TIMINGS)[number];
  paymentCycle: (typeof PAYMENT_CYCLES)[number];
  onDemand: boolean;
  transportCost: number;
  wasteTypes: readonly WasteType[];
  /**
   * The partnership programme's promotion: pickups delivered in the contract's first month travel free
   * when its term is at least 12 months (`travelsFree`); a shorter contract's promotion is not applied.
   */
  promotion?: string | null;
}

/** A delivered record not yet billed under the contract, with the quantity it is billed on. */
export interface BillableRecord {
  id: string;
  registrationNumber: string;
  deliveredOn: CalendarDate;
  quantity: number;
}

export type BillingSide = 'receivable' | 'payable';

export interface DraftLine {
  itemType: LineItemType;
  description: string;
  quantity: number;
  unit: LineUnit;
  unitPrice: number;
  transportCost: number;
  serviceCode: string;
  unitCode: string;
  periodFrom: CalendarDate | null;
  periodTo: CalendarDate | null;
}

/** A claim says what a line bills, so the next run leaves it alone; `line` indexes the draft's lines. */
export type DraftClaim =
  | { kind: 'record'; wasteRecordId: string; quantity: number; line: number | null }
  | { kind: 'cycle'; cycleFrom: CalendarDate; line: number };

export interface InvoiceDraft {
  lines: DraftLine[];
  claims: DraftClaim[];
}

export interface BillingHistory {
  /** Quantity already billed per frequency period (by its first day) on invoices still standing. */
  billedByPeriod: ReadonlyMap<CalendarDate, number>;
  /** Advance cycles (by their first day) already on invoices still standing. */
  billedCycles: ReadonlySet<CalendarDate>;
}

const HAZARDOUS: readonly WasteType[] = ['b3', 'medical', 'electronic'];

/**
 * The Coretax service code of a line (reference: coretax-efaktur.md): collecting hazardous waste or
 * rubbish for a customer; road freight for transport; treating it for a receiving partner.
 */
export function serviceCode(itemType: LineItemType, side: BillingSide, wasteTypes: readonly WasteType[]) {
  if (itemType === 'transport') return '060101';
  if (itemType === 'other') return '000000';
  const hazardous = wasteTypes.some((type) => HAZARDOUS.includes(type));
  if (side === 'payable') return hazardous ? '260302' : '260303';
  return hazardous ? '260201' : '260203';
}

const UNIT_CODES: Record<LineUnit, string> = {
  kg: 'UM.0003',
  bin: 'UM.0018',
  unit: 'UM.0018',
  month: 'UM.0024',
  period: 'UM.0030',
  pickup: 'UM.0030',
  activity: 'UM.0030',
};

export function unitCode(unit: LineUnit): string {
  return UNIT_CODES[unit];
}

/** The last day of a `[from, to)` period, as an invoice prints it. */
function lastDay(to: CalendarDate): CalendarDate {
  return addDays(to, -1);
}

/**
 * Line texts are printed bilingual, Indonesian first, as Indonesian invoices carry them; the period a
 * line covers is its own field, which every document prints beside the text in the reader's language.
 */
const TEXTS = {
  periodFee: bilingual('billing.lineTexts.periodFee'),
  wasteService: bilingual('billing.lineTexts.wasteService'),
  transport: bilingual('billing.lineTexts.transport'),
  pickup: (record: BillableRecord) =>
    bilingual('billing.lineTexts.pickup', () => ({ number: record.registrationNumber })),
};

function line(
  contract: BillingContract,
  side: BillingSide,
  fields: Omit<DraftLine, 'serviceCode' | 'unitCode'>,
): DraftLine {
  return {
    ...fields,
    serviceCode: serviceCode(fields.itemType, side, contract.wasteTypes),
    unitCode: unitCode(fields.unit),
  };
}

/**
 * The period an invoice prints: from its lines' first day to their last, the period it bills; the
 * run's month (its last day inclusive) only when no line names one.
 */
export function billedPeriod(
  lines: ReadonlyArray<Pick<DraftLine, 'periodFrom' | 'periodTo'>>,
  month: { from: CalendarDate; to: CalendarDate },
): { from: CalendarDate; to: CalendarDate } {
  const froms = lines.flatMap((line) => (line.periodFrom ? [line.periodFrom] : [])).sort();
  const tos = lines.flatMap((line) => (line.periodTo ? [line.periodTo] : [])).sort();
  const [first] = froms;
  const last = tos.at(-1);
  return first && last ? { from: first, to: last } : month;
}

export function planInvoice(
  contract: BillingContract,
  side: BillingSide,
  month: string,
  records: readonly BillableRecord[],
  history: BillingHistory,
): InvoiceDraft {
  if (contract.onDemand) return perPickup(contract, side, records);
  if (contract.paymentTiming === 'advance') return inAdvance(contract, side, month, history);
  return inArrears(contract, side, records, history);
}

function inAdvance(
  contract: BillingContract,
  side: BillingSide,
  month: string,
  history: BillingHistory,
): InvoiceDraft {
  const draft: InvoiceDraft = { lines: [], claims: [] };
  for (const cycle of advanceCycles(contract, month)) {
    if (history.billedCycles.has(cycle.from)) continue;
    const periods = frequencyPeriodsIn(contract, cycle);
    if (periods === 0 || contract.pricePerFrequency === 0) continue;
    draft.lines.push(
      line(contract, side, {
        itemType: 'periodFee',
        description: TEXTS.periodFee,
        quantity: periods,
        unit: 'period',
        unitPrice: contract.pricePerFrequency,
        transportCost: 0,
        periodFrom: cycle.from,
        periodTo: lastDay(cycle.to),
      }),
    );
    draft.claims.push({ kind: 'cycle', cycleFrom: cycle.from, line: draft.lines.length - 1 });
  }
  return draft;
}

function inArrears(
  contract: BillingContract,
  side: BillingSide,
  records: readonly BillableRecord[],
  history: BillingHistory,
): InvoiceDraft {
  const draft: InvoiceDraft = { lines: [], claims: [] };
  const periods = groupByPeriod(contract, records);
  for (const { from, to, records: inPeriod } of periods) {
    const delivered = sumQuantities(inPeriod);
    const billed = cappedQuantity(
      delivered,
      contract.maxQuantityPerFrequency,
      history.billedByPeriod.get(from) ?? 0,
    );
    let lineIndex: number | null = null;
    if (billed > 0) {
      draft.lines.push(
        line(contract, side, {
          itemType: 'wasteService',
          description: TEXTS.wasteService,
          quantity: billed,
          unit: contract.unit,
          unitPrice: contract.pricePerUnit,
          transportCost: 0,
          periodFrom: from,
          periodTo: lastDay(to),
        }),
      );
      lineIndex = draft.lines.length - 1;
    }
    for (const record of inPeriod)
      draft.claims.push({
        kind: 'record',
        wasteRecordId: record.id,
        quantity: record.quantity,
        line: lineIndex,
      });
  }
  const first = periods[0];
  const last = periods.at(-1);
  // Pickups the promotion carries free are left off the transport line (their transport costs 0).
  const charged = records.filter((record) => !travelsFree(contract, record.deliveredOn)).length;
  if (contract.transportCost > 0 && charged > 0 && first && last)
    draft.lines.push(
      line(contract, side, {
        itemType: 'transport',
        description: TEXTS.transport,
        quantity: charged,
        unit: 'pickup',
        unitPrice: contract.transportCost,
        transportCost: 0,
        periodFrom: first.from,
        periodTo: lastDay(last.to),
      }),
    );
  return draft;
}

function perPickup(contract: BillingContract, side: BillingSide, records: readonly BillableRecord[]) {
  const draft: InvoiceDraft = { lines: [], claims: [] };
  for (const record of [...records].sort(byDelivery)) {
    draft.lines.push(
      line(contract, side, {
        itemType: 'wasteService',
        description: TEXTS.pickup(record),
        quantity: record.quantity,
        unit: contract.unit,
        unitPrice: contract.pricePerUnit,
        transportCost: travelsFree(contract, record.deliveredOn) ? 0 : contract.transportCost,
        periodFrom: record.deliveredOn,
        periodTo: record.deliveredOn,
      }),
    );
    draft.claims.push({
      kind: 'record',
      wasteRecordId: record.id,
      quantity: record.quantity,
      line: draft.lines.length - 1,
    });
  }
  return draft;
}

function byDelivery(a: BillableRecord, b: BillableRecord): number {
  return (
    a.deliveredOn.localeCompare(b.deliveredOn) || a.registrationNumber.localeCompare(b.registrationNumber)
  );
}

function groupByPeriod(contract: BillingContract, records: readonly BillableRecord[]) {
  const periods = new Map<
    CalendarDate,
    { from: CalendarDate; to: CalendarDate; records: BillableRecord[] }
  >();
  for (const record of [...records].sort(byDelivery)) {
    const period = frequencyPeriod(contract, record.deliveredOn);
    const group = periods.get(period.from) ?? { ...period, records: [] };
    group.records.push(record);
    periods.set(period.from, group);
  }
  return [...periods.values()];
}

function sumQuantities(records: readonly BillableRecord[]): number {
  return records.reduce((sum, record) => sum + Math.round(record.quantity * 100), 0) / 100;
}
