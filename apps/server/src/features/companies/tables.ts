import {
  COMPANY_KINDS,
  ENVIRONMENTAL_DOCUMENT_TYPES,
  ID_DOCUMENT_KINDS,
  LEGAL_TYPES,
  PARTNER_ROLES,
} from '@sirkula/domain/companies/rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountStatus, timestamps } from '../../db/columns.ts';
import { files } from '../storage/tables.ts';

/** A customer (waste producer) or partner (transporter, receiver) with the profile of the specification. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    kind: text('kind', { enum: COMPANY_KINDS }).notNull(),
    partnerRoles: text('partner_roles', { enum: PARTNER_ROLES }).array().notNull().default(sql`'{}'::text[]`),
    status: accountStatus(),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    /** The site's pin on the map; the city stays text, as typed. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    industry: text('industry'),
    npwp: text('npwp'),
    /** The 22-digit tax location identifier (NPWP + branch) Coretax needs for the buyer. */
    nitku: text('nitku'),
    /** A buyer without an NPWP: its national ID, passport or other ID, which Coretax takes instead. */
    idDocumentKind: text('id_document_kind', { enum: ID_DOCUMENT_KINDS }),
    idDocumentNumber: text('id_document_number'),
    nib: text('nib'),
    kbli: text('kbli'),
    legalType: text('legal_type', { enum: LEGAL_TYPES }),
    legalTypeOther: text('legal_type_other'),
    picName: text('pic_name'),
    picEmail: text('pic_email'),
    picPhone: text('pic_phone'),
    adminName: text('admin_name'),
    adminEmail: text('admin_email'),
    adminPhone: text('admin_phone'),
    usesFestronik: boolean('uses_festronik').notNull().default(false),
    festronikAccount: text('festronik_account'),
    festronikRemark: text('festronik_remark'),
    /** A transporter's ministry B3 transport recommendation (Surat Rekomendasi Pengangkutan Limbah B3). */
    transportRecommendationNumber: text('transport_recommendation_number'),
    /** A receiver's (processor's) B3 waste management licence. */
    b3LicenceNumber: text('b3_licence_number'),
    wasteAreaM2: bigint('waste_area_m2', { mode: 'number' }),
    employeeCount: integer('employee_count'),
    mainRawMaterials: text('main_raw_materials'),
    exportPercentage: numeric('export_percentage', { precision: 5, scale: 2, mode: 'number' }),
    previousYearWasteKg: bigint('previous_year_waste_kg', { mode: 'number' }),
    environmentalDocumentType: text('environmental_document_type', { enum: ENVIRONMENTAL_DOCUMENT_TYPES }),
    environmentalDocumentFileId: uuid('environmental_document_file_id').references(
      (): AnyPgColumn => files.id,
    ),
    registrationFormFileId: uuid('registration_form_file_id').references((): AnyPgColumn => files.id),
    /** Derived from the profile by the domain's completeness rule on every write, so lists can filter and sort by it. */
    profileComplete: boolean('profile_complete').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    index('companies_kind_status_name_idx').on(table.kind, table.status, table.name),
    index('companies_city_idx').on(table.city),
    index('companies_created_idx').on(table.createdAt),
    // The storage console asks which company a file belongs to (its owner column).
    index('companies_environmental_document_idx')
      .on(table.environmentalDocumentFileId)
      .where(sql`${table.environmentalDocumentFileId} is not null`),
    index('companies_registration_form_idx')
      .on(table.registrationFormFileId)
      .where(sql`${table.registrationFormFileId} is not null`),
  ],
);
