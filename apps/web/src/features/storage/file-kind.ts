import { DOCUMENT_TYPES } from '@sirkula/domain/documents/rules';
import type { FileOwner } from '@sirkula/domain/storage/answers';
import type { TFunction } from 'i18next';
import { runtimeKey } from '../../lib/i18n.ts';

const KNOWN = new Set([
  'environmentalDocument',
  'registrationForm',
  'processingCertificate',
  'handoverEvidence',
  'paymentProof',
  'report',
  'invoiceLogo',
  'invoiceSignature',
]);

const DOCUMENT_PREFIX = 'document:';

/**
 * A file's purpose in words: `document:<type>` is a library document of that type (an invoice, a report,
 * a proof of delivery); an unknown purpose shows as stored.
 */
export function kindLabel(t: TFunction, purpose: string): string {
  if (purpose.startsWith(DOCUMENT_PREFIX)) {
    const type = purpose.slice(DOCUMENT_PREFIX.length);
    return (DOCUMENT_TYPES as readonly string[]).includes(type)
      ? t(runtimeKey(`storage.console.documentKinds.${type}`))
      : t('storage.console.kinds.document');
  }
  return KNOWN.has(purpose) ? t(runtimeKey(`storage.console.kinds.${purpose}`)) : purpose;
}

/** A record that points at a file, in words: what it is and its name (`Company · PT Sumber Makmur`). */
export function ownerLabel(t: TFunction, owner: FileOwner): string {
  const kind = t(runtimeKey(`storage.console.owners.${owner.kind}`));
  return owner.label ? `${kind} · ${owner.label}` : kind;
}
