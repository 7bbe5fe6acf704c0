import { addDays, type CalendarDate, daysBetween } from '../shared/dates.ts';
import type { DateRange } from './rules.ts';

/**
 * The figures of each report from the rows the server reads: pure, so a fixed data set pins them.
 * Quantities are kept to two decimals as waste records hold them; sums go through hundredths so
 * 0.1 + 0.2 stays 0.3.
 */
function sumQuantities(values: readonly number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}

/** The change from one figure to another in percent, one decimal; null when there was nothing before. */
export function percentChange(current: number, before: number): number | null {
  if (before === 0) return null;
  // Twelve significant digits first, so 50.25 % (not 50.2499999…) rounds up to 50.3 as on paper.
  return oneDecimal(((current - before) / before) * 100);
}

function oneDecimal(value: number): number {
  return Math.round(Number(value.toPrecision(12)) * 10) / 10;
}

/** A period's quantity of one waste type, B3 code and unit, and in how many records. */
export interface QuantityLine {
  type: string;
  wasteCode: string | null;
  unit: string;
  quantity: number;
  records: number;
}

export interface ComparedLine {
  type: string;
  wasteCode: string | null;
  unit: string;
  current: number;
  previous: number;
  lastYear: number;
  records: number;
  changeVsPrevious: number | null;
  changeVsLastYear: number | null;
}

const lineKey = (line: { type: string; wasteCode: string | null; unit: string }) =>
  `${line.type}\u0000${line.wasteCode ?? ''}\u0000${line.unit}`;

function byKey(lines: readonly QuantityLine[]): Map<string, QuantityLine> {
  const keyed = new Map<string, QuantityLine>();
  for (const line of lines) {
    const known = keyed.get(lineKey(line));
    keyed.set(
      lineKey(line),
      known
        ? {
            ...known,
            quantity: sumQuantities([known.quantity, line.quantity]),
            records: known.records + line.records,
          }
        : line,
    );
  }
  return keyed;
}

/**
 * The monthly report's table: each waste type, code and unit of the month against the month before
 * and the same month a year earlier. A line present only in an earlier period still shows (it fell to
 * zero); lines sort by type, then code, then unit.
 */
export function compareQuantities(
  current: readonly QuantityLine[],
  previous: readonly QuantityLine[],
  lastYear: readonly QuantityLine[],
): ComparedLine[] {
  const periods = [byKey(current), byKey(previous), byKey(lastYear)] as const;
  const keys = new Set(periods.flatMap((period) => [...period.keys()]));
  return [...keys]
    .map((key) => {
      const [now, before, yearAgo] = periods.map((period) => period.get(key));
      const line = (now ?? before ?? yearAgo) as QuantityLine;
      const figure = (found: QuantityLine | undefined) => found?.quantity ?? 0;
      return {
        type: line.type,
        wasteCode: line.wasteCode,
        unit: line.unit,
        current: figure(now),
        previous: figure(before),
        lastYear: figure(yearAgo),
        records: now?.records ?? 0,
        changeVsPrevious: percentChange(figure(now), figure(before)),
        changeVsLastYear: percentChange(figure(now), figure(yearAgo)),
      };
    })
    .sort((a, b) => lineKey(a).localeCompare(lineKey(b)));
}

/** The totals of one unit across lines, for the report's summary ("1,240.5 kg, +12.3 %"). */
export function totalsByUnit(lines: readonly ComparedLine[]): ComparedLine[] {
  const units = [...new Set(lines.map((line) => line.unit))].sort();
  return units.map((unit) => {
    const ofUnit = lines.filter((line) => line.unit === unit);
    const total = (pick: (line: ComparedLine) => number) => sumQuantities(ofUnit.map(pick));
    const [current, previous, lastYear] = [
      total((l) => l.current),
      total((l) => l.previous),
      total((l) => l.lastYear),
    ];
    return {
      type: '',
      wasteCode: null,
      unit,
      current,
      previous,
      lastYear,
      records: ofUnit.reduce((count, line) => count + line.records, 0),
      changeVsPrevious: percentChange(current, previous),
      changeVsLastYear: percentChange(current, lastYear),
    };
  });
}

/** One B3 record handed over to a transporter in the quarter, as the manifest and the journey tell it. */
export interface HandedOverRecord {
  wasteCode: string;
  quantity: number;
  unit: string;
  handedOverOn: CalendarDate;
  transporter: string;
  receiver: string;
  manifestNumber: string | null;
}

/** A B3 code's line of the producer's periodic report: how much left in the quarter, when, with whom. */
export interface B3CodeSummary {
  wasteCode: string;
  unit: string;
  quantity: number;
  records: number;
  dates: CalendarDate[];
  transporters: string[];
  receivers: string[];
  manifestNumbers: string[];
}

const sortedUnique = (values: ReadonlyArray<string | null>) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort();

