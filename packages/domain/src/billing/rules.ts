import {
  type Frequency,
  frequencyPeriod,
  type PAYMENT_TERMS,
  PPN11_LAST_DATE,
  type PpnRate,
} from '../contracts/rules.ts';
import { addDays, addMonths, type CalendarDate, daysBetween } from '../shared/dates.ts';

/**
 * The money rules of invoices (DESIGN.md §3, decisions 016 and 017). Prices and payments are whole
 * rupiah held in `number` (every total stays below MAX_INVOICE_AMOUNT, far inside the safe integers);
 * DPP nilai lain and PPN carry sen and are counted in sen. Products of a quantity and a price, and
 * every tax, are worked in BigInt so no float touches money.
 */
export const INVOICE_TYPES = ['proforma', 'issued'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** A receivable is what a customer owes the provider; a payable what the provider owes a partner. */
export const INVOICE_DIRECTIONS = ['receivable', 'payable'] as const;
export type InvoiceDirection = (typeof INVOICE_DIRECTIONS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The one label a list shows for an invoice: the specification's labels, and cancelled. */
export const INVOICE_STATUSES = ['proforma', 'unpaid', 'partial', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['bankTransfer', 'virtualAccount', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LINE_ITEM_TYPES = ['wasteService', 'transport', 'periodFee', 'other'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

export const LINE_UNITS = ['kg', 'bin', 'period', 'pickup', 'activity', 'month', 'unit'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/**
 * PPN 11% of the price; PPN 12% of DPP nilai lain (11/12 of the price, PMK 131/2024) for ordinary
 * services; and 12% of the full price for luxury goods, which waste services never are, so no form
 * offers it.
 */
export const PPN_OPTIONS = ['ppn11', 'ppn12Dpp', 'ppn12Luxury'] as const;
export type PpnOption = (typeof PPN_OPTIONS)[number];
export const OFFERED_PPN_OPTIONS = ['ppn11', 'ppn12Dpp'] as const satisfies readonly PpnOption[];

/** Whether an option may be used on an invoice of this date (decision 017). */
/** Where a billing run is: working, finished, or stopped by an error. */
export const BILLING_RUN_STATUSES = ['running', 'done', 'failed'] as const;

/** Why an invoice was e-mailed: on issue, or as the replacement of a cancelled one. */
export const INVOICE_EMAIL_KINDS = ['issued', 'replacement'] as const;

/** The number an invoice goes by: its issued number, or its proforma number until it is issued. */
export function invoiceLabel(invoice: { number: string | null; proformaNumber: string }): string {
  return invoice.number ?? invoice.proformaNumber;
}

export function isPpnOptionLawful(option: PpnOption, invoiceDate: CalendarDate): boolean {
  return option !== 'ppn11' || invoiceDate <= PPN11_LAST_DATE;
}

/**
 * The option an invoice of a contract takes on its date: the contract's PPN 11% only while it was
 * lawful, otherwise PPN 12% of DPP nilai lain, which charges the same 11% of the price.
 */
export function ppnOptionOn(rate: PpnRate, invoiceDate: CalendarDate): PpnOption {
  return rate === 11 && isPpnOptionLawful('ppn11', invoiceDate) ? 'ppn11' : 'ppn12Dpp';
}

/**
 * The largest amount an invoice may reach, almost Rp 10 trillion: its total in sen stays a safe
 * integer, so the sen of its PPN are counted exactly.
 */
export const MAX_INVOICE_AMOUNT = 9_999_999_999_999;

const hundredths = (quantity: number): bigint => BigInt(Math.round(quantity * 100));

/** A line's amount: quantity × unit price, rounded half up to the rupiah, plus its transport cost. */
export function lineAmount(line: { quantity: number; unitPrice: number; transportCost: number }): number {
  return servicePrice(line) + line.transportCost;
}

/** The service part of a line, without its transport: quantity × unit price, rounded half up. */
export function servicePrice(line: { quantity: number; unitPrice: number }): number {
  return Number((hundredths(line.quantity) * BigInt(line.unitPrice) + 50n) / 100n);
}

export function ppnRate(option: PpnOption): 11 | 12 {
  return option === 'ppn11' ? 11 : 12;
}

/**
 * The tax of one taxed amount as Coretax computes it per line (reference coretax-efaktur.md, after
 * Odoo's l10n_id_efaktur_coretax): TaxBase is the amount in whole rupiah; OtherTaxBase is 11/12 of it
 * for DPP nilai lain, otherwise the amount itself; VAT is the rate of OtherTaxBase. Both are rounded
 * half up to the sen from the exact value, never from a rounded rupiah. Amounts with sen are counted
 * in sen (integers), so no float touches them.
 */
export interface LineTax {
  taxBase: number;
  otherTaxBaseSen: number;
  vatSen: number;
}

export function amountTax(amount: number, option: PpnOption): LineTax {
  const sen = BigInt(amount) * 100n;
  const otherTaxBase = option === 'ppn12Dpp' ? roundedDivide(sen * 11n, 12n) : sen;
  const vat = roundedDivide(otherTaxBase * BigInt(ppnRate(option)), 100n);
  return { taxBase: amount, otherTaxBaseSen: Number(otherTaxBase), vatSen: Number(vat) };
}

/** Half up, for the non-negative amounts invoices hold. */
function roundedDivide(value: bigint, divisor: bigint): bigint {
  return (value * 2n + divisor) / (divisor * 2n);
}

type TaxedLine = { quantity: number; unitPrice: number; transportCost: number };

/**
 * A line's taxed parts: its service (price × quantity) and, when it has one, its transport, which
 * Coretax takes as a line of its own so that every TaxBase is its Price × Qty. The line's tax is the
 * sum of its parts' (`lineTax`), so the export's lines add up to what the invoice shows.
 */
export function lineTaxParts(line: TaxedLine, option: PpnOption): LineTax[] {
  const service = amountTax(servicePrice(line), option);
  return line.transportCost === 0 ? [service] : [service, amountTax(line.transportCost, option)];
}

export function lineTax(line: TaxedLine, option: PpnOption): LineTax {
  return sumTaxes(lineTaxParts(line, option));
}

function sumTaxes(taxes: readonly LineTax[]): LineTax {
  return taxes.reduce(
    (sum, tax) => ({
      taxBase: sum.taxBase + tax.taxBase,
      otherTaxBaseSen: sum.otherTaxBaseSen + tax.otherTaxBaseSen,
      vatSen: sum.vatSen + tax.vatSen,
    }),
    { taxBase: 0, otherTaxBaseSen: 0, vatSen: 0 },
  );
}

/**
 * What a customer pays: the subtotal and the PPN, whose sen are dropped because payments are made in
 * whole rupiah (decision 017); the tax invoice keeps the PPN to the sen.
 */
export function amountPayable(subtotal: number, vatSen: number): number {
  return subtotal + Math.floor(vatSen / 100);
}

/**
 * An invoice's figures, each the sum of its lines' own (Coretax's per-line model): the subtotal (DPP,
 * whole rupiah), DPP nilai lain and PPN to the sen, the total with its sen, and the grand total a
 * customer pays; and each line as it is stored, with its amount (its TaxBase) and its tax. The screen,
 * the PDF, the list's sums and the Coretax file read these as stored.
 */
/** What an invoice line stores of its money: its amount (its TaxBase) and its tax. */
export interface LineFigures {
  amount: number;
  otherTaxBaseSen: number;
  vatSen: number;
}

export function invoiceTotals<Line extends TaxedLine>(lines: readonly Line[], option: PpnOption) {
  const taxed = lines.map((line): Line & LineFigures => {
    const tax = lineTax(line, option);
    return { ...line, amount: tax.taxBase, otherTaxBaseSen: tax.otherTaxBaseSen, vatSen: tax.vatSen };
  });
  const sum = (pick: (line: (typeof taxed)[number]) => number) =>
    taxed.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((line) => line.amount);
  const vatSen = sum((line) => line.vatSen);
  return {
    lines: taxed,
    subtotal,
    otherTaxBaseSen: sum((line) => line.otherTaxBaseSen),
    ppnRate: ppnRate(option),
    vatSen,
    grandTotal: amountPayable(subtotal, vatSen),
  };
}
export type InvoiceTotals = ReturnType<typeof invoiceTotals>;

/** The figures under an invoice's lines, in the order every sheet prints them. */
export const SUM_ROWS = ['subtotal', 'otherTaxBase', 'vat', 'total', 'payable', 'paid', 'balance'] as const;
export type SumRowKey = (typeof SUM_ROWS)[number];
export interface SumRow {
  key: SumRowKey;
  sen: number;
  strong: boolean;
}

/**
 * One sheet model for the screen, the print and the PDF: DPP, DPP nilai lain (at 12% only), PPN and
 * the total with its sen; what is paid when the PPN's sen are dropped, if that differs; and, on an
 * issued invoice in force, what was paid and what is left.
 */
export function invoiceSumRows(invoice: {
  ppnOption: PpnOption;
  subtotal: number;
  otherTaxBaseSen: number;
  vatSen: number;
  grandTotal: number;
  paidAmount: number;
  type: InvoiceType;
  status: InvoiceStatus;
}): SumRow[] {
  const total = invoice.subtotal * 100 + invoice.vatSen;
  const payable = invoice.grandTotal * 100;
  const rows: SumRow[] = [
    { key: 'subtotal', sen: invoice.subtotal * 100, strong: false },
    ...(invoice.ppnOption === 'ppn12Dpp'
      ? [{ key: 'otherTaxBase' as const, sen: invoice.otherTaxBaseSen, strong: false }]
      : []),
    { key: 'vat', sen: invoice.vatSen, strong: false },
    { key: 'total', sen: total, strong: payable === total },
    ...(payable === total ? [] : [{ key: 'payable' as const, sen: payable, strong: true }]),
  ];
  if (invoice.type !== 'issued' || invoice.status === 'cancelled') return rows;
  return [
    ...rows,
    { key: 'paid', sen: invoice.paidAmount * 100, strong: false },
    { key: 'balance', sen: payable - invoice.paidAmount * 100, strong: true },
  ];
}

export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

const TERM_DAYS: Record<PaymentTerm, number> = {
  net15: 15,
  net30: 30,
  net45: 45,
  net60: 60,
  dueOnReceipt: 0,
};

/** The due date: the payment term's days after the invoice is issued (Due on Receipt: that day). */
export function dueDate(issuedOn: CalendarDate, term: PaymentTerm): CalendarDate {
  return addDays(issuedOn, TERM_DAYS[term]);
}

export type DueDisplay =
  | { kind: 'daysOverdue'; days: number }
  | { kind: 'dueToday' }
  | { kind: 'dueThisWeek'; days: number }
  | { kind: 'daysLeft'; days: number };

/** "Due this week": due within the next six days, so today and the six after make one week. */
const THIS_WEEK_DAYS = 6;

/**
 * How close an unpaid invoice's due date is, from today in WIB; computed on every read, never stored,
 * so an invoice turns overdue at midnight in Jakarta without anything running.
 */
export function dueDisplay(due: CalendarDate, today: CalendarDate): DueDisplay {
  const days = daysBetween(today, due);
  if (days < 0) return { kind: 'daysOverdue', days: -days };
  if (days === 0) return { kind: 'dueToday' };
  if (days <= THIS_WEEK_DAYS) return { kind: 'dueThisWeek', days };
  return { kind: 'daysLeft', days };
}

/** The filter of the list by due date, and the window of due dates each one means. */
export const DUE_FILTERS = ['overdue', 'dueToday', 'dueThisWeek', 'later'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export function dueWindow(
  filter: DueFilter,
  today: CalendarDate,
): { from?: CalendarDate; to?: CalendarDate } {
  if (filter === 'overdue') return { to: addDays(today, -1) };
  if (filter === 'dueToday') return { from: today, to: today };
  if (filter === 'dueThisWeek') return { from: addDays(today, 1), to: addDays(today, THIS_WEEK_DAYS) };
  return { from: addDays(today, THIS_WEEK_DAYS + 1) };
}

/**
 * Paid once the payments reach the grand total. An invoice for nothing is paid as it stands: unpaid,
 * it would turn overdue and refuse every payment as an overpayment.
 */
export function paymentStatus(grandTotal: number, paid: number): PaymentStatus {
  if (paid >= grandTotal) return 'paid';
  return paid > 0 ? 'partial' : 'unpaid';
}

export interface InvoiceState {
  type: InvoiceType;
  cancelled: boolean;
  paymentStatus: PaymentStatus;
  dueDate: CalendarDate | null;
}

/** The label a list shows: cancelled and proforma first, then paid, overdue, partial or unpaid. */
export function invoiceStatus(invoice: InvoiceState, today: CalendarDate): InvoiceStatus {
  if (invoice.cancelled) return 'cancelled';
  if (invoice.type === 'proforma') return 'proforma';
  if (invoice.paymentStatus === 'paid') return 'paid';
  if (invoice.dueDate !== null && invoice.dueDate < today) return 'overdue';
  return invoice.paymentStatus;
}

/** Only a proforma may change; an issued invoice is corrected by cancelling and replacing it. */
export function canEditInvoice(invoice: { type: InvoiceType; cancelled: boolean }): boolean {
  return invoice.type === 'proforma' && !invoice.cancelled;
}

export function canIssueInvoice(invoice: { type: InvoiceType; cancelled: boolean; lineCount: number }) {
  return invoice.type === 'proforma' && !invoice.cancelled && invoice.lineCount > 0;
}

export const PAYMENT_REFUSALS = ['proforma', 'cancelled', 'notPositive', 'overpayment'] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

/**
 * Why a payment's date cannot be true: before the invoice's date, or later than tomorrow in WIB (a
 * day's grace for a transfer booked across midnight); null when it can be.
 */
export function paymentDateRefusal(
  paidOn: CalendarDate,
  invoiceDate: CalendarDate,
  today: CalendarDate,
): 'beforeInvoice' | 'inFuture' | null {
  if (paidOn < invoiceDate) return 'beforeInvoice';
  return paidOn > addDays(today, 1) ? 'inFuture' : null;
}

/** Why a payment cannot be recorded on an invoice, or null when it can. */
export function paymentRefusal(
  invoice: { type: InvoiceType; cancelled: boolean; grandTotal: number; paidAmount: number },
  amount: number,
): PaymentRefusal | null {
  if (invoice.cancelled) return 'cancelled';
  if (invoice.type === 'proforma') return 'proforma';
  if (amount <= 0) return 'notPositive';
  return amount > invoice.grandTotal - invoice.paidAmount ? 'overpayment' : null;
}

/**
 * What a delivered waste record is billed on: its accepted quantity when staff settled a short delivery
 * (what arrived), otherwise what was weighed at pickup. Null while it cannot be billed: not delivered
 * yet, a short delivery still to settle, or cancelled.
 */
export function billableQuantity(record: {
  status: string;
  quantity: number;
  sentQuantity: number | null;
  receivedQuantity: number | null;
  resolution: string | null;
}): number | null {
  if (record.status !== 'delivered') return null;
  if (record.resolution !== null) return record.receivedQuantity ?? 0;
  return record.sentQuantity ?? record.quantity;
}

/**
 * The quantity billed for one frequency period in arrears: what was delivered, but never more than
 * the contract's maximum per frequency less what earlier invoices already billed for that period.
 */
export function cappedQuantity(delivered: number, maxPerFrequency: number, alreadyBilled: number): number {
  const room = Math.max(0, hundredthsOf(maxPerFrequency) - hundredthsOf(alreadyBilled));
  return Math.min(hundredthsOf(delivered), room) / 100;
}

function hundredthsOf(quantity: number): number {
  return Math.round(quantity * 100);
}

/** A month as `YYYY-MM`, the period a billing run covers. */
export const billingMonth = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

export function monthPeriod(month: string): { from: CalendarDate; to: CalendarDate } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1) };
}

const CYCLE_MONTHS = { perPickup: 1, monthly: 1, quarterly: 3, yearly: 12 } as const;

/**
 * The payment cycles of an advance contract that a run for `month` invoices: those starting in that
 * month or the next (invoiced before they begin), counted from the contract's start and before its
 * end. A per-pickup cycle paid in advance is billed monthly.
 */
export function advanceCycles(
  contract: { startDate: CalendarDate; endDate: CalendarDate; paymentCycle: keyof typeof CYCLE_MONTHS },
  month: string,
): Array<{ from: CalendarDate; to: CalendarDate }> {
  const window = { from: monthPeriod(month).from, to: addMonths(monthPeriod(month).from, 2) };
  const step = CYCLE_MONTHS[contract.paymentCycle];
  const cycles: Array<{ from: CalendarDate; to: CalendarDate }> = [];
  for (let index = 0; ; index += 1) {
    const from = addMonths(contract.startDate, index * step);
    if (from >= window.to || from > contract.endDate) break;
    const to = addMonths(contract.startDate, (index + 1) * step);
    if (from >= window.from) cycles.push({ from, to });
  }
  return cycles;
}

/**
 * How many of the contract's frequency periods begin within a payment cycle (and before the contract
 * ends): an advance invoice charges the price per frequency for each.
 */
export function frequencyPeriodsIn(
  contract: {
    startDate: CalendarDate;
    endDate: CalendarDate;
    frequency: Frequency;
    frequencyInterval: number;
  },
  cycle: { from: CalendarDate; to: CalendarDate },
): number {
  let period = frequencyPeriod(contract, cycle.from);
  if (period.from < cycle.from) period = frequencyPeriod(contract, period.to);
  let count = 0;
  while (period.from < cycle.to && period.from <= contract.endDate) {
    count += 1;
    period = frequencyPeriod(contract, period.to);
  }
  return count;
}

/**
 * The invoice number: the format from settings with `{year}` and `{number}` (the year's sequence,
 * six digits). Issued numbers come from a gap-free yearly sequence, so the format must hold both.
 */
export const DEFAULT_INVOICE_NUMBER_FORMAT = 'INV/{year}/{number}';

/** Proformas and partners' payables have series of their own, so the issued series stays gap-free. */
export const PROFORMA_NUMBER_FORMAT = 'PRO/{year}/{number}';
export const PAYABLE_NUMBER_FORMAT = 'PAY/{year}/{number}';

export function isInvoiceNumberFormat(format: string): boolean {
  const once = (token: string) => format.split(token).length === 2;
  return once('{year}') && once('{number}') && format.length <= 40 && !/[{}]/.test(stripTokens(format));
}

function stripTokens(format: string): string {
  return format.replace('{year}', '').replace('{number}', '');
}

export function invoiceNumber(format: string, year: number, sequence: number): string {
  return format.replace('{year}', String(year)).replace('{number}', String(sequence).padStart(6, '0'));
}
