import { allocate, type InvoiceTotals, lineAmount, type OFFERED_PPN_OPTIONS, ppnRate } from './billing.ts';
import { nitkuMatchesNpwp, npwp16, npwpDigits } from './companies.ts';
import { type CalendarDate, isCalendarDate } from './dates.ts';

/**
 * The Coretax e-Faktur bulk import ("TaxInvoiceBulk" XML): the provider uploads its issued invoices
 * and Coretax makes the tax invoices from them. Element names, their order and the misspelt
 * `BuyerAdress` follow the official schema; `coretax.xsd` next to this file restates it for the tests.
 */
export type CoretaxPpnOption = (typeof OFFERED_PPN_OPTIONS)[number];

export interface CoretaxSeller {
  /** The provider's NPWP: 16 digits, or an old 15-digit one. */
  tin: string;
  /** The provider's NITKU: its NPWP and a 6-digit location sequence, 22 digits. */
  idtku: string;
}

export interface CoretaxBuyer {
  /** The customer's NPWP as stored (15 or 16 digits, dots and dashes allowed), null when unknown. */
  tin: string | null;
  idtku: string | null;
  name: string;
  address: string;
  email: string | null;
  country?: 'IDN';
}

/** An invoice line before tax: its price per unit in whole rupiah and a quantity with two decimals. */
export interface CoretaxLineInput {
  /** A for goods, B for services. */
  opt: 'A' | 'B';
  /** The 6-digit goods or service code, e.g. 260203 collection of rubbish. */
  code: string;
  name: string;
  /** The unit of measure code, e.g. UM.0003 kilogram. */
  unitCode: string;
  price: number;
  quantity: number;
}

/** A line as Coretax takes it: amounts in whole rupiah, from `coretaxLines`. */
export interface CoretaxLine extends CoretaxLineInput {
  taxBase: number;
  otherTaxBase: number;
  vatRate: number;
  vat: number;
}

export interface CoretaxInvoice {
  date: CalendarDate;
  /** Our invoice number, written as RefDesc. */
  reference: string;
  ppnOption: CoretaxPpnOption;
  buyer: CoretaxBuyer;
  lines: CoretaxLine[];
}

export interface CoretaxBulk {
  seller: CoretaxSeller;
  invoices: CoretaxInvoice[];
}

export interface CoretaxSettings {
  /**
   * The transaction code of an invoice at PPN 11% of the full price. The reference states only code
   * 04 (PPN 12% of DPP nilai lain), so this one is not invented here: the provider sets it, and an
   * export holding a PPN 11% invoice without it is refused.
   */
  ppn11TrxCode: string | null;
}

/** DPP nilai lain (PMK 131/2024) is transaction code 04. */
const DPP_NILAI_LAIN_TRX_CODE = '04';

/** What Coretax needs and an invoice may lack, for staff to fix before exporting (keys for the UI). */
export const CORETAX_GAPS = [
  'sellerTin',
  'sellerIdtku',
  'buyerNpwp',
  'buyerNitku',
  'buyerName',
  'buyerAddress',
  'lineCode',
  'lineUnit',
] as const;
export type CoretaxGap = (typeof CORETAX_GAPS)[number];

/** An NPWP as Coretax writes it: 16 digits, an old 15-digit one with a leading 0, 16 zeros for none. */
export function coretaxTin(npwp: string | null): string {
  if (npwp === null || npwp.trim() === '') return '0'.repeat(16);
  const digits = npwpDigits(npwp);
  if (digits === null) throw new RangeError('coretaxTin: an NPWP has 15 or 16 digits');
  return npwp16(digits);
}

/** A NITKU (business-location identifier): 22 digits. */
export function isNitku(value: string | null): boolean {
  return value !== null && /^\d{22}$/.test(value);
}

/** A NITKU belongs to a taxpayer when its first 16 digits are that taxpayer's 16-digit NPWP. */
function nitkuOf(npwp: string | null, nitku: string | null): boolean {
  if (!isNitku(nitku) || nitku === null) return false;
  // A wrong NPWP is its own gap; the NITKU is then judged by its shape alone.
  return npwp === null || npwpDigits(npwp) === null || nitkuMatchesNpwp(nitku, npwp);
}

