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

/** A file's purpose in words: `document:<type>` is a company document; an unknown purpose shows as stored. */
export function kindLabel(t: TFunction, purpose: string): string {
  if (purpose.startsWith('document:')) return t('storage.console.kinds.document');
  return KNOWN.has(purpose) ? t(runtimeKey(`storage.console.kinds.${purpose}`)) : purpose;
}
