import type { invoiceDetail } from '@sirkula/domain/billing/answers';
import { invoiceSumRows } from '@sirkula/domain/billing/rules';
import { formatNpwp } from '@sirkula/domain/companies/rules';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
  formatRupiahSen,
} from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { z } from 'zod';
import { imageDataUrl, imageKind, renderPdf } from '../../lib/pdf.ts';

type Invoice = z.output<typeof invoiceDetail>;

export interface InvoiceImages {
  logo: Uint8Array | null;
  signature: Uint8Array | null;
}

/**
 * Labels in the reader's language; the few that Indonesian invoices always carry (the document's name,
 * "Terbilang") are given in Indonesian too when the reader's language is English.
 */
function labels(language: Language) {
  const t = (key: string, values: Record<string, string> = {}) =>
    translate(language, `billing.pdf.${key}`, values);
  const both = (key: string) =>
    language === 'id' ? t(key) : `${t(key)} / ${translate('id', `billing.pdf.${key}`)}`;
  return { t, both };
}

function image(bytes: Uint8Array | null, fit: [number, number]): Content | null {
  const kind = bytes ? imageKind(bytes) : null;
  return bytes && kind ? { image: imageDataUrl(bytes, kind), fit } : null;
}

function field(label: string, value: string | null): Content {
  return { text: [{ text: `${label}: `, style: 'label' }, value ?? '—'], margin: [0, 0, 0, 2] };
}

/** The buyer's NPWP and NITKU, or the ID document of a buyer who has no NPWP. */
function buyerIdentity(buyer: Invoice['buyer'], language: Language): Content[] {
  const { t } = labels(language);
  if (!buyer.npwp && buyer.idDocumentKind && buyer.idDocumentNumber)
    return [
      field(translate(language, `companies.idDocumentKinds.${buyer.idDocumentKind}`), buyer.idDocumentNumber),
    ];
  return [field(t('npwp'), buyer.npwp && formatNpwp(buyer.npwp)), field(t('nitku'), buyer.nitku)];
}

function header(invoice: Invoice, images: InvoiceImages, language: Language): Content {
  const { t, both } = labels(language);
  const logo = image(images.logo, [120, 48]);
  const issuer = invoice.issuer;
  return {
    columns: [
      {
        width: '*',
        stack: [
          ...(logo ? [logo] : []),
          { text: issuer.companyName, style: 'strong', margin: [0, 4, 0, 0] },
          { text: issuer.companyLine, style: 'label' },
          ...(issuer.address ? [{ text: issuer.address }] : []),
          field(t('npwp'), issuer.npwp && formatNpwp(issuer.npwp)),
          field(t('nitku'), issuer.nitku),
          field(t('pse'), issuer.pseNumber),
        ],
      },
      {
        width: 'auto',
        stack: [
          {
            text: invoice.type === 'issued' ? both('invoice') : both('proforma'),
            style: 'title',
            alignment: 'right',
          },
          { text: invoice.number ?? invoice.proformaNumber, alignment: 'right', style: 'strong' },
          ...(invoice.cancelledAt
            ? [{ text: t('cancelled'), style: 'cancelled', alignment: 'right' as const }]
            : []),
        ],
      },
    ],
    columnGap: 16,
  };
}

function parties(invoice: Invoice, language: Language): Content {
  const { t } = labels(language);
  const date = (value: string | null) => (value ? formatDate(value, language) : null);
  const period =
    invoice.periodFrom && invoice.periodTo ? `${date(invoice.periodFrom)} – ${date(invoice.periodTo)}` : null;
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: t('billTo'), style: 'heading' },
          { text: invoice.buyer.name, style: 'strong' },
          ...(invoice.buyer.address
            ? [{ text: [invoice.buyer.address, invoice.buyer.city].filter(Boolean).join(', ') }]
            : []),
          ...buyerIdentity(invoice.buyer, language),
        ],
      },
      {
        width: '*',
        stack: [
          { text: invoice.title, style: 'heading' },
          field(t('invoiceDate'), date(invoice.invoiceDate)),
          field(t('issueDate'), date(invoice.issueDate)),
          field(t('dueDate'), date(invoice.dueDate)),
          field(t('paymentTerm'), translate(language, `billing.paymentTerms.${invoice.paymentTerm}`)),
          field(t('period'), period),
          field(t('contract'), invoice.contract?.number ?? null),
        ],
      },
    ],
    columnGap: 24,
  };
}

