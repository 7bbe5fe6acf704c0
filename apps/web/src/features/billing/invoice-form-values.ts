import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import type { EditInvoiceInput, InvoiceLineInput, ManualInvoiceInput } from '@sirkula/domain/billing/inputs';
import type { LineItemType, LineUnit, PaymentTerm } from '@sirkula/domain/billing/rules';
import { invoiceTotals, lineAmount, type OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing/rules';
import { toNumber } from './rupiah-input.ts';

/** A line as its inputs hold it: numbers as Mantine gives them ('' while empty). */
export interface LineValues {
  /** Keeps each line's inputs its own when a line above it is removed. */
  key: string;
  itemType: LineItemType;
  description: string;
  quantity: number | string;
  unit: LineUnit;
  unitPrice: number | string;
  transportCost: number | string;
}

export interface InvoiceFormValues {
  companyId: string | null;
  title: string;
  invoiceDate: string;
  paymentTerm: PaymentTerm;
  ppnOption: (typeof OFFERED_PPN_OPTIONS)[number];
  lines: LineValues[];
  preparer: string;
  approver: string;
  notes: string;
}

function toLineInput(line: LineValues): InvoiceLineInput {
  return {
    itemType: line.itemType,
    description: line.description,
    quantity: toNumber(line.quantity),
    unit: line.unit,
    unitPrice: toNumber(line.unitPrice),
    // No transport cost written is none.
    transportCost: line.transportCost === '' ? 0 : toNumber(line.transportCost),
  };
}

/** What the form shows of a saved proforma. */
export function fromInvoice(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    companyId: invoice.company.id,
    title: invoice.title,
    invoiceDate: invoice.invoiceDate,
    paymentTerm: invoice.paymentTerm,
    // Waste services are never luxury goods: no form offers that option (OFFERED_PPN_OPTIONS).
    ppnOption: invoice.ppnOption === 'ppn11' ? 'ppn11' : 'ppn12Dpp',
    lines: invoice.lines.map((line) => ({
      key: line.id,
      itemType: line.itemType,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      transportCost: line.transportCost,
    })),
    preparer: invoice.preparer ?? '',
    approver: invoice.approver ?? '',
    notes: invoice.notes ?? '',
  };
}

/** A proforma's changes; its lines only when they are its own to change. */
export function toEditInput(values: InvoiceFormValues, withLines: boolean): EditInvoiceInput {
  const { companyId: _, lines, ...heading } = toInvoiceInput(values);
  return withLines ? { ...heading, lines } : heading;
}

export function toInvoiceInput(values: InvoiceFormValues): ManualInvoiceInput {
  return {
    companyId: values.companyId ?? '',
    title: values.title,
    invoiceDate: values.invoiceDate,
    paymentTerm: values.paymentTerm,
    ppnOption: values.ppnOption,
    lines: values.lines.map(toLineInput),
    preparer: values.preparer,
    approver: values.approver,
    notes: values.notes,
  };
}

/** A number the rules can count with while it is being typed: what is not one yet counts as nothing. */
function countable(value: number | string): number {
  const number = toNumber(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
}

const countableLine = (line: LineValues) => ({
  quantity: countable(line.quantity),
  unitPrice: Math.round(countable(line.unitPrice)),
  transportCost: Math.round(countable(line.transportCost)),
});

/** A line's amount as the invoice will compute it (the domain's `lineAmount`), while it is typed. */
export const liveLineAmount = (line: LineValues): number => lineAmount(countableLine(line));

/** The invoice's totals as the server will compute them (the domain's `invoiceTotals`), while typed. */
export function liveTotals(values: Pick<InvoiceFormValues, 'lines' | 'ppnOption'>) {
  return invoiceTotals(values.lines.map(countableLine), values.ppnOption);
}
