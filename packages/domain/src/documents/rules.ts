import { z } from 'zod';
import { addDays, type CalendarDate, daysBetween, isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';

/** What a document is; the library filters by it and the expiry rules read only its dates. */
export const DOCUMENT_TYPES = [
  'registrationForm',
  'environmentalDocument',
  'contract',
  'permit',
  'manifest',
  'proofOfDelivery',
  'processingCertificate',
  'invoice',
  'report',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The kind of record a document belongs to (a company's permit, an invoice's PDF, a journey's proof). */
export const RECORD_KINDS = [
  'company',
  'contract',
  'journey',
  'wasteRecord',
  'invoice',
  'manifest',
  'report',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A document is flagged while its validity ends within this many days (the end date included). */
export const EXPIRING_SOON_DAYS = 30;

/**
 * Where a document stands on `today` (WIB): `none` without an end date, `expired` after its last valid
 * day, `expiring` from 30 days before that day to the day itself, else `valid`.
 */
export const EXPIRY_STATES = ['valid', 'expiring', 'expired', 'none'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

export function expiryState(validUntil: CalendarDate | null, today: CalendarDate): ExpiryState {
  if (!validUntil) return 'none';
  if (validUntil < today) return 'expired';
  return daysBetween(today, validUntil) <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
}

/** Days left until the last valid day (0 on the day itself, negative once expired); null without one. */
export function daysLeft(validUntil: CalendarDate | null, today: CalendarDate): number | null {
  return validUntil ? daysBetween(today, validUntil) : null;
}

/** The last valid days a list filter on `state` reads, as a range of dates (bounds included). */
export function validUntilRange(
  state: Exclude<ExpiryState, 'none'>,
  today: CalendarDate,
): { from?: CalendarDate; to?: CalendarDate } {
  if (state === 'expired') return { to: addDays(today, -1) };
  if (state === 'expiring') return { from: today, to: addDays(today, EXPIRING_SOON_DAYS) };
  return { from: addDays(today, EXPIRING_SOON_DAYS + 1) };
}

/**
 * The notice a document's expiry is told with, once per document and end date (a new version with a
 * new end date is told of again), or null when none is due on `today`: it goes while the document is
 * expiring, so a run that missed a day still sends it.
 */
export function expiryNotice(validUntil: CalendarDate | null, today: CalendarDate): string | null {
  return expiryState(validUntil, today) === 'expiring' ? `expires-${validUntil}` : null;
}

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'documents.validation.date');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => value || null);

/** Validity dates; the end is never before the start. Form fields are text, empty meaning none. */
const validity = {
  validFrom: optionalDate,
  validUntil: optionalDate,
};

function untilNotBeforeFrom(value: { validFrom: string | null; validUntil: string | null }): boolean {
  return !value.validFrom || !value.validUntil || value.validUntil >= value.validFrom;
}
const untilAfterFrom = { path: ['validUntil'], message: 'documents.validation.untilBeforeFrom' };

/**
 * An upload's fields (sent as a multipart form beside its file): what it is, what it is called, whose
 * it is and the record it belongs to, and when it is valid.
 */
export const documentInput = z
  .object({
    type: z.enum(DOCUMENT_TYPES, { message: 'documents.validation.type' }),
    displayName: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.tooLong'),
    companyId: z
      .union([z.uuid('documents.validation.company'), z.literal('')])
      .optional()
      .transform((value) => value || null),
    recordKind: z
      .union([z.enum(RECORD_KINDS, { message: 'documents.validation.recordKind' }), z.literal('')])
      .optional()
      .transform((value) => value || null),
    /** The record's number as people know it (a contract's, a manifest's), when it belongs to one. */
    recordLabel: optionalText(120),
    ...validity,
  })
  .refine(untilNotBeforeFrom, untilAfterFrom);
export type DocumentInput = z.input<typeof documentInput>;
export type DocumentValues = z.output<typeof documentInput>;

/** A new version's fields: its validity, which a renewed permit or licence usually changes. */
export const versionInput = z.object(validity).refine(untilNotBeforeFrom, untilAfterFrom);
export type VersionInput = z.input<typeof versionInput>;
export type VersionValues = z.output<typeof versionInput>;

export const DOCUMENT_SORTS = ['createdAt', 'validUntil', 'displayName'] as const;

export const listDocumentsQuery = pageQuery.extend({
  q: searchText,
  type: z.enum(DOCUMENT_TYPES).optional(),
  companyId: z.uuid().optional(),
  recordKind: z.enum(RECORD_KINDS).optional(),
  recordId: z.string().trim().min(1).max(100).optional(),
  expiry: z.enum(EXPIRY_STATES).optional(),
  sort: z.enum(DOCUMENT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuery>;
export type DocumentListFilter = z.output<typeof listDocumentsQuery>;

/** Files the library previews in the browser; anything else (a Word file) is downloaded. */
export function canPreview(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}
