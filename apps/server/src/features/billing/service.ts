import { changedFields } from '@sirkula/domain/audit/rules';
import type {
  EditInvoice,
  InvoiceListFilter,
  ManualInvoice,
  PaymentInput,
} from '@sirkula/domain/billing/inputs';
import {
  canEditInvoice,
  dueDate,
  invoiceLabel,
  invoiceNumber,
  invoiceTotals,
  isPpnOptionLawful,
  type LineFigures,
  MAX_INVOICE_AMOUNT,
  PAYABLE_NUMBER_FORMAT,
  type PaymentRefusal,
  paymentDateRefusal,
  paymentRefusal,
  paymentStatus,
} from '@sirkula/domain/billing/rules';
import { serviceCode, unitCode } from '@sirkula/domain/billing/run';
import { type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatRupiah } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import {
  DOCUMENT_KINDS,
  openAllowedFile,
  removeFile,
  type StorageDeps,
  saveUpload,
} from '../storage/public.ts';
import { recordInvoiceIssued } from '../webhooks/public.ts';
import { invoiceDetail, invoiceSummary } from './answers.ts';
import { currentBuyer, currentInvoicing, provisionalIssuer } from './issuer.ts';
import { proformaNumber } from './numbers.ts';
import { canManageBilling, canReadInvoice, invoicePermissions, invoiceScope } from './policy.ts';
import * as queries from './queries.ts';

export const invoiceNotFound = () => new NotFound('billing.errors.notFound', 'INVOICE_NOT_FOUND');

export async function list(db: Db, actor: Actor, filter: InvoiceListFilter, now: Date) {
  const today = jakartaToday(now);
  const page = await queries.listInvoices(db, invoiceScope(actor), filter, today);
  const items = page.items.map((row) => invoiceSummary(row, today));
  return { ...page, items, page: filter.page, pageSize: filter.pageSize };
}

/** The invoice row for someone who may see it; anyone else is told it does not exist. */
export async function readable(db: Db, actor: Actor, id: string) {
  const row = await queries.findInvoice(db, id);
  if (!row || !canReadInvoice(actor, row.invoice)) throw invoiceNotFound();
  return row;
}

export async function detail(db: Db, actor: Actor, id: string, now: Date) {
  return invoiceAnswer(db, await readable(db, actor, id), actor, now);
}

/**
 * An invoice's whole answer. Issued, it prints the issuer and buyer as they were when it was issued;
 * a proforma shows them as they are now. Without an actor (an e-mail) it offers no action.
 */
/** What a change did: its sentence's key and values. */
export interface ChangeDone {
  message: string;
  values: Record<string, string>;
}

/** An invoice's whole answer after a change, with the change's sentence in the reader's language. */
export async function changeAnswer(
  db: Db,
  actor: Actor,
  id: string,
  done: ChangeDone,
  language: Language,
  now: Date,
) {
  return {
    invoice: await detail(db, actor, id, now),
    message: translate(language, done.message, done.values),
  };
}

export async function invoiceAnswer(db: Db, row: queries.InvoiceSummaryRow, actor: Actor | null, now: Date) {
  const { invoice } = row;
  const [lines, payments, emails, recordCount, replaced, replacement] = await Promise.all([
    queries.linesOf(db, invoice.id),
    queries.paymentsOf(db, invoice.id),
    queries.emailsOf(db, invoice.id),
    queries.recordCountOf(db, invoice.id),
    invoice.replacesId ? queries.invoiceLabels(db, [invoice.replacesId]) : Promise.resolve([]),
    queries.replacementOf(db, invoice.id),
  ]);
  // Issued, it keeps the issuer it was printed with; until then it shows the provider as it is now.
  const frozenIssuer = invoice.type === 'issued' ? invoice.issuer : null;
  const frozen = frozenIssuer !== null;
  const current = frozenIssuer
    ? { issuer: frozenIssuer, preparer: null, approver: null }
    : await provisionalIssuer(db);
  const buyer = frozen && invoice.buyer ? invoice.buyer : await currentBuyer(db, invoice.companyId);
  const state = { ...invoice, cancelled: invoice.cancelledAt !== null, lineCount: lines.length };
  return invoiceDetail({
    summary: invoiceSummary(row, jakartaToday(now)),
    invoice: {
      ...invoice,
      preparer: invoice.preparer ?? current.preparer ?? null,
      approver: invoice.approver ?? current.approver ?? null,
    },
    issuer: current.issuer,
    buyer: buyer ?? {
      name: row.companyName,
      address: null,
      city: null,
      npwp: null,
      nitku: null,
      email: null,
    },
    lines,
    payments,
    emails,
    recordCount,
    replaces: replaced[0] ? { id: replaced[0].id, label: invoiceLabel(replaced[0]) } : null,
    replacedBy: replacement ? { id: replacement.id, label: invoiceLabel(replacement) } : null,
    can: actor ? invoicePermissions(actor, state) : NO_ACTIONS,
  });
}

