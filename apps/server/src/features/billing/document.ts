import type { Readable } from 'node:stream';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { finalDocumentFile } from '../documents/public.ts';
import { invoicingImages } from '../settings/public.ts';
import type { StorageDeps } from '../storage/public.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { InvoiceSummaryRow } from './queries.ts';
import { invoiceAnswer } from './service.ts';

/** The image files an issued invoice was printed with (kept in its issuer block); current ones otherwise. */
function imageIds(row: InvoiceSummaryRow) {
  const issuer = row.invoice.issuer;
  if (row.invoice.type !== 'issued' || !issuer) return undefined;
  return { logoFileId: issuer.logoFileId ?? null, signatureFileId: issuer.signatureFileId ?? null };
}

/** The invoice's PDF and its file name (`invoice-INV-2026-000123.pdf`), in the reader's language. */
export async function invoiceDocumentPdf(
  deps: { db: Db; storage: StorageDeps },
  row: InvoiceSummaryRow,
  language: Language,
  now: Date,
) {
  const [answer, images] = await Promise.all([
    invoiceAnswer(deps.db, row, null, now),
    invoicingImages(deps.storage, imageIds(row)),
  ]);
  const body = await invoicePdf(answer, images, language, now);
  const label = invoiceLabel(row.invoice).replace(/[^A-Za-z0-9-]+/g, '-');
  return { body, fileName: `${translate(language, 'billing.fileName')}-${label}.pdf` };
}

/**
 * What the invoice's download serves. An issued (and not cancelled) invoice is a legal document: its
 * Indonesian PDF is stored in the document library the first time it is asked for and served from
 * there ever after, so a later template or setting never changes it; a reader in another language gets
 * a rendering for reading (decision 024). Proformas are rendered on demand.
 */
export async function invoiceDownload(
  deps: { db: Db; storage: StorageDeps },
  row: InvoiceSummaryRow,
  language: Language,
  now: Date,
): Promise<{ body: Buffer | Readable; fileName: string }> {
  const { invoice } = row;
  const final = invoice.type === 'issued' && invoice.number !== null && invoice.cancelledAt === null;
  if (!final) return invoiceDocumentPdf(deps, row, language, now);
  const label = invoiceLabel(invoice);
  const stored = await finalDocumentFile(
    deps,
    {
      companyId: invoice.companyId,
      type: 'invoice',
      displayName: `${translate('id', 'billing.pdf.invoice')} ${label}`,
      record: { kind: 'invoice', id: invoice.id, label },
    },
    async () => {
      const legal = await invoiceDocumentPdf(deps, row, 'id', now);
      return { fileName: legal.fileName, data: legal.body };
    },
    now,
  );
  if (language === 'id') return { body: stored.body, fileName: stored.fileName };
  stored.body.destroy();
  return invoiceDocumentPdf(deps, row, language, now);
}
