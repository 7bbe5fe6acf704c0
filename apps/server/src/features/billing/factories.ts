import type { InvoiceBuyer, StoredIssuer } from '@sirkula/domain/billing/answers';
import {
  DEFAULT_INVOICE_NUMBER_FORMAT,
  dueDate,
  invoiceNumber,
  invoiceTotals,
  type LineItemType,
  type LineUnit,
  PAYABLE_NUMBER_FORMAT,
  type PaymentMethod,
  type PpnOption,
  paymentStatus,
} from '@sirkula/domain/billing/rules';
import { serviceCode, unitCode } from '@sirkula/domain/billing/run';
import type { PAYMENT_TERMS } from '@sirkula/domain/contracts/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema.ts';
import { nextInSequence } from '../../db/sequences.ts';
import { proformaNumber } from './numbers.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceLineFactoryInput {
  itemType?: LineItemType;
  description: string;
  quantity: number;
  unit?: LineUnit;
  unitPrice: number;
  transportCost?: number;
}

export interface InvoiceFactoryInput {
  companyId: string;
  direction?: 'receivable' | 'payable';
  contractId?: string | null;
  title?: string;
  invoiceDate: CalendarDate;
  /** Issued on this day (its number and due date follow); a proforma when absent. */
  issuedOn?: CalendarDate;
  paymentTerm?: (typeof PAYMENT_TERMS)[number];
  ppnOption?: PpnOption;
  lines: InvoiceLineFactoryInput[];
  payments?: Array<{ paidOn: CalendarDate; amount: number; method?: PaymentMethod; reference?: string }>;
  preparer?: string | null;
  approver?: string | null;
  issuer?: StoredIssuer;
  buyer?: InvoiceBuyer;
  recordedBy?: string;
  cancelled?: { at: Date; reason: string };
  replacesId?: string | null;
}

/**
 * An invoice as the service would have left it: numbered in its year's series, its money the domain's,
 * and its payment status from its payments. For tests, benchmarks and the demo's history.
 */
export async function createInvoice(db: Db, input: InvoiceFactoryInput): Promise<InvoiceRow> {
  const ppnOption = input.ppnOption ?? 'ppn12Dpp';
  const lines = input.lines.map((line, position) => ({
    itemType: line.itemType ?? 'wasteService',
    description: line.description,
    quantity: line.quantity,
    unit: line.unit ?? 'kg',
    unitPrice: line.unitPrice,
    transportCost: line.transportCost ?? 0,
    position,
  }));
  const totals = invoiceTotals(lines, ppnOption);
  const year = Number(input.invoiceDate.slice(0, 4));
  const number = await proformaNumber(db, year);
  const term = input.paymentTerm ?? 'net30';
  const direction = input.direction ?? 'receivable';
  const issued = input.issuedOn
    ? {
        type: 'issued' as const,
        number: invoiceNumber(
          direction === 'payable' ? PAYABLE_NUMBER_FORMAT : DEFAULT_INVOICE_NUMBER_FORMAT,
          Number(input.issuedOn.slice(0, 4)),
          await nextInSequence(
            db,
            direction === 'payable' ? 'payable' : 'invoice',
            Number(input.issuedOn.slice(0, 4)),
          ),
        ),
        issueDate: input.issuedOn,
        dueDate: dueDate(input.issuedOn, term),
      }
    : {};
  const paid = (input.payments ?? []).reduce((sum, payment) => sum + payment.amount, 0);
  const status = paymentStatus(totals.grandTotal, paid);
  const lastPaidOn =
    (input.payments ?? [])
      .map((payment) => payment.paidOn)
      .sort()
      .at(-1) ?? null;
  const [invoice] = await db
    .insert(invoices)
    .values({
      direction,
      proformaNumber: number,
      companyId: input.companyId,
      contractId: input.contractId ?? null,
      title: input.title ?? 'Jasa pengelolaan limbah / Waste management services',
      invoiceDate: input.invoiceDate,
      paymentTerm: term,
      ppnOption,
      subtotal: totals.subtotal,
      otherTaxBaseSen: totals.otherTaxBaseSen,
      vatSen: totals.vatSen,
      grandTotal: totals.grandTotal,
      ...issued,
      paidAmount: paid,
      paymentStatus: input.issuedOn ? status : 'unpaid',
      paidOn: status === 'paid' ? lastPaidOn : null,
      preparer: input.preparer ?? null,
      approver: input.approver ?? null,
      issuer: input.issuer ?? null,
      buyer: input.buyer ?? null,
      cancelledAt: input.cancelled?.at ?? null,
      cancelReason: input.cancelled?.reason ?? null,
      replacesId: input.replacesId ?? null,
    })
    .returning();
  if (!invoice) throw new Error('Invoice insert returned nothing');
  await db.insert(invoiceLines).values(
    totals.lines.map((line) => ({
      ...line,
      invoiceId: invoice.id,
      serviceCode: serviceCode(line.itemType, direction, ['b3']),
      unitCode: unitCode(line.unit),
    })),
  );
  if (input.payments?.length)
    await db.insert(invoicePayments).values(
      input.payments.map((payment) => ({
        invoiceId: invoice.id,
        paidOn: payment.paidOn,
        amount: payment.amount,
        method: payment.method ?? 'bankTransfer',
        reference: payment.reference ?? null,
        recordedBy: input.recordedBy ?? 'seed',
      })),
    );
  return invoice;
}