const NO_ACTIONS = { edit: false, issue: false, cancel: false, recordPayment: false, reversePayment: false };

function tooLarge(): AppError {
  return new AppError(422, 'INVOICE_TOO_LARGE', 'billing.errors.tooLarge');
}

/** Staff write a proforma invoice with free lines for a company; its money is the domain's. */
export async function createManual(db: Db, actor: Actor, input: ManualInvoice, now: Date) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const totals = invoiceTotals(input.lines, input.ppnOption);
  if (totals.grandTotal > MAX_INVOICE_AMOUNT) throw tooLarge();
  return db.transaction(async (tx) => {
    const buyer = await queries.buyerOf(tx, input.companyId);
    if (!buyer) throw new NotFound('billing.errors.companyNotFound', 'COMPANY_NOT_FOUND');
    const number = await proformaNumber(tx, Number(input.invoiceDate.slice(0, 4)));
    const { invoice } = await queries.insertInvoice(
      tx,
      {
        direction: 'receivable',
        proformaNumber: number,
        companyId: input.companyId,
        title: input.title,
        invoiceDate: input.invoiceDate,
        paymentTerm: input.paymentTerm,
        ppnOption: input.ppnOption,
        subtotal: totals.subtotal,
        otherTaxBaseSen: totals.otherTaxBaseSen,
        vatSen: totals.vatSen,
        grandTotal: totals.grandTotal,
        preparer: input.preparer,
        approver: input.approver,
        notes: input.notes,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      },
      manualLines(totals.lines),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: invoice.id,
      action: 'create',
      after: { proformaNumber: number, companyId: input.companyId, grandTotal: totals.grandTotal },
    });
    return { id: invoice.id, message: 'billing.messages.created', values: { number } };
  });
}

/** The lines as stored: each with its amount and tax from `invoiceTotals`, coded for Coretax. */
function manualLines(lines: ReadonlyArray<ManualInvoice['lines'][number] & LineFigures>) {
  return lines.map((line, position) => ({
    ...line,
    position,
    serviceCode: serviceCode(line.itemType, 'receivable', []),
    unitCode: unitCode(line.unit),
  }));
}

/** Only a proforma changes; a run's lines stay with the records they bill (see `editInvoiceInput`). */
export async function edit(db: Db, actor: Actor, id: string, input: EditInvoice, now: Date) {
  if (!canManageBilling(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const invoice = await queries.lockInvoice(tx, id);
    if (!invoice) throw invoiceNotFound();
    if (!canEditInvoice({ ...invoice, cancelled: invoice.cancelledAt !== null }))
      throw new Conflict('billing.errors.notProforma', {}, 'NOT_PROFORMA');
    if (input.lines && (await queries.standingClaimsOf(tx, id)).length)
      throw new Conflict('billing.errors.linesFromRun', {}, 'LINES_FROM_RUN');
    const currentLines = await queries.linesOf(tx, id);
    const lines = input.lines ?? currentLines;
    const totals = invoiceTotals(lines, input.ppnOption);
    if (totals.grandTotal > MAX_INVOICE_AMOUNT) throw tooLarge();
    const { lines: _, ...heading } = input;
    const after = {
      ...heading,
      subtotal: totals.subtotal,
      otherTaxBaseSen: totals.otherTaxBaseSen,
      vatSen: totals.vatSen,
      grandTotal: totals.grandTotal,
    };
    if (input.lines) await queries.replaceLines(tx, id, manualLines(totals.lines));
    else await queries.updateLineTaxes(tx, currentLines, totals.lines);
    await queries.updateInvoice(tx, id, after, now);
    const change = changedFields(invoice, after);
    if (change || input.lines)
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'invoice',
        entityId: id,
        action: 'update',
        before: { ...change?.before, ...(input.lines ? { lineCount: currentLines.length } : {}) },
        after: { ...change?.after, ...(input.lines ? { lineCount: input.lines.length } : {}) },
      });
    return { message: 'billing.messages.saved', values: {} };
  });
}

