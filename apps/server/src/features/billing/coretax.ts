import type { InvoiceBuyer, InvoiceIssuer } from '@sirkula/domain/billing/answers';
import {
  type CoretaxInvoice,
  type CoretaxInvoiceLine,
  type CoretaxPpnOption,
  type CoretaxSeller,
  coretaxGaps,
  coretaxLines,
  coretaxXml,
} from '@sirkula/domain/billing/coretax';
import { invoiceLabel, OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing/rules';
import { serviceCode, unitCode } from '@sirkula/domain/billing/run';
import { bilingual } from '@sirkula/domain/shared/i18n';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Forbidden } from '../../lib/errors.ts';
import { canManageBilling } from './policy.ts';
import * as queries from './queries.ts';

/** A line's transport goes to Coretax as road freight, one activity (see `coretaxLines`). */
const TRANSPORT = {
  code: serviceCode('transport', 'receivable', []),
  unitCode: unitCode('activity'),
  name: (service: string) => `${bilingual('billing.lineTexts.transport')}: ${service}`,
};

function coretaxLinesOf(lines: queries.InvoiceLineRow[]): CoretaxInvoiceLine[] {
  return lines.map((line) => ({
    code: line.serviceCode,
    name: line.description,
    unitCode: line.unitCode,
    price: line.unitPrice,
    quantity: line.quantity,
    transportCost: line.transportCost,
    otherTaxBaseSen: line.otherTaxBaseSen,
    vatSen: line.vatSen,
  }));
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
function exportable(row: queries.InvoiceRow, lines: queries.InvoiceLineRow[]): Exportable {
  const label = invoiceLabel(row);
  const issuer: Partial<InvoiceIssuer> = row.issuer ?? {};
  const seller = { tin: issuer.npwp ?? '', idtku: issuer.nitku ?? '' };
  if (row.type !== 'issued' || row.cancelledAt || row.direction !== 'receivable' || !row.issueDate)
    return { id: row.id, label, seller, invoice: null, gaps: ['notIssued'] };
  if (!isCoretaxOption(row.ppnOption))
    return { id: row.id, label, seller, invoice: null, gaps: ['ppnOption'] };
  const buyer = (row.buyer ?? {}) as Partial<InvoiceBuyer>;
  const invoice: CoretaxInvoice = {
    date: row.invoiceDate,
    reference: label,
    ppnOption: row.ppnOption,
    buyer: {
      tin: buyer.npwp ?? null,
      idtku: buyer.nitku ?? null,
      idKind: buyer.idDocumentKind ?? null,
      idNumber: buyer.idDocumentNumber ?? null,
      name: buyer.name ?? '',
      address: [buyer.address, buyer.city].filter(Boolean).join(', '),
      email: buyer.email ?? null,
    },
    lines: coretaxLines(coretaxLinesOf(lines), row.ppnOption, TRANSPORT),
  };
  return { id: row.id, label, seller, invoice, gaps: coretaxGaps(seller, invoice) };
}

async function exportables(db: Db, actor: Actor, ids: string[]) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const rows = await queries.invoicesByIds(db, ids);
  const lines = await queries.linesOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => exportable(row, lines.get(row.id) ?? []));
}

/** Which of the chosen invoices Coretax would take, and what each of the others lacks. */
export async function check(db: Db, actor: Actor, ids: string[]) {
  const all = await exportables(db, actor, ids);
  return {
    ready: all.filter((one) => one.gaps.length === 0).map((one) => ({ id: one.id, number: one.label })),
    blocked: all.filter((one) => one.gaps.length > 0).map(({ id, label, gaps }) => ({ id, label, gaps })),
  };
}

/**
 * The bulk-import file of the chosen invoices; refused, naming what is missing, unless every one is
 * ready, so a file never goes to Coretax half made: an invoice not issued has `notIssued`, a PPN 11%
 * invoice dated after 31 March 2025 `ppn11AfterTransition` (Coretax checks the rate in force).
 */
export async function exportXml(db: Db, actor: Actor, ids: string[]) {
  const all = await exportables(db, actor, ids);
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
  return coretaxXml({ seller: first.seller, invoices });
}