/** Which of Coretax's required fields an invoice lacks or has wrong; empty when it can be exported. */
export function coretaxGaps(seller: CoretaxSeller, invoice: CoretaxInvoice): CoretaxGap[] {
  const { buyer, lines } = invoice;
  const missing: Record<CoretaxGap, boolean> = {
    sellerTin: npwpDigits(seller.tin) === null,
    sellerIdtku: !nitkuOf(seller.tin, seller.idtku),
    buyerNpwp: buyer.tin === null || npwpDigits(buyer.tin) === null,
    buyerNitku: !nitkuOf(buyer.tin, buyer.idtku),
    buyerName: blank(buyer.name),
    buyerAddress: blank(buyer.address),
    lineCode: lines.some((line) => !/^\d{6}$/.test(line.code)),
    lineUnit: lines.some((line) => !/^UM\.\d{4}$/.test(line.unitCode)),
  };
  return CORETAX_GAPS.filter((gap) => missing[gap]);
}

/**
 * The per-line tax base, DPP and VAT of an invoice whose totals come from `invoiceTotals`: each line's
 * TaxBase is its price × quantity, and the invoice's DPP and tax are shared among the lines by amount
 * (`allocate`), so the lines add up to the invoice exactly. A line's transport cost goes on a line of
 * its own (e.g. service code 060101 road freight), so that every TaxBase is its Price × Qty.
 * At PPN 11% OtherTaxBase is the tax base itself (the tax is 11% of the price); at PPN 12% of DPP
 * nilai lain it is the DPP, with VATRate 12.
 */
export function coretaxLines(
  lines: readonly CoretaxLineInput[],
  totals: Pick<InvoiceTotals, 'subtotal' | 'taxBase' | 'taxAmount'>,
  option: CoretaxPpnOption,
): CoretaxLine[] {
  const amounts = lines.map((line) =>
    lineAmount({ quantity: line.quantity, unitPrice: line.price, transportCost: 0 }),
  );
  if (amounts.reduce((sum, amount) => sum + amount, 0) !== totals.subtotal) {
    throw new RangeError('coretaxLines: the lines do not add up to the invoice subtotal');
  }
  const bases = allocate(totals.taxBase, amounts);
  const taxes = allocate(totals.taxAmount, amounts);
  return lines.map((line, index) => ({
    ...line,
    taxBase: amounts[index] ?? 0,
    otherTaxBase: bases[index] ?? 0,
    vatRate: ppnRate(option),
    vat: taxes[index] ?? 0,
  }));
}

/**
 * The bulk-import XML of the invoices. There must be one at least, and every invoice must be free of
 * gaps (`coretaxGaps`) and have a line; the caller checks first and shows staff what is missing, so here a gap is a programming error.
 *
 * Decisions where the reference leaves a field open: AddInfo, CustomDoc and FacilityStamp are written
 * empty (no additional information, customs document or facility applies to a waste service);
 * CustomDocMonthYear is the invoice date's month and year; BuyerDocument is TIN, so
 * BuyerDocumentNumber stays empty (the NPWP is already BuyerTin); TotalDiscount is 0 (invoices carry
 * no discounts), and so are STLGRate and STLG.
 */
export function coretaxXml(bulk: CoretaxBulk, settings: CoretaxSettings): string {
  if (bulk.invoices.length === 0) throw new RangeError('coretaxXml: an export holds at least one invoice');
  for (const invoice of bulk.invoices) refuseIncomplete(bulk.seller, invoice, settings);
  const invoices = bulk.invoices.map((invoice) => taxInvoice(bulk.seller, invoice, settings));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">',
    indent([element('TIN', coretaxTin(bulk.seller.tin)), ...wrap('ListOfTaxInvoice', invoices.flat())]),
    '</TaxInvoiceBulk>',
    '',
  ].join('\n');
}