export interface IssueDeps {
  db: Db;
  /** Sends the issued invoice to the customer's admins with its PDF; answers who it was sent to. */
  sendIssued(invoiceId: string): Promise<void>;
}

/**
 * Proforma → issued: the next number of the gap-free yearly series (taken inside the transaction, so
 * a refusal gives it back), the due date from the payment term, and the issuer and buyer blocks
 * frozen. The e-mail goes out after the commit, so a mail server's trouble never undoes an issue.
 */
export async function issue(deps: IssueDeps, actor: Actor, id: string, now: Date) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const issued = await deps.db.transaction(async (tx) => {
    const invoice = await queries.lockInvoice(tx, id);
    if (!invoice) throw invoiceNotFound();
    const lines = await queries.linesOf(tx, id);
    const state = { ...invoice, cancelled: invoice.cancelledAt !== null, lineCount: lines.length };
    if (!invoicePermissions(actor, state).issue)
      throw new Conflict('billing.errors.cannotIssue', {}, 'CANNOT_ISSUE');
    if (!isPpnOptionLawful(invoice.ppnOption, invoice.invoiceDate))
      throw new Conflict('billing.validation.ppn11AfterTransition', {}, 'PPN_NOT_LAWFUL');
    const invoicing = await currentInvoicing(tx);
    if (!invoicing) throw new Conflict('billing.errors.invoicingNotSet', {}, 'INVOICING_NOT_SET');
    const today = jakartaToday(now);
    const year = Number(today.slice(0, 4));
    const series = invoice.direction === 'payable' ? 'payable' : 'invoice';
    const format =
      invoice.direction === 'payable' ? PAYABLE_NUMBER_FORMAT : invoicing.settings.invoiceNumberFormat;
    const number = invoiceNumber(format, year, await nextInSequence(tx, series, year));
    const values = {
      type: 'issued' as const,
      number,
      issueDate: today,
      dueDate: dueDate(today, invoice.paymentTerm),
      issuer: {
        ...invoicing.issuer,
        logoFileId: invoicing.settings.logoFileId,
        signatureFileId: invoicing.settings.signatureFileId,
      },
      buyer: await currentBuyer(tx, invoice.companyId),
      preparer: invoice.preparer ?? invoicing.settings.defaultPreparer,
      approver: invoice.approver ?? invoicing.settings.defaultApprover,
    };
    await queries.updateInvoice(tx, id, values, now);
    if (invoice.direction === 'receivable') await recordInvoiceIssued(tx, { invoiceId: id, now });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: id,
      action: 'issue',
      before: { type: 'proforma' },
      after: { type: 'issued', number, issueDate: values.issueDate, dueDate: values.dueDate },
    });
    return { number, direction: invoice.direction };
  });
  if (issued.direction === 'receivable') await deps.sendIssued(id);
  return { message: 'billing.messages.issued', values: { number: issued.number } };
}

/**
 * Cancelling releases what the invoice billed; with `replace`, a new proforma takes over its lines and
 * claims and refers to it, the way an issued invoice is corrected. Payments must be reversed first.
 */