function linesTable(invoice: Invoice, language: Language): Content {
  const { t } = labels(language);
  const head: TableCell[] = [
    t('description'),
    t('quantity'),
    t('unitPrice'),
    t('transport'),
    t('amount'),
  ].map((text) => ({ text, style: 'tableHeader' }));
  const period = (line: Invoice['lines'][number]) =>
    line.periodFrom && line.periodTo
      ? line.periodFrom === line.periodTo
        ? formatDate(line.periodFrom, language)
        : `${formatDate(line.periodFrom, language)} – ${formatDate(line.periodTo, language)}`
      : null;
  const body: TableCell[][] = invoice.lines.map((line) => [
    { stack: [line.description, ...(period(line) ? [{ text: period(line) ?? '', style: 'label' }] : [])] },
    `${formatNumber(line.quantity, language)} ${translate(language, `billing.units.${line.unit}`)}`,
    { text: formatRupiah(line.unitPrice), alignment: 'right' },
    { text: line.transportCost ? formatRupiah(line.transportCost) : '—', alignment: 'right' },
    { text: formatRupiah(line.amount), alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto', 'auto'], body: [head, ...body] },
    layout: 'lightHorizontalLines',
    margin: [0, 12, 0, 8],
  };
}

function totals(invoice: Invoice, language: Language): Content {
  const { both } = labels(language);
  const rows = invoiceSumRows(invoice).map((row): TableCell[] => [
    {
      text: translate(language, `billing.sums.${row.key}`, { rate: String(invoice.ppnRate) }),
      bold: row.strong,
    },
    { text: formatRupiahSen(row.sen), alignment: 'right', bold: row.strong },
  ]);
  return {
    stack: [
      {
        columns: [
          { width: '*', text: '' },
          { width: 260, table: { widths: ['*', 'auto'], body: rows }, layout: 'noBorders' },
        ],
      },
      {
        text: [
          { text: `${both('amountInWords')}: `, style: 'label' },
          { text: capitalise(invoice.amountInWords), italics: true },
        ],
        margin: [0, 8, 0, 0],
      },
    ],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function payment(invoice: Invoice, language: Language): Content {
  const { t } = labels(language);
  if (!invoice.issuer.bankAccounts.length) return { text: '' };
  return {
    stack: [
      { text: t('payTo'), style: 'heading' },
      ...invoice.issuer.bankAccounts.map((account) => ({
        text: `${account.bankName} · ${account.accountNumber} · ${account.accountName}${account.branch ? ` · ${account.branch}` : ''}`,
      })),
    ],
  };
}

function signatures(invoice: Invoice, images: InvoiceImages, language: Language): Content {
  const { t } = labels(language);
  const signature = invoice.type === 'issued' ? image(images.signature, [120, 50]) : null;
  const block = (label: string, name: string | null, withSignature: boolean): Column => ({
    width: '*',
    stack: [
      { text: label, style: 'label' },
      withSignature && signature ? signature : { text: '', margin: [0, 40, 0, 0] },
      { text: name ?? '—', style: 'strong' },
    ],
  });
  return {
    columns: [
      block(t('preparedBy'), invoice.preparer, false),
      block(t('approvedBy'), invoice.approver, false),
      block(t('directorOfMarketing'), invoice.issuer.directorOfMarketing, true),
    ],
    columnGap: 16,
    margin: [0, 24, 0, 0],
  };
}

/** The printed invoice: the same content as the print view, in the reader's language. */
export function invoiceDocument(
  invoice: Invoice,
  images: InvoiceImages,
  language: Language,
  generatedAt: Date,
): TDocumentDefinitions {
  const { t } = labels(language);
  const proformaNote: Content[] =
    invoice.type === 'proforma' ? [{ text: t('notTaxInvoice'), style: 'label', margin: [0, 12, 0, 0] }] : [];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    language,
    info: { title: invoice.number ?? invoice.proformaNumber },
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true },
      heading: { fontSize: 10, bold: true, margin: [0, 12, 0, 4] },
      label: { fontSize: 7.5, color: '#555555' },
      strong: { bold: true },
      tableHeader: { bold: true, fontSize: 8, fillColor: '#eeeeee' },
      cancelled: { color: '#b00020', bold: true, fontSize: 12 },
    },
    content: [
      header(invoice, images, language),
      parties(invoice, language),
      linesTable(invoice, language),
      totals(invoice, language),
      payment(invoice, language),
      signatures(invoice, images, language),
      ...proformaNote,
    ],
    footer: (page, pages) => ({
      columns: [
        t('generatedAt', { time: formatDateTime(generatedAt, language) }),
        { text: t('page', { page: String(page), pages: String(pages) }), alignment: 'right' },
      ],
      fontSize: 7.5,
      color: '#666666',
      margin: [40, 16, 40, 0],
    }),
  };
}

export function invoicePdf(invoice: Invoice, images: InvoiceImages, language: Language, generatedAt: Date) {
  return renderPdf(invoiceDocument(invoice, images, language, generatedAt));
}