/** The quarterly B3 summary: per code and unit (a code handed over in kg and in litres is two lines). */
export function b3Summary(records: readonly HandedOverRecord[]): B3CodeSummary[] {
  const groups = new Map<string, HandedOverRecord[]>();
  for (const record of records) {
    const key = `${record.wasteCode}\u0000${record.unit}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups.values()]
    .map((group) => ({
      wasteCode: group[0]?.wasteCode ?? '',
      unit: group[0]?.unit ?? '',
      quantity: sumQuantities(group.map((record) => record.quantity)),
      records: group.length,
      dates: sortedUnique(group.map((record) => record.handedOverOn)),
      transporters: sortedUnique(group.map((record) => record.transporter)),
      receivers: sortedUnique(group.map((record) => record.receiver)),
      manifestNumbers: sortedUnique(group.map((record) => record.manifestNumber)),
    }))
    .sort((a, b) => a.wasteCode.localeCompare(b.wasteCode) || a.unit.localeCompare(b.unit));
}

/** A pickup of the period: the day asked for (if any), the day it happened, whether it arrived short. */
export interface PickupFact {
  requestedOn: CalendarDate | null;
  pickedUpOn: CalendarDate;
  partial: boolean;
}

/** Every day of the range with its pickups, the days without any included, so a chart has no gaps. */
export function pickupsPerDay(
  pickups: readonly PickupFact[],
  range: DateRange,
): Array<{ day: CalendarDate; pickups: number }> {
  const counts = new Map<CalendarDate, number>();
  for (const pickup of pickups) counts.set(pickup.pickedUpOn, (counts.get(pickup.pickedUpOn) ?? 0) + 1);
  const days = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(0, days) }, (_, index) => {
    const day = addDays(range.from, index);
    return { day, pickups: counts.get(day) ?? 0 };
  });
}

/**
 * On time means picked up on or before the day the customer asked for. A pickup asked for without a
 * day counts in neither figure, and the rate is null when no pickup had a day.
 */
export function onTimeRate(pickups: readonly PickupFact[]): {
  onTime: number;
  late: number;
  withoutDate: number;
  partial: number;
  rate: number | null;
} {
  const dated = pickups.filter((pickup) => pickup.requestedOn !== null);
  const onTime = dated.filter((pickup) => pickup.pickedUpOn <= (pickup.requestedOn as string)).length;
  return {
    onTime,
    late: dated.length - onTime,
    withoutDate: pickups.length - dated.length,
    partial: pickups.filter((pickup) => pickup.partial).length,
    rate: dated.length === 0 ? null : oneDecimal((onTime / dated.length) * 100),
  };
}

/** A vehicle's journeys of the period and on how many distinct days it drove. */
export interface VehicleUse {
  plate: string;
  journeys: number;
  daysUsed: number;
}

/** Fleet use: each vehicle's share of the period's days it drove, in percent, busiest first. */
export function fleetUse(vehicles: readonly VehicleUse[], range: DateRange) {
  const days = daysBetween(range.from, range.to) + 1;
  return [...vehicles]
    .map((vehicle) => ({ ...vehicle, use: oneDecimal((vehicle.daysUsed / days) * 100) }))
    .sort((a, b) => b.use - a.use || a.plate.localeCompare(b.plate));
}

/** An issued, not cancelled, receivable invoice as the finance report reads it (rupiah). */
export interface FinanceInvoice {
  companyName: string;
  /** The month of its invoice date, `2026-09`. */
  month: string;
  subtotal: number;
  grandTotal: number;
  paidAmount: number;
  dueDate: CalendarDate | null;
}

export interface FinanceLine {
  companyName: string;
  month: string;
  invoices: number;
  invoiced: number;
  tax: number;
  collected: number;
  outstanding: number;
  overdue: number;
}

/**
 * The finance report's lines by customer and month: invoiced (with PPN), of which tax, collected,
 * still outstanding, and of that what is past its due date on `today`. Rupiah throughout.
 */
export function financeLines(invoices: readonly FinanceInvoice[], today: CalendarDate): FinanceLine[] {
  const lines = new Map<string, FinanceLine>();
  for (const invoice of invoices) {
    const key = `${invoice.companyName}\u0000${invoice.month}`;
    const line = lines.get(key) ?? {
      companyName: invoice.companyName,
      month: invoice.month,
      invoices: 0,
      invoiced: 0,
      tax: 0,
      collected: 0,
      outstanding: 0,
      overdue: 0,
    };
    const owed = Math.max(0, invoice.grandTotal - invoice.paidAmount);
    line.invoices += 1;
    line.invoiced += invoice.grandTotal;
    line.tax += invoice.grandTotal - invoice.subtotal;
    line.collected += Math.min(invoice.paidAmount, invoice.grandTotal);
    line.outstanding += owed;
    if (invoice.dueDate !== null && invoice.dueDate < today) line.overdue += owed;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) => a.companyName.localeCompare(b.companyName) || a.month.localeCompare(b.month),
  );
}

/** The sum of every money column, for the report's total line. */
export function financeTotal(lines: readonly FinanceLine[]): Omit<FinanceLine, 'companyName' | 'month'> {
  const total = (pick: (line: FinanceLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    invoices: total((line) => line.invoices),
    invoiced: total((line) => line.invoiced),
    tax: total((line) => line.tax),
    collected: total((line) => line.collected),
    outstanding: total((line) => line.outstanding),
    overdue: total((line) => line.overdue),
  };
}
