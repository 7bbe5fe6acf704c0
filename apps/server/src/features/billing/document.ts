import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
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