function refuseIncomplete(seller: CoretaxSeller, invoice: CoretaxInvoice, settings: CoretaxSettings) {
  const gaps = coretaxGaps(seller, invoice);
  if (gaps.length > 0) throw new RangeError(`coretaxXml: ${invoice.reference} lacks ${gaps.join(', ')}`);
  if (invoice.lines.length === 0) throw new RangeError(`coretaxXml: ${invoice.reference} has no lines`);
  if (!isCalendarDate(invoice.date)) throw new RangeError(`coretaxXml: ${invoice.reference} has no date`);
  if (!/^\d{2}$/.test(trxCode(invoice, settings))) {
    throw new RangeError('coretaxXml: a PPN 11% invoice needs the transaction code from the settings');
  }
}

function trxCode(invoice: CoretaxInvoice, settings: CoretaxSettings): string {
  return invoice.ppnOption === 'ppn12Dpp' ? DPP_NILAI_LAIN_TRX_CODE : (settings.ppn11TrxCode ?? '');
}

function taxInvoice(seller: CoretaxSeller, invoice: CoretaxInvoice, settings: CoretaxSettings): string[] {
  const { buyer, date } = invoice;
  return wrap('TaxInvoice', [
    element('TaxInvoiceDate', date),
    element('TaxInvoiceOpt', 'Normal'),
    element('TrxCode', trxCode(invoice, settings)),
    element('AddInfo', ''),
    element('CustomDoc', ''),
    element('CustomDocMonthYear', `${date.slice(5, 7)}${date.slice(0, 4)}`),
    element('RefDesc', invoice.reference),
    element('FacilityStamp', ''),
    element('SellerIDTKU', seller.idtku),
    element('BuyerTin', coretaxTin(buyer.tin)),
    element('BuyerDocument', 'TIN'),
    element('BuyerCountry', buyer.country ?? 'IDN'),
    element('BuyerDocumentNumber', ''),
    element('BuyerName', buyer.name),
    element('BuyerAdress', buyer.address),
    element('BuyerEmail', buyer.email ?? ''),
    element('BuyerIDTKU', buyer.idtku ?? ''),
    ...wrap('ListOfGoodService', invoice.lines.flatMap(goodService)),
  ]);
}

function goodService(line: CoretaxLine): string[] {
  return wrap('GoodService', [
    element('Opt', line.opt),
    element('Code', line.code),
    element('Name', line.name),
    element('Unit', line.unitCode),
    element('Price', whole(line.price)),
    element('Qty', hundredths(line.quantity)),
    element('TotalDiscount', '0'),
    element('TaxBase', whole(line.taxBase)),
    element('OtherTaxBase', whole(line.otherTaxBase)),
    element('VATRate', whole(line.vatRate)),
    element('VAT', whole(line.vat)),
    element('STLGRate', '0'),
    element('STLG', '0'),
  ]);
}

/** A rupiah amount as digits: never an exponent or a fraction. */
function whole(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`coretaxXml: ${amount} is not whole rupiah`);
  return String(amount);
}

/** A quantity with at most two decimals, worked in hundredths so no float digits appear. */
function hundredths(quantity: number): string {
  const value = Math.round(quantity * 100);
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`coretaxXml: quantity ${quantity}`);
  const cents = value % 100;
  const units = (value - cents) / 100;
  return cents === 0 ? String(units) : `${units}.${String(cents).padStart(2, '0')}`;
}

function element(name: string, value: string): string {
  const content = xmlText(value.trim());
  return content === '' ? `<${name}/>` : `<${name}>${content}</${name}>`;
}

function wrap(name: string, children: string[]): string[] {
  return [`<${name}>`, indent(children), `</${name}>`];
}

function indent(lines: string[]): string {
  return lines
    .join('\n')
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/**
 * Text made safe for XML: markup characters escaped, and characters XML 1.0 cannot hold at all
 * (control characters, lone surrogates) dropped rather than breaking the whole file.
 */
function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function blank(value: string): boolean {
  return xmlText(value).trim() === '';
}
