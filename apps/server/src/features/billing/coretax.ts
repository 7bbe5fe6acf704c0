import { type InvoiceTotals, OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing';
import type { InvoiceBuyer, InvoiceIssuer } from '@sirkula/domain/billing-answers';
import { serviceCode, unitCode } from '@sirkula/domain/billing-run';
import {
  type CoretaxInvoice,
  type CoretaxLineInput,
  type CoretaxPpnOption,
  type CoretaxSeller,
  coretaxGaps,
  coretaxLines,
  coretaxXml,
} from '@sirkula/domain/coretax';
import { bilingual } from '@sirkula/domain/i18n';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Forbidden } from '../../lib/errors.ts';
import { invoiceLabel } from './answers.ts';
import { currentInvoicing } from './issuer.ts';
import { canManageBilling } from './policy.ts';
import * as queries from './queries.ts';

/**
 * An on-demand line carries its pickup's transport on the same line; Coretax needs every TaxBase to be
 * its Price × Qty, so the transport goes on a line of its own (road freight, one activity).
 */
function coretaxLinesOf(lines: queries.InvoiceLineRow[]): CoretaxLineInput[] {
  return lines.flatMap((line) => {
    const service = {
      opt: 'B' as const,
      code: line.serviceCode,
      name: line.description,
      unitCode: line.unitCode,
      price: line.unitPrice,
      quantity: line.quantity,
    };
    if (line.transportCost === 0) return [service];
    const transport = {
      opt: 'B' as const,
      code: serviceCode('transport', 'receivable', []),
      name: `${bilingual('billing.lineTexts.transport')}: ${line.description}`,
      unitCode: unitCode('activity'),
      price: line.transportCost,
      quantity: 1,
    };
    return [service, transport];
  });
}

function isCoretaxOption(option: string): option is CoretaxPpnOption {
  return (OFFERED_PPN_OPTIONS as readonly string[]).includes(option);
}

interface Exportable {
  id: string;
  label: string;
  seller: CoretaxSeller;
  invoice: CoretaxInvoice | null;
  gaps: string[];
}

/** One issued invoice as Coretax would take it, from the issuer and buyer frozen when it was issued. */
function exportable(
  row: queries.InvoiceRow,
  lines: queries.InvoiceLineRow[],
  ppn11Code: string | null,
): Exportable {
  const label = invoiceLabel(row);
  const issuer = (row.issuer ?? {}) as Partial<InvoiceIssuer>;
  const seller = { tin: issuer.npwp ?? '', idtku: issuer.nitku ?? '' };
  if (row.type !== 'issued' || row.cancelledAt || row.direction !== 'receivable' || !row.issueDate)
    return { id: row.id, label, seller, invoice: null, gaps: ['notIssued'] };
  if (!isCoretaxOption(row.ppnOption) || (row.ppnOption === 'ppn11' && !ppn11Code))
    return { id: row.id, label, seller, invoice: null, gaps: ['ppn11TrxCode'] };
  const buyer = (row.buyer ?? {}) as Partial<InvoiceBuyer>;
  const totals: Pick<InvoiceTotals, 'subtotal' | 'taxBase' | 'taxAmount'> = row;
  const invoice: CoretaxInvoice = {
    date: row.issueDate,
    reference: label,
    ppnOption: row.ppnOption,
    buyer: {
      tin: buyer.npwp ?? null,
      idtku: buyer.nitku ?? null,
      name: buyer.name ?? '',
      address: [buyer.address, buyer.city].filter(Boolean).join(', '),
      email: buyer.email ?? null,
    },
    lines: coretaxLines(coretaxLinesOf(lines), totals, row.ppnOption),
  };
  return { id: row.id, label, seller, invoice, gaps: coretaxGaps(seller, invoice) };
}

async function exportables(db: Db, actor: Actor, ids: string[]) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const [rows, invoicing] = await Promise.all([queries.invoicesByIds(db, ids), currentInvoicing(db)]);
  const ppn11Code = invoicing?.settings.ppn11TransactionCode ?? null;
  const lines = await queries.linesOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  return { ppn11Code, all: rows.map((row) => exportable(row, lines.get(row.id) ?? [], ppn11Code)) };
}

/** Which of the chosen invoices Coretax would take, and what each of the others lacks. */
export async function check(db: Db, actor: Actor, ids: string[]) {
  const { all } = await exportables(db, actor, ids);
  return {
    ready: all.filter((one) => one.gaps.length === 0).map((one) => ({ id: one.id, number: one.label })),
    blocked: all.filter((one) => one.gaps.length > 0).map(({ id, label, gaps }) => ({ id, label, gaps })),
  };
}

/**
 * The bulk-import file of the chosen invoices; refused, naming what is missing, unless every one is
 * ready, so a file never goes to Coretax half made. PPN 11% invoices wait for the transaction code the
 * provider sets (the reference gives none; gap `ppn11TrxCode`); an invoice not issued has `notIssued`.
 */
export async function exportXml(db: Db, actor: Actor, ids: string[]) {
  const { all, ppn11Code } = await exportables(db, actor, ids);
  const blocked = all.filter((one) => one.gaps.length > 0 || !one.invoice);
  const [first] = all;
  if (blocked.length || !first)
    throw new AppError(
      422,
      'CORETAX_GAPS',
      'billing.errors.coretaxGaps',
      {},
      {},
      blocked.map((one) => ({
        key: 'billing.export.blockedLine',
        values: { label: one.label, gaps: one.gaps.join(', ') },
      })),
    );
  const invoices = all.flatMap((one) => (one.invoice ? [one.invoice] : []));
  return coretaxXml({ seller: first.seller, invoices }, { ppn11TrxCode: ppn11Code });
}
