import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { formatDate, formatRupiah } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Db } from '../../db/client.ts';
import type { Notify } from '../../lib/notifications.ts';
import { streamToBuffer } from '../../lib/streams.ts';
import { getBranding } from '../settings/public.ts';
import type { StorageDeps } from '../storage/public.ts';
import { companyAdmins } from '../users/public.ts';
import { invoiceDownload } from './document.ts';
import * as queries from './queries.ts';

export interface InvoiceMailDeps {
  db: Db;
  storage: StorageDeps;
  notify: Notify;
  clock: () => Date;
}

/**
 * Sends an issued invoice to its company's active admins with the PDF attached, and notes each e-mail on
 * the invoice. We do not know each reader's language: the text is Indonesian first, then English, and
 * the PDF is in Indonesian, the language of the tax documents it goes with.
 */
export async function sendIssuedInvoice(deps: InvoiceMailDeps, invoiceId: string): Promise<void> {
  const row = await queries.findInvoice(deps.db, invoiceId);
  if (!row?.invoice.number) return;
  const now = deps.clock();
  // Issuing makes the invoice final: its PDF is stored in the document library now, and attached as stored.
  const { body, fileName } = await invoiceDownload(deps, row, 'id', now);
  const recipients = await companyAdmins(deps.db, row.invoice.companyId);
  if (!recipients.length) {
    if (!Buffer.isBuffer(body)) body.destroy();
    return;
  }
  const provider = (await getBranding(deps.db)).companyName;
  const values = {
    number: invoiceLabel(row.invoice),
    provider,
    amount: formatRupiah(row.invoice.grandTotal),
  };
  const paragraph = (language: 'en' | 'id') =>
    [
      translate(language, 'billing.mail.body', {
        ...values,
        dueDate: row.invoice.dueDate ? formatDate(row.invoice.dueDate, language) : '',
      }),
      translate(language, 'billing.mail.closing'),
    ].join('\n');
  await deps.notify(
    recipients.map((recipient) => ({ name: recipient.name, email: recipient.email, phone: null })),
    {
      subject: translate('id', 'billing.mail.subject', values),
      text: [
        paragraph('id'),
        '',
        paragraph('en'),
        '',
        translate('id', 'email.signature', { company: provider }),
      ].join('\n'),
      attachments: [{ fileName, content: await streamToBuffer(body), contentType: 'application/pdf' }],
    },
  );
  await queries.insertEmails(
    deps.db,
    recipients.map((recipient) => ({
      invoiceId,
      recipient: recipient.email,
      kind: 'issued' as const,
      sentAt: now,
    })),
  );
}