export async function cancel(
  db: Db,
  actor: Actor,
  id: string,
  input: { reason: string; replace: boolean },
  now: Date,
): Promise<{ message: string; values: Record<string, string> }> {
  if (!canManageBilling(actor)) throw new Forbidden();
  return db.transaction(async (tx): Promise<{ message: string; values: Record<string, string> }> => {
    const invoice = await queries.lockInvoice(tx, id);
    if (!invoice) throw invoiceNotFound();
    if (invoice.cancelledAt) throw new Conflict('billing.errors.alreadyCancelled', {}, 'ALREADY_CANCELLED');
    if (invoice.paidAmount > 0) throw new Conflict('billing.errors.hasPayments', {}, 'HAS_PAYMENTS');
    const claims = await queries.standingClaimsOf(tx, id);
    await queries.releaseClaims(tx, id, now);
    await queries.updateInvoice(tx, id, { cancelledAt: now, cancelReason: input.reason }, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: id,
      action: 'cancel',
      after: { reason: input.reason, replace: input.replace },
    });
    if (!input.replace) return { message: 'billing.messages.cancelled', values: {} };
    const number = await replace(tx, actor, invoice, claims, now);
    return { message: 'billing.messages.replaced', values: { number } };
  });
}

async function replace(
  tx: Db,
  actor: Actor,
  invoice: queries.InvoiceRow,
  claims: Awaited<ReturnType<typeof queries.standingClaimsOf>>,
  now: Date,
): Promise<string> {
  const today = jakartaToday(now);
  const number = await proformaNumber(tx, Number(today.slice(0, 4)));
  const lines = await queries.linesOf(tx, invoice.id);
  const { id: _, number: __, issueDate, dueDate: ___, cancelledAt, cancelReason, ...kept } = invoice;
  const replacement = await queries.insertInvoice(
    tx,
    {
      ...kept,
      type: 'proforma',
      proformaNumber: number,
      invoiceDate: today,
      issuer: null,
      buyer: null,
      paidAmount: 0,
      paymentStatus: 'unpaid',
      paidOn: null,
      replacesId: invoice.id,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    },
    lines.map(({ id, invoiceId, ...line }) => line),
  );
  const linesByPosition = new Map(replacement.lines.map((line) => [line.position, line.id]));
  const positionOf = new Map(lines.map((line) => [line.id, line.position]));
  await queries.insertClaims(
    tx,
    claims.map(({ id, releasedAt, ...claim }) => ({
      ...claim,
      invoiceId: replacement.invoice.id,
      lineId: claim.lineId ? (linesByPosition.get(positionOf.get(claim.lineId) ?? -1) ?? null) : null,
    })),
  );
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'invoice',
    entityId: replacement.invoice.id,
    action: 'create',
    after: { proformaNumber: number, replaces: invoiceLabel(invoice) },
  });
  return number;
}

const PAYMENT_ERRORS: Record<PaymentRefusal, string> = {
  proforma: 'billing.errors.paymentProforma',
  cancelled: 'billing.errors.paymentCancelled',
  notPositive: 'billing.errors.paymentNotPositive',
  overpayment: 'billing.errors.overpayment',
};

/** Payments move the status unpaid → partial → paid; more than is left to pay is refused. */
export async function recordPayment(db: Db, actor: Actor, id: string, input: PaymentInput, now: Date) {
  if (!canManageBilling(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const invoice = await queries.lockInvoice(tx, id);
    if (!invoice) throw invoiceNotFound();
    refuseUntrueDate(input.paidOn, invoice.invoiceDate, jakartaToday(now));
    const refusal = paymentRefusal({ ...invoice, cancelled: invoice.cancelledAt !== null }, input.amount);
    if (refusal) {
      const left = formatRupiah(invoice.grandTotal - invoice.paidAmount);
      throw new AppError(422, `PAYMENT_${refusal.toUpperCase()}`, PAYMENT_ERRORS[refusal], {}, { left });
    }
    const payment = await queries.insertPayment(tx, {
      invoiceId: id,
      paidOn: input.paidOn,
      amount: input.amount,
      method: input.method,
      reference: input.reference ?? null,
      recordedBy: actor.id,
      createdAt: now,
    });
    await settlePayments(tx, invoice, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: id,
      action: 'payment',
      after: {
        amount: input.amount,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference ?? null,
      },
    });
    return { paymentId: payment.id, message: 'billing.messages.paymentRecorded', values: {} };
  });
}

