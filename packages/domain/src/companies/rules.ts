import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../auth/account-status.ts';
import { pageQuery, searchText, sortOrder } from '../shared/lists.ts';
import { placeFields, refinePlace } from '../shared/places.ts';
import { emailField, optionalPhoneField } from '../users/rules.ts';

export const COMPANY_KINDS = ['customer', 'partner'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** What a partner does for the provider; a partner may do both. */
export const PARTNER_ROLES = ['transporter', 'receiver'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** Only a partner transports or receives; a customer has no partner roles, whatever was sent. */
export function partnerRolesFor(kind: CompanyKind, roles: readonly PartnerRole[]): PartnerRole[] {
  return kind === 'partner' ? [...new Set(roles)] : [];
}

/** Indonesian legal forms of a business; 'other' needs its own description. */
export const LEGAL_TYPES = [
  'pt',
  'cv',
  'firma',
  'koperasi',
  'yayasan',
  'persero',
  'perorangan',
  'other',
] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const ENVIRONMENTAL_DOCUMENT_TYPES = ['AMDAL', 'SPPL', 'UKLUPL', 'DELH', 'DPLH', 'RKLRPL'] as const;
export type EnvironmentalDocumentType = (typeof ENVIRONMENTAL_DOCUMENT_TYPES)[number];

/** The two documents a company uploads with its profile. */
export const COMPANY_DOCUMENTS = ['environmentalDocument', 'registrationForm'] as const;
export type CompanyDocument = (typeof COMPANY_DOCUMENTS)[number];

/** NPWP as typed (dots, dashes, spaces allowed) → its digits, when there are 15 or 16 of them. */
export function npwpDigits(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '');
  return /^\d{15,16}$/.test(digits) ? digits : null;
}

/**
 * The NITKU (Nomor Identitas Tempat Kegiatan Usaha) is the business's 16-digit NPWP followed by six
 * digits for the place (000000 for the head office); an old 15-digit NPWP gains a leading 0. Both as
 * typed: the dots, dashes and spaces people group them by are left out.
 */
export function nitkuMatchesNpwp(nitku: string, npwp: string): boolean {
  const digits = npwpDigits(npwp);
  const place = nitku.replace(/[\s.-]/g, '');
  return digits !== null && /^\d{22}$/.test(place) && place.startsWith(npwp16(digits));
}

/** Since 2024 the NPWP has 16 digits; an old 15-digit number is the same number with a leading 0. */
export function npwp16(digits: string): string {
  return digits.length === 15 ? `0${digits}` : digits;
}

/** The familiar 15-digit layout 01.234.567.8-901.000; 16-digit numbers are shown in groups of four. */
export function formatNpwp(digits: string): string {
  if (digits.length === 15) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

function digitsField(length: number, message: string) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const digits = (value ?? '').replace(/[\s.-]/g, '');
      if (!digits) return null;
      if (!new RegExp(`^\\d{${length}}$`).test(digits)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return digits;
    });
}

/**
 * A buyer without an NPWP (an individual, a foreign buyer) is known to Coretax by its national ID
 * (NIK, 16 digits), passport or another ID (reference coretax-efaktur.md).
 */
export const ID_DOCUMENT_KINDS = ['nationalId', 'passport', 'otherId'] as const;
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number];

const ID_DOCUMENT_FORMATS: Record<IdDocumentKind, RegExp> = {
  nationalId: /^\d{16}$/,
  passport: /^[A-Z0-9]{6,20}$/,
  otherId: /^[\p{L}\p{N} ./-]{3,40}$/u,
};

/** An ID document's number as Coretax takes it: a NIK's digits, a passport's letters in upper case. */
export function idDocumentNumber(kind: IdDocumentKind, input: string): string | null {
  const value = kind === 'otherId' ? input.trim() : input.replace(/[\s.-]/g, '').toUpperCase();
  return ID_DOCUMENT_FORMATS[kind].test(value) ? value : null;
}

