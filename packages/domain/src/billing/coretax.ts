import { type IdDocumentKind, nitkuMatchesNpwp, npwp16, npwpDigits } from '../companies/rules.ts';
import { type CalendarDate, isCalendarDate } from '../shared/dates.ts';
import { isPpnOptionLawful, lineTaxParts, type OFFERED_PPN_OPTIONS, ppnRate } from './rules.ts';

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

/** Coretax's BuyerDocument for each ID document a buyer without an NPWP may give. */
const BUYER_DOCUMENT: Record<IdDocumentKind, string> = {
  nationalId: 'National ID',
  passport: 'Passport',
  otherId: 'Other ID',
};

export interface CoretaxBuyer {
  /** The customer's NPWP as stored (15 or 16 digits, dots and dashes allowed), null when unknown. */
  tin: string | null;
  idtku: string | null;
  /** Without an NPWP: the national ID (NIK), passport or other ID the buyer is known by. */
  idKind?: IdDocumentKind | null;
  idNumber?: string | null;
  name: string;
  address: string;
  email: string | null;
  country?: 'IDN';
}

/**
 * An invoice line as stored: its price and quantity, its transport cost, and the tax the invoice
 * computed for it (`lineTax`), which the export writes as it is.
 */
export interface CoretaxInvoiceLine {
  /** The 6-digit goods or service code, e.g. 260203 collection of rubbish. */
  code: string;
  name: string;
  /** The unit of measure code, e.g. UM.0003 kilogram. */
  unitCode: string;
  price: number;
  quantity: number;
  transportCost: number;
  otherTaxBaseSen: number;
  vatSen: number;
}

/** A GoodService element: Price × Qty = TaxBase in whole rupiah; DPP nilai lain and VAT in sen. */
export interface CoretaxLine {
  /** A for goods, B for services. */
  opt: 'A' | 'B';
  code: string;
  name: string;
  unitCode: string;
  price: number;
  quantity: number;
  taxBase: number;
  otherTaxBaseSen: number;
  vatRate: number;
  vatSen: number;
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

/**
 * The transaction code of each option (reference coretax-efaktur.md): 04 for PPN 12% of DPP nilai
 * lain (PMK 131/2024); 01 for PPN 11% of the full price, as Odoo's Coretax module writes it with
 * VATRate 11, lawful only on invoices up to 31 March 2025 (`isPpnOptionLawful`).
 */
const TRX_CODES: Record<CoretaxPpnOption, string> = { ppn12Dpp: '04', ppn11: '01' };

/** A buyer without an NPWP: its TIN is 16 zeros and its IDTKU six (reference coretax-efaktur.md). */
const NO_TIN = '0'.repeat(16);
const NO_IDTKU = '000000';

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
  'ppn11AfterTransition',
] as const;
export type CoretaxGap = (typeof CORETAX_GAPS)[number];

/** An NPWP as Coretax writes it: 16 digits, an old 15-digit one with a leading 0, 16 zeros for none. */
export function coretaxTin(npwp: string | null): string {
  if (npwp === null || npwp.trim() === '') return NO_TIN;
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

function hasNpwp(buyer: CoretaxBuyer): boolean {
  return buyer.tin !== null && buyer.tin.trim() !== '';
}

/** A buyer without an NPWP is exported by its ID document, so it needs one. */
function hasIdDocument(buyer: CoretaxBuyer): boolean {
  return Boolean(buyer.idKind) && !blank(buyer.idNumber ?? '');
}

/** Which of Coretax's required fields an invoice lacks or has wrong; empty when it can be exported. */
export function coretaxGaps(seller: CoretaxSeller, invoice: CoretaxInvoice): CoretaxGap[] {
  const { buyer, lines } = invoice;
  const npwp = hasNpwp(buyer);
  const missing: Record<CoretaxGap, boolean> = {
    sellerTin: npwpDigits(seller.tin) === null,
    sellerIdtku: !nitkuOf(seller.tin, seller.idtku),
    buyerNpwp: npwp ? npwpDigits(buyer.tin ?? '') === null : !hasIdDocument(buyer),
    buyerNitku: npwp && !nitkuOf(buyer.tin, buyer.idtku),
    buyerName: blank(buyer.name),
    buyerAddress: blank(buyer.address),
    lineCode: lines.some((line) => !/^\d{6}$/.test(line.code)),
    lineUnit: lines.some((line) => !/^UM\.\d{4}$/.test(line.unitCode)),
    ppn11AfterTransition: !isPpnOptionLawful(invoice.ppnOption, invoice.date),
  };
  return CORETAX_GAPS.filter((gap) => missing[gap]);
}

/**
 * The GoodService lines of an invoice's stored lines. A line with a transport cost becomes two (its
 * service, then its transport as road freight), because Coretax wants every TaxBase to be its Price ×
 * Qty; each part's tax is `lineTaxParts`', and the last part takes what the stored line holds beyond
 * the others, so the file adds up to the invoice exactly as it was issued.
 */
export function coretaxLines(
  lines: readonly CoretaxInvoiceLine[],
  option: CoretaxPpnOption,
  transport: { code: string; unitCode: string; name: (service: string) => string },
): CoretaxLine[] {
  return lines.flatMap((line) => {
    const taxed = { quantity: line.quantity, unitPrice: line.price, transportCost: line.transportCost };
    const parts = lineTaxParts(taxed, option);
    const service = { code: line.code, name: line.name, unitCode: line.unitCode };
    const freight = { code: transport.code, name: transport.name(line.name), unitCode: transport.unitCode };
    const goods = [
      { ...service, price: line.price, quantity: line.quantity },
      { ...freight, price: line.transportCost, quantity: 1 },
    ] as const;
    const earlier = parts.slice(0, -1);
    const rest = (pick: 'otherTaxBaseSen' | 'vatSen') =>
      line[pick] - earlier.reduce((sum, part) => sum + part[pick], 0);
    return parts.map((part, index): CoretaxLine => {
      const last = index === parts.length - 1;
      return {
        opt: 'B',
        ...goods[index === 0 ? 0 : 1],
        taxBase: part.taxBase,
        otherTaxBaseSen: last ? rest('otherTaxBaseSen') : part.otherTaxBaseSen,
        vatRate: ppnRate(option),
        vatSen: last ? rest('vatSen') : part.vatSen,
      };
    });
  });
}

/**
 * The bulk-import XML of the invoices. There must be one at least, and every invoice must be free of
 * gaps (`coretaxGaps`) and have a line; the caller checks first and shows staff what is missing, so
 * here a gap is a programming error.
 *
 * Decisions where the reference leaves a field open: AddInfo, CustomDoc and FacilityStamp are written
 * empty (no additional information, customs document or facility applies to a waste service), and so
 * is CustomDocMonthYear, which belongs to a custom document; TotalDiscount is 0 (invoices carry no
 * discounts), and so are STLGRate and STLG.
 */
export function coretaxXml(bulk: CoretaxBulk): string {
  if (bulk.invoices.length === 0) throw new RangeError('coretaxXml: an export holds at least one invoice');
  for (const invoice of bulk.invoices) refuseIncomplete(bulk.seller, invoice);
  const invoices = bulk.invoices.map((invoice) => taxInvoice(bulk.seller, invoice));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">',
    indent([element('TIN', coretaxTin(bulk.seller.tin)), ...wrap('ListOfTaxInvoice', invoices.flat())]),
    '</TaxInvoiceBulk>',
    '',
  ].join('\n');
}

