import { z } from 'zod';
import { PAYMENT_TERMS } from '../contracts/rules.ts';
import { isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';
import {
  billingMonth,
  DUE_FILTERS,
  INVOICE_DIRECTIONS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  isPpnOptionLawful,
  LINE_ITEM_TYPES,
  LINE_UNITS,
  MAX_INVOICE_AMOUNT,
  OFFERED_PPN_OPTIONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PpnOption,
} from './rules.ts';

const calendarDate = z
  .string('validation.required')
  .min(1, 'validation.required')
  .refine(isCalendarDate, 'billing.validation.date');

const rupiah = z
  .number('billing.validation.rupiah')
  .int('billing.validation.rupiah')
  .min(0, 'billing.validation.notNegative')
  .max(MAX_INVOICE_AMOUNT, 'billing.validation.tooLarge');

const reason = z.string().trim().min(3, 'billing.validation.reason').max(500, 'validation.tooLong');

export const billingMonthField = z
  .string('billing.validation.month')
  .regex(billingMonth, 'billing.validation.month');

export const INVOICE_SORTS = ['invoiceDate', 'dueDate', 'number', 'grandTotal'] as const;

export const listInvoicesQuery = pageQuery.extend({
  q: searchText,
  direction: z.enum(INVOICE_DIRECTIONS).default('receivable'),
  companyId: z.uuid().optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  due: z.enum(DUE_FILTERS).optional(),
  from: z.string().refine(isCalendarDate).optional(),
  to: z.string().refine(isCalendarDate).optional(),
  sort: z.enum(INVOICE_SORTS).default('invoiceDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuery>;
export type InvoiceListFilter = z.output<typeof listInvoicesQuery>;

/** A free line of a manual invoice; its amount is the domain's `lineAmount`, never the client's. */
export const invoiceLineInput = z.object({
  itemType: z.enum(LINE_ITEM_TYPES),
  description: z.string().trim().min(2, 'billing.validation.description').max(300, 'validation.tooLong'),
  quantity: z
    .number('billing.validation.quantity')
    .positive('billing.validation.quantity')
    .max(100_000_000, 'billing.validation.tooLarge')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'billing.validation.quantity'),
  unit: z.enum(LINE_UNITS),
  unitPrice: rupiah,
  transportCost: rupiah.default(0),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

/** PPN 11% of the full price only on an invoice dated up to 31 March 2025 (decision 017). */
function refinePpnDate(invoice: { ppnOption: PpnOption; invoiceDate: string }, ctx: z.RefinementCtx) {
  if (isCalendarDate(invoice.invoiceDate) && !isPpnOptionLawful(invoice.ppnOption, invoice.invoiceDate))
    ctx.addIssue({ code: 'custom', path: ['ppnOption'], message: 'billing.validation.ppn11AfterTransition' });
}

const manualInvoiceFields = z.object({
  companyId: z.uuid('billing.validation.company'),
  title: z.string().trim().min(3, 'billing.validation.title').max(160, 'validation.tooLong'),
  invoiceDate: calendarDate,
  paymentTerm: z.enum(PAYMENT_TERMS),
  ppnOption: z.enum(OFFERED_PPN_OPTIONS),
  lines: z
    .array(invoiceLineInput)
    .min(1, 'billing.validation.lines')
    .max(200, 'billing.validation.tooManyLines'),
  preparer: optionalText(120),
  approver: optionalText(120),
  notes: optionalText(1000),
});

/** A manual invoice: staff write the lines for a company; it starts as a proforma. */
export const manualInvoiceInput = manualInvoiceFields.superRefine(refinePpnDate);
export type ManualInvoiceInput = z.input<typeof manualInvoiceInput>;
export type ManualInvoice = z.output<typeof manualInvoiceInput>;

/**
 * A proforma's changes: its heading fields, and its lines when it bills nothing by claim (a manual
 * one); a run's lines follow the records they bill, so a wrong one is corrected by cancelling it.
 */
export const editInvoiceInput = manualInvoiceFields
  .omit({ companyId: true })
  .extend({ lines: manualInvoiceFields.shape.lines.optional() })
  .superRefine(refinePpnDate);
export type EditInvoiceInput = z.input<typeof editInvoiceInput>;
export type EditInvoice = z.output<typeof editInvoiceInput>;

export const cancelInvoiceInput = z.object({ reason, replace: z.boolean().default(false) });

export const paymentInput = z.object({
  paidOn: calendarDate,
  amount: rupiah.refine((value) => value > 0, 'billing.validation.paymentAmount'),
  method: z.enum(PAYMENT_METHODS),
  reference: optionalText(120),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const reversePaymentInput = z.object({ reason });

export const billingRunInput = z.object({ month: billingMonthField });
export const billingRunPreviewQuery = z.object({ month: billingMonthField });

/** The issued invoices staff chose for one Coretax import file. */
export const coretaxExportInput = z.object({
  invoiceIds: z
    .array(z.uuid())
    .min(1, 'billing.validation.chooseInvoices')
    .max(500, 'billing.validation.tooMany'),
});