const PAYMENT_DATE_ERRORS = {
  beforeInvoice: 'billing.validation.paymentBeforeInvoice',
  inFuture: 'billing.validation.paymentInFuture',
} as const;

function refuseUntrueDate(paidOn: CalendarDate, invoiceDate: CalendarDate, today: CalendarDate) {
  const refusal = paymentDateRefusal(paidOn, invoiceDate, today);
  if (!refusal) return;
  const message = { key: PAYMENT_DATE_ERRORS[refusal], values: { date: invoiceDate } };
  throw new Invalid(PAYMENT_DATE_ERRORS[refusal], { paidOn: message }, 'PAYMENT_DATE');
}

/** The invoice's paid amount and status from the payments still standing. */
async function settlePayments(tx: Db, invoice: queries.InvoiceRow, now: Date) {
  const { paid, lastPaidOn } = await queries.standingPayments(tx, invoice.id);
  const status = paymentStatus(invoice.grandTotal, paid);
  await queries.updateInvoice(
    tx,
    invoice.id,
    { paidAmount: paid, paymentStatus: status, paidOn: status === 'paid' ? lastPaidOn : null },
    now,
  );
}

export async function reversePayment(
  db: Db,
  actor: Actor,
  ids: { invoiceId: string; paymentId: string },
  reason: string,
  now: Date,
) {
  if (!canManageBilling(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const invoice = await queries.lockInvoice(tx, ids.invoiceId);
    if (!invoice) throw invoiceNotFound();
    const payment = await queries.findPayment(tx, ids.invoiceId, ids.paymentId);
    if (!payment) throw new NotFound('billing.errors.paymentNotFound', 'PAYMENT_NOT_FOUND');
    if (payment.reversedAt) throw new Conflict('billing.errors.paymentReversed', {}, 'PAYMENT_REVERSED');
    await queries.updatePayment(tx, payment.id, {
      reversedAt: now,
      reversedBy: actor.id,
      reversalReason: reason,
    });
    await settlePayments(tx, invoice, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: invoice.id,
      action: 'paymentReversed',
      before: { amount: payment.amount, paidOn: payment.paidOn, method: payment.method },
      after: { reason },
    });
    return { message: 'billing.messages.paymentReversed', values: {} };
  });
}

export interface ProofDeps {
  db: Db;
  storage: StorageDeps;
}

/** A payment's proof (a transfer slip): staff upload it; it replaces an earlier one. */
export async function attachProof(
  deps: ProofDeps,
  actor: Actor,
  ids: { invoiceId: string; paymentId: string },
  file: { fileName: string; data: Buffer },
) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const invoice = await readable(deps.db, actor, ids.invoiceId);
  const payment = await queries.findPayment(deps.db, ids.invoiceId, ids.paymentId);
  if (!payment) throw new NotFound('billing.errors.paymentNotFound', 'PAYMENT_NOT_FOUND');
  const stored = await saveUpload(deps.storage, {
    actorId: actor.id,
    companyId: invoice.invoice.companyId,
    purpose: 'paymentProof',
    fileName: file.fileName,
    data: file.data,
    accept: DOCUMENT_KINDS,
  });
  await deps.db.transaction(async (tx) => {
    await queries.updatePayment(tx, payment.id, { proofFileId: stored.id });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'invoice',
      entityId: ids.invoiceId,
      action: 'paymentProof',
      after: { paidOn: payment.paidOn, amount: payment.amount, file: stored.originalName },
    });
  });
  if (payment.proofFileId) await removeFile(deps.storage, payment.proofFileId);
  return { message: 'billing.messages.proofAttached', values: {} };
}

/** The proof of a payment, for whoever may read the invoice. */
export async function openProof(
  deps: ProofDeps,
  actor: Actor,
  ids: { invoiceId: string; paymentId: string },
) {
  await readable(deps.db, actor, ids.invoiceId);
  const payment = await queries.findPayment(deps.db, ids.invoiceId, ids.paymentId);
  if (!payment?.proofFileId) throw new NotFound('billing.errors.paymentNotFound', 'PAYMENT_NOT_FOUND');
  return openAllowedFile(deps.storage, payment.proofFileId);
}
