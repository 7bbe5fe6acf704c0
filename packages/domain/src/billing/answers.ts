import { z } from 'zod';
import { ID_DOCUMENT_KINDS } from '../companies/rules.ts';
import { PAYMENT_TERMS } from '../contracts/rules.ts';
import { bankAccountAnswer } from '../settings/rules.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import {
  BILLING_RUN_STATUSES,
  INVOICE_DIRECTIONS,
  INVOICE_EMAIL_KINDS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LINE_ITEM_TYPES,
  LINE_UNITS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PPN_OPTIONS,
} from './rules.ts';

const named = z.object({ id: z.string(), name: z.string() });

/** How close the due date is, from today in WIB (`dueDisplay`); null once paid, cancelled or proforma. */
export const dueDisplayAnswer = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('daysOverdue'), days: z.number() }),
    z.object({ kind: z.literal('dueToday') }),
    z.object({ kind: z.literal('dueThisWeek'), days: z.number() }),
    z.object({ kind: z.literal('daysLeft'), days: z.number() }),
  ])
  .nullable();

export const invoiceSummary = z.object({
  id: z.string(),
  direction: z.enum(INVOICE_DIRECTIONS),
  type: z.enum(INVOICE_TYPES),
  /** The issued number, or null while it is a proforma (which shows its proforma number). */
  number: z.string().nullable(),
  proformaNumber: z.string(),
  company: named,
  contract: z.object({ id: z.string(), number: z.string() }).nullable(),
  title: z.string(),
  invoiceDate: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** DPP: the lines' amounts in whole rupiah. */
  subtotal: z.number(),
  /** PPN in sen (hundredths of a rupiah), the sum of the lines' (decision 017). */
  vatSen: z.number(),
  /** What is paid: the subtotal and the PPN without its sen. */
  grandTotal: z.number(),
  paidAmount: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidOn: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  due: dueDisplayAnswer,
});
export type InvoiceSummary = Answer<typeof invoiceSummary>;

/** The specification's summary totals, over every invoice the filter matches (not just the page). */
export const invoiceTotalsAnswer = z.object({
  invoiceCount: z.number(),
  invoiceAmount: z.number(),
  /** PPN in sen. */
  vatSen: z.number(),
});

export const invoicePage = pageSchema(invoiceSummary).extend({ totals: invoiceTotalsAnswer });
export type InvoicePage = Answer<typeof invoicePage>;

export const invoiceLine = z.object({
  id: z.string(),
  position: z.number(),
  itemType: z.enum(LINE_ITEM_TYPES),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(LINE_UNITS),
  unitPrice: z.number(),
  transportCost: z.number(),
  amount: z.number(),
  /** This line's DPP nilai lain and PPN in sen, as Coretax takes them. */
  otherTaxBaseSen: z.number(),
  vatSen: z.number(),
  serviceCode: z.string(),
  unitCode: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
});
export type InvoiceLine = Answer<typeof invoiceLine>;

export const invoicePayment = z.object({
  id: z.string(),
  paidOn: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  recordedBy: z.string().nullable(),
  recordedAt: timestamp,
  reversedAt: timestamp.nullable(),
  reversedBy: z.string().nullable(),
  reversalReason: z.string().nullable(),
});
export type InvoicePayment = Answer<typeof invoicePayment>;

/** The provider's block printed on the invoice: from settings, frozen when the invoice is issued. */
export const invoiceIssuer = z.object({
  companyName: z.string(),
  companyLine: z.string(),
  pseNumber: z.string(),
  address: z.string().nullable(),
  npwp: z.string().nullable(),
  nitku: z.string().nullable(),
  bankAccounts: z.array(bankAccountAnswer),
  directorOfMarketing: z.string().nullable(),
});
export type InvoiceIssuer = Answer<typeof invoiceIssuer>;
/** The issuer as an issued invoice keeps it: its block, and the logo and signature it was printed with. */
export type StoredIssuer = InvoiceIssuer & { logoFileId?: string | null; signatureFileId?: string | null };

