import type { InvoiceBuyer, StoredIssuer } from '@sirkula/domain/billing/answers';
import {
  BILLING_RUN_STATUSES,
  INVOICE_DIRECTIONS,
  INVOICE_EMAIL_KINDS,
  INVOICE_TYPES,
  LINE_ITEM_TYPES,
  LINE_UNITS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PPN_OPTIONS,
} from '@sirkula/domain/billing/rules';
import { PAYMENT_TERMS } from '@sirkula/domain/contracts/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { files } from '../storage/tables.ts';
import { wasteRecords } from '../waste/tables.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** An amount that carries sen (DPP nilai lain, PPN), counted in sen so it stays exact (decision 017). */
const sen = money;
const quantity = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** One staff billing run over a month: its progress while it runs and what it made. */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    month: text('month').notNull(),
    status: text('status', { enum: BILLING_RUN_STATUSES }).notNull().default('running'),
    contractsTotal: integer('contracts_total').notNull().default(0),
    contractsDone: integer('contracts_done').notNull().default(0),
    /** Customers' invoices made; partners' payables are counted apart, as the preview counts them. */
    invoicesMade: integer('invoices_made').notNull().default(0),
    payablesMade: integer('payables_made').notNull().default(0),
    /** Distinct waste records billed, whether on a customer's invoice, a partner's payable or both. */
    recordsBilled: integer('records_billed').notNull().default(0),
    amountTotal: money('amount_total'),
    error: text('error'),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_runs_started_idx').on(table.startedAt),
    // One run at a time: a second start while one runs collides here instead of billing twice.
    uniqueIndex('billing_runs_one_running_idx').on(table.status).where(sql`${table.status} = 'running'`),
  ],
);

/**
 * A proforma or issued invoice: a receivable from a customer, or a payable to a partner. Totals are
 * the domain's `invoiceTotals` of its lines, kept so lists sum them without reading lines. The issuer
 * and buyer blocks are copied when it is issued, so a later change of settings or profile leaves a
 * printed invoice as it was.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    direction: text('direction', { enum: INVOICE_DIRECTIONS }).notNull().default('receivable'),
    type: text('type', { enum: INVOICE_TYPES }).notNull().default('proforma'),
    number: text('number').unique(),
    proformaNumber: text('proforma_number').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: uuid('contract_id').references(() => contracts.id),
    billingRunId: uuid('billing_run_id').references(() => billingRuns.id),
    title: text('title').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    paymentTerm: text('payment_term', { enum: PAYMENT_TERMS }).notNull(),
    ppnOption: text('ppn_option', { enum: PPN_OPTIONS }).notNull(),
    subtotal: money('subtotal'),
    otherTaxBaseSen: sen('other_tax_base_sen'),
    vatSen: sen('vat_sen'),
    grandTotal: money('grand_total'),
    paidAmount: money('paid_amount'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paidOn: date('paid_on'),
    preparer: text('preparer'),
    approver: text('approver'),
    issuer: jsonb('issuer').$type<StoredIssuer>(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>(),
    notes: text('notes'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    replacesId: uuid('replaces_id'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (table) => [
    index('invoices_list_idx').on(table.direction, table.invoiceDate, table.id),
    index('invoices_due_idx').on(table.direction, table.dueDate, table.id),
    index('invoices_company_idx').on(table.companyId, table.direction, table.invoiceDate, table.id),
    index('invoices_open_due_idx')
      .on(table.direction, table.dueDate)
      .where(
        sql`${table.type} = 'issued' and ${table.cancelledAt} is null and ${table.paymentStatus} <> 'paid'`,
      ),
    index('invoices_number_prefix_idx').on(table.number.op('text_pattern_ops')),
    index('invoices_proforma_number_prefix_idx').on(table.proformaNumber.op('text_pattern_ops')),
    index('invoices_run_idx').on(table.billingRunId),
    index('invoices_contract_idx').on(table.contractId),
  ],
);

/**
 * The list's summary totals kept as they change: per direction, company (and every company, under the nil UUID), month of
 * the invoice date, type, payment status and cancellation. A trigger on `invoices` (migration 0011)
 * keeps them in the same transaction as the invoice, so the totals of a filter on those are read from a
 * few rows instead of summed over every invoice.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    direction: text('direction', { enum: INVOICE_DIRECTIONS }).notNull(),
    companyId: uuid('company_id').notNull(),
    month: date('month').notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    cancelled: boolean('cancelled').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    vatSen: bigint('vat_sen', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.direction,
        table.companyId,
        table.month,
        table.type,
        table.paymentStatus,
        table.cancelled,
      ],
    }),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type', { enum: LINE_ITEM_TYPES }).notNull(),
    description: text('description').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit', { enum: LINE_UNITS }).notNull(),
    unitPrice: money('unit_price'),
    transportCost: money('transport_cost'),
    amount: money('amount'),
    otherTaxBaseSen: sen('other_tax_base_sen'),
    vatSen: sen('vat_sen'),
    serviceCode: text('service_code').notNull(),
    unitCode: text('unit_code').notNull(),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.position)],
);

/**
 * What an invoice bills, so nothing is billed twice: a waste record under a contract, or an advance
 * contract's payment cycle. Cancelling an invoice releases its claims (a replacement takes them over).
 */
export const billingClaims = pgTable(
  'billing_claims',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => invoiceLines.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    wasteRecordId: uuid('waste_record_id').references(() => wasteRecords.id),
    cycleFrom: date('cycle_from'),
    quantity: quantity('quantity'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_claims_record_idx')
      .on(table.wasteRecordId, table.contractId)
      .where(sql`${table.releasedAt} is null and ${table.wasteRecordId} is not null`),
    uniqueIndex('billing_claims_cycle_idx')
      .on(table.contractId, table.cycleFrom)
      .where(sql`${table.releasedAt} is null and ${table.cycleFrom} is not null`),
    index('billing_claims_invoice_idx').on(table.invoiceId),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidOn: date('paid_on').notNull(),
    amount: money('amount'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    recordedBy: text('recorded_by').notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: text('reversed_by'),
    reversalReason: text('reversal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.paidOn),
    // The storage console asks which payment a proof belongs to (its owner column).
    index('invoice_payments_proof_idx').on(table.proofFileId).where(sql`${table.proofFileId} is not null`),
  ],
);

/** Each e-mail an invoice was sent with, for its detail page. */
export const invoiceEmails = pgTable(
  'invoice_emails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    kind: text('kind', { enum: INVOICE_EMAIL_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_emails_invoice_idx').on(table.invoiceId, table.sentAt)],
);