function refuseIncomplete(seller: CoretaxSeller, invoice: CoretaxInvoice) {
  const gaps = coretaxGaps(seller, invoice);
  if (gaps.length > 0) throw new RangeError(`coretaxXml: ${invoice.reference} lacks ${gaps.join(', ')}`);
  if (invoice.lines.length === 0) throw new RangeError(`coretaxXml: ${invoice.reference} has no lines`);
  if (!isCalendarDate(invoice.date)) throw new RangeError(`coretaxXml: ${invoice.reference} has no date`);
}

/** With an NPWP the buyer is its TIN and NITKU; without one, its ID document (reference). */
function buyerIdentity(buyer: CoretaxBuyer): string[] {
  if (hasNpwp(buyer)) {
    return [
      element('BuyerTin', coretaxTin(buyer.tin)),
      element('BuyerDocument', 'TIN'),
      element('BuyerCountry', buyer.country ?? 'IDN'),
      element('BuyerDocumentNumber', ''),
    ];
  }
  return [
    element('BuyerTin', NO_TIN),
    element('BuyerDocument', BUYER_DOCUMENT[buyer.idKind ?? 'otherId']),
    element('BuyerCountry', buyer.country ?? 'IDN'),
    element('BuyerDocumentNumber', buyer.idNumber ?? ''),
  ];
}

function taxInvoice(seller: CoretaxSeller, invoice: CoretaxInvoice): string[] {
  const { buyer, date } = invoice;
  return wrap('TaxInvoice', [
    element('TaxInvoiceDate', date),
    element('TaxInvoiceOpt', 'Normal'),
    element('TrxCode', TRX_CODES[invoice.ppnOption]),
    element('AddInfo', ''),
    element('CustomDoc', ''),
    element('CustomDocMonthYear', ''),
    element('RefDesc', invoice.reference),
    element('FacilityStamp', ''),
    element('SellerIDTKU', seller.idtku),
    ...buyerIdentity(buyer),
    element('BuyerName', buyer.name),
    element('BuyerAdress', buyer.address),
    element('BuyerEmail', buyer.email ?? ''),
    element('BuyerIDTKU', hasNpwp(buyer) ? (buyer.idtku ?? '') : NO_IDTKU),
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
    element('OtherTaxBase', sen(line.otherTaxBaseSen)),
    element('VATRate', whole(line.vatRate)),
    element('VAT', sen(line.vatSen)),
    element('STLGRate', '0'),
    element('STLG', '0'),
  ]);
}

/** A rupiah amount as digits: never an exponent or a fraction. */
function whole(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`coretaxXml: ${amount} is not whole rupiah`);
  return String(amount);
}

/** An amount in sen as rupiah with two decimals when it has sen ("91666.67"), plain digits otherwise. */
function sen(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`coretaxXml: ${amount} sen`);
  const cents = amount % 100;
  const units = (amount - cents) / 100;
  return cents === 0 ? String(units) : `${units}.${String(cents).padStart(2, '0')}`;
}

/** A quantity with at most two decimals, worked in hundredths so no float digits appear. */
function hundredths(quantity: number): string {
  return sen(Math.round(quantity * 100));
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