export const invoiceBuyer = z.object({
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  npwp: z.string().nullable(),
  nitku: z.string().nullable(),
  /** Without an NPWP: the ID document the buyer is known by (Coretax's BuyerDocument). */
  idDocumentKind: z.enum(ID_DOCUMENT_KINDS).nullish(),
  idDocumentNumber: z.string().nullish(),
  email: z.string().nullable(),
});
export type InvoiceBuyer = Answer<typeof invoiceBuyer>;

const invoiceCan = z.object({
  edit: z.boolean(),
  issue: z.boolean(),
  cancel: z.boolean(),
  recordPayment: z.boolean(),
  reversePayment: z.boolean(),
});

export const invoiceDetail = invoiceSummary.extend({
  paymentTerm: z.enum(PAYMENT_TERMS),
  ppnOption: z.enum(PPN_OPTIONS),
  /** DPP nilai lain in sen: the sum of the lines'; the subtotal itself at PPN 11%. */
  otherTaxBaseSen: z.number(),
  ppnRate: z.number(),
  /** The grand total in Indonesian words (terbilang), as printed. */
  amountInWords: z.string(),
  preparer: z.string().nullable(),
  approver: z.string().nullable(),
  notes: z.string().nullable(),
  issuer: invoiceIssuer,
  buyer: invoiceBuyer,
  lines: z.array(invoiceLine),
  payments: z.array(invoicePayment),
  emails: z.array(z.object({ recipient: z.string(), kind: z.enum(INVOICE_EMAIL_KINDS), sentAt: timestamp })),
  /** How many waste records this invoice bills. */
  recordCount: z.number(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  replaces: z.object({ id: z.string(), label: z.string() }).nullable(),
  replacedBy: z.object({ id: z.string(), label: z.string() }).nullable(),
  createdAt: timestamp,
  can: invoiceCan,
});
export type InvoiceDetail = Answer<typeof invoiceDetail>;

export const invoiceChange = z.object({ invoice: invoiceDetail, message: z.string() });
export type InvoiceChange = Answer<typeof invoiceChange>;

/** What a run would make: counted before anything is written, and the records it would bill. */
export const billingRunPreview = z.object({
  month: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  contracts: z.number(),
  invoices: z.number(),
  payables: z.number(),
  subtotal: z.number(),
  vatSen: z.number(),
  grandTotal: z.number(),
  /** Distinct waste records it would bill, whichever sides bill them. */
  recordCount: z.number(),
  /** Rows of records by side: a record carried by a partner is billed to the customer and paid to it. */
  rowCount: z.number(),
  /** The first rows it would bill (the whole count is `rowCount`). */
  records: z.array(
    z.object({
      id: z.string(),
      side: z.enum(INVOICE_DIRECTIONS),
      registrationNumber: z.string(),
      company: z.string(),
      deliveredOn: z.string(),
      quantity: z.number(),
      unit: z.string(),
    }),
  ),
  /** Records delivered short and not settled yet: billed once staff settle them. */
  awaitingSettlement: z.number(),
});
export type BillingRunPreview = Answer<typeof billingRunPreview>;

export const billingRun = z.object({
  id: z.string(),
  month: z.string(),
  status: z.enum(BILLING_RUN_STATUSES),
  contractsTotal: z.number(),
  contractsDone: z.number(),
  invoicesMade: z.number(),
  payablesMade: z.number(),
  recordsBilled: z.number(),
  amountTotal: z.number(),
  startedBy: z.string().nullable(),
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  /** A sentence for staff: what the run made, or that there was nothing new to bill. */
  message: z.string(),
});
export type BillingRun = Answer<typeof billingRun>;

export const billingRuns = z.object({ items: z.array(billingRun) });

/** Invoices that lack something Coretax needs, named before any file is made. */
export const coretaxCheck = z.object({
  ready: z.array(z.object({ id: z.string(), number: z.string() })),
  blocked: z.array(z.object({ id: z.string(), label: z.string(), gaps: z.array(z.string()) })),
});
export type CoretaxCheck = Answer<typeof coretaxCheck>;