const npwpField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const digits = npwpDigits(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'companies.validation.npwp' });
      return z.NEVER;
    }
    return digits;
  });

const optionalEmail = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(emailField.nullable());

/** A number typed in a form; an empty field means "not given". */
function optionalNumber(rule: z.ZodNumber) {
  return z
    .union([z.number(), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(rule.nullable());
}

const number = () => z.number({ message: 'companies.validation.number' });

/** A whole, non-negative number. */
function count(max: number) {
  return optionalNumber(
    number()
      .int('companies.validation.wholeNumber')
      .min(0, 'companies.validation.notNegative')
      .max(max, 'companies.validation.tooLarge'),
  );
}

/**
 * Every field of the specification's Company entity that a person types. The two uploads are not
 * here: they go through their own route and the profile points at the stored file.
 */
export const companyProfileInput = z
  .object({
    name: z.string().trim().min(2, 'validation.nameTooShort').max(160, 'validation.tooLong'),
    kind: z.enum(COMPANY_KINDS),
    partnerRoles: z.array(z.enum(PARTNER_ROLES)).max(2).default([]),
    address: text(500),
    city: text(100),
    province: text(100),
    country: text(100),
    ...placeFields,
    industry: text(160),
    npwp: npwpField,
    nitku: digitsField(22, 'companies.validation.nitku'),
    idDocumentKind: z
      .enum(ID_DOCUMENT_KINDS)
      .nullish()
      .transform((value) => value ?? null),
    idDocumentNumber: text(40),
    nib: digitsField(13, 'companies.validation.nib'),
    kbli: digitsField(5, 'companies.validation.kbli'),
    legalType: z
      .enum(LEGAL_TYPES)
      .nullish()
      .transform((value) => value ?? null),
    legalTypeOther: text(120),
    picName: text(120),
    picEmail: optionalEmail,
    picPhone: optionalPhoneField,
    adminName: text(120),
    adminEmail: optionalEmail,
    adminPhone: optionalPhoneField,
    usesFestronik: z.boolean().default(false),
    festronikAccount: text(120),
    festronikRemark: text(500),
    /** A transporter's ministry B3 transport recommendation (Surat Rekomendasi Pengangkutan Limbah B3). */
    transportRecommendationNumber: text(120),
    /** A receiver's B3 waste management licence. */
    b3LicenceNumber: text(120),
    wasteAreaM2: count(100_000_000),
    employeeCount: count(10_000_000),
    mainRawMaterials: text(500),
    exportPercentage: optionalNumber(
      number().min(0, 'companies.validation.percentage').max(100, 'companies.validation.percentage'),
    ),
    previousYearWasteKg: count(1_000_000_000_000),
    environmentalDocumentType: z
      .enum(ENVIRONMENTAL_DOCUMENT_TYPES)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((company, ctx) => {
    refinePlace(company, ctx);
    if (company.legalType === 'other' && !company.legalTypeOther) {
      ctx.addIssue({
        code: 'custom',
        path: ['legalTypeOther'],
        message: 'companies.validation.legalTypeOther',
      });
    }
    if (company.usesFestronik && !company.festronikAccount) {
      ctx.addIssue({
        code: 'custom',
        path: ['festronikAccount'],
        message: 'companies.validation.festronikAccount',
      });
    }
    if (company.nitku && company.npwp && !nitkuMatchesNpwp(company.nitku, company.npwp)) {
      ctx.addIssue({ code: 'custom', path: ['nitku'], message: 'companies.validation.nitkuNpwp' });
    }
    refineIdDocument(company, ctx);
    if (company.kind === 'partner' && company.partnerRoles.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['partnerRoles'], message: 'companies.validation.partnerRoles' });
    }
  })
  .transform((company) => {
    const partnerRoles = partnerRolesFor(company.kind, company.partnerRoles);
    return {
      ...company,
      partnerRoles,
      // Each number belongs to a role: a company without it keeps none (the form hides the field).
      transportRecommendationNumber: partnerRoles.includes('transporter')
        ? company.transportRecommendationNumber
        : null,
      b3LicenceNumber: partnerRoles.includes('receiver') ? company.b3LicenceNumber : null,
      legalTypeOther: company.legalType === 'other' ? company.legalTypeOther : null,
      festronikAccount: company.usesFestronik ? company.festronikAccount : null,
      idDocumentNumber:
        company.idDocumentKind && company.idDocumentNumber
          ? idDocumentNumber(company.idDocumentKind, company.idDocumentNumber)
          : null,
      idDocumentKind: company.idDocumentNumber ? company.idDocumentKind : null,
    };
  });
/** An ID document needs its kind and a number of that kind's shape. */
function refineIdDocument(
  company: { idDocumentKind: IdDocumentKind | null; idDocumentNumber: string | null },
  ctx: z.RefinementCtx,
) {
  const { idDocumentKind: kind, idDocumentNumber: number } = company;
  if (number && !kind)
    ctx.addIssue({
      code: 'custom',
      path: ['idDocumentKind'],
      message: 'companies.validation.idDocumentKind',
    });
  if (kind && !number)
    ctx.addIssue({
      code: 'custom',
      path: ['idDocumentNumber'],
      message: 'companies.validation.idDocumentNumber',
    });
  if (kind && number && !idDocumentNumber(kind, number))
    ctx.addIssue({
      code: 'custom',
      path: ['idDocumentNumber'],
      message: `companies.validation.idDocumentFormat.${kind}`,
    });
}

export type CompanyProfileInput = z.input<typeof companyProfileInput>;
export type CompanyProfile = z.output<typeof companyProfileInput>;

export const COMPANY_SORTS = ['name', 'city', 'status', 'createdAt', 'profileComplete'] as const;

export const listCompaniesQuery = pageQuery.extend({
  q: searchText,
  kind: z.enum(COMPANY_KINDS).optional(),
  /** Partners holding this role (a journey's transporter or receiver). */
  partnerRole: z.enum(PARTNER_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  complete: z.enum(['yes', 'no']).optional(),
  sort: z.enum(COMPANY_SORTS).default('name'),
  order: sortOrder,
});
export type ListCompaniesQuery = z.input<typeof listCompaniesQuery>;
export type CompanyListFilter = z.output<typeof listCompaniesQuery>;

/** What a stored company holds besides the typed profile: which documents have been uploaded. */
export interface CompanyForCompleteness extends Partial<Record<keyof CompanyProfile, unknown>> {
  kind: CompanyKind;
  environmentalDocumentFileId: string | null;
  registrationFormFileId: string | null;
}

/** Fields a profile must have before the company may request pickups, sign contracts or be billed. */
const REQUIRED_FIELDS = [
  'name',
  'address',
  'city',
  'province',
  'country',
  'industry',
  'npwp',
  'nib',
  'legalType',
  'picName',
  'picEmail',
  'picPhone',
  'environmentalDocumentType',
  'environmentalDocumentFileId',
  'registrationFormFileId',
] as const;
type CompletenessField = (typeof REQUIRED_FIELDS)[number] | 'legalTypeOther' | 'partnerRoles';

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '';
}

/** The fields still missing from a company's profile; an empty list means the profile is complete. */
export function missingProfileFields(company: CompanyForCompleteness): CompletenessField[] {
  // A buyer without an NPWP may give its ID document instead (Coretax exports it by that).
  const identified = filled(company.idDocumentKind) && filled(company.idDocumentNumber);
  const missing: CompletenessField[] = REQUIRED_FIELDS.filter(
    (field) => !filled(company[field]) && !(field === 'npwp' && identified),
  );
  if (company.legalType === 'other' && !filled(company.legalTypeOther)) missing.push('legalTypeOther');
  if (company.kind === 'partner' && !filled(company.partnerRoles)) missing.push('partnerRoles');
  return missing;
}

export function isProfileComplete(company: CompanyForCompleteness): boolean {
  return missingProfileFields(company).length === 0;
}
