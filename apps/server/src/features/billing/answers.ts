import type {
  invoiceDetail as detailSchema,
  InvoiceIssuer,
  invoiceSummary as summarySchema,
} from '@sirkula/domain/billing/answers';
import { dueDisplay, invoiceStatus, ppnRate } from '@sirkula/domain/billing/rules';
import { terbilangRupiah } from '@sirkula/domain/billing/terbilang';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import type { z } from 'zod';
import type { InvoiceLineRow, InvoiceRow, InvoiceSummaryRow, PaymentRow } from './queries.ts';

/** Answers as the server holds them (moments as Dates); the response schemas turn them into JSON. */
type InvoiceSummary = z.output<typeof summarySchema>;
type InvoiceDetail = z.output<typeof detailSchema>;

/** How a list or detail reads an invoice row: its label and due display worked out for today in WIB. */
export function invoiceSummary(row: InvoiceSummaryRow, today: CalendarDate): InvoiceSummary {
  const { invoice } = row;
  const state = {
    type: invoice.type,
    cancelled: invoice.cancelledAt !== null,
    paymentStatus: invoice.paymentStatus,
    dueDate: invoice.dueDate,
  };
  const showsDue = invoice.type === 'issued' && !state.cancelled && invoice.paymentStatus !== 'paid';
  return {
    id: invoice.id,
    direction: invoice.direction,
    type: invoice.type,
    number: invoice.number,
    proformaNumber: invoice.proformaNumber,
    company: { id: invoice.companyId, name: row.companyName },
    contract:
      invoice.contractId && row.contractNumber
        ? { id: invoice.contractId, number: row.contractNumber }
        : null,
    title: invoice.title,
    invoiceDate: invoice.invoiceDate,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    subtotal: invoice.subtotal,
    vatSen: invoice.vatSen,
    grandTotal: invoice.grandTotal,
    paidAmount: invoice.paidAmount,
    paymentStatus: invoice.paymentStatus,
    paidOn: invoice.paidOn,
    status: invoiceStatus(state, today),
    due: showsDue && invoice.dueDate ? dueDisplay(invoice.dueDate, today) : null,
  };
}

export function lineAnswer(line: InvoiceLineRow) {
  return {
    id: line.id,
    position: line.position,
    itemType: line.itemType,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    transportCost: line.transportCost,
    amount: line.amount,
    otherTaxBaseSen: line.otherTaxBaseSen,
    vatSen: line.vatSen,
    serviceCode: line.serviceCode,
    unitCode: line.unitCode,
    periodFrom: line.periodFrom,
    periodTo: line.periodTo,
  };
}

export function paymentAnswer(row: {
  payment: PaymentRow;
  recordedBy: string | null;
  reversedBy: string | null;
}) {
  const { payment } = row;
  return {
    id: payment.id,
    paidOn: payment.paidOn,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    hasProof: payment.proofFileId !== null,
    recordedBy: row.recordedBy,
    recordedAt: payment.createdAt,
    reversedAt: payment.reversedAt,
    reversedBy: row.reversedBy,
    reversalReason: payment.reversalReason,
  };
}

export interface DetailParts {
  summary: InvoiceSummary;
  invoice: InvoiceRow;
  issuer: InvoiceIssuer;
  buyer: InvoiceDetail['buyer'];
  lines: InvoiceLineRow[];
  payments: Array<{ payment: PaymentRow; recordedBy: string | null; reversedBy: string | null }>;
  emails: InvoiceDetail['emails'];
  recordCount: number;
  replaces: InvoiceDetail['replaces'];
  replacedBy: InvoiceDetail['replacedBy'];
  can: InvoiceDetail['can'];
}

export function invoiceDetail(parts: DetailParts): InvoiceDetail {
  const { invoice } = parts;
  return {
    ...parts.summary,
    paymentTerm: invoice.paymentTerm,
    ppnOption: invoice.ppnOption,
    otherTaxBaseSen: invoice.otherTaxBaseSen,
    ppnRate: ppnRate(invoice.ppnOption),
    amountInWords: terbilangRupiah(invoice.grandTotal),
    preparer: invoice.preparer,
    approver: invoice.approver,
    notes: invoice.notes,
    issuer: parts.issuer,
    buyer: parts.buyer,
    lines: parts.lines.map(lineAnswer),
    payments: parts.payments.map(paymentAnswer),
    emails: parts.emails,
    recordCount: parts.recordCount,
    cancelledAt: invoice.cancelledAt,
    cancelReason: invoice.cancelReason,
    replaces: parts.replaces,
    replacedBy: parts.replacedBy,
    createdAt: invoice.createdAt,
    can: parts.can,
  };
}
