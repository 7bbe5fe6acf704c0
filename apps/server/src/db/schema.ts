import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const accountStatus = text('status', { enum: ['pending', 'active', 'inactive', 'suspended', 'deleted'] })
  .notNull()
  .default('pending');

/** A customer (waste producer) or partner (transporter, receiver) with the profile of the specification. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['customer', 'partner'] }).notNull(),
    partnerRoles: text('partner_roles', { enum: ['transporter', 'receiver'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: accountStatus,
    address: text('address'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    industry: text('industry'),
    npwp: text('npwp'),
    nib: text('nib'),
    kbli: text('kbli'),
    legalType: text('legal_type', {
      enum: ['pt', 'cv', 'firma', 'koperasi', 'yayasan', 'persero', 'perorangan', 'other'],
    }),
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
    wasteAreaM2: bigint('waste_area_m2', { mode: 'number' }),
    employeeCount: integer('employee_count'),
    mainRawMaterials: text('main_raw_materials'),
    exportPercentage: numeric('export_percentage', { precision: 5, scale: 2, mode: 'number' }),
    previousYearWasteKg: bigint('previous_year_waste_kg', { mode: 'number' }),
    environmentalDocumentType: text('environmental_document_type', {
      enum: ['AMDAL', 'SPPL', 'UKLUPL', 'DELH', 'DPLH', 'RKLRPL'],
    }),
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
  ],
);

/** An uploaded file: the bytes live in the file store under `storageKey`, never under the user's name. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_company_idx').on(table.companyId, table.createdAt)],
);

/** Accounts. The first columns are better-auth's; the rest are ours and never set by the browser. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps,
    phone: text('phone'),
    userType: text('user_type', { enum: ['internal', 'customer', 'partner'] })
      .notNull()
      .default('customer'),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    companyId: uuid('company_id').references(() => companies.id),
    status: accountStatus,
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (table) => [
    index('users_company_idx').on(table.companyId),
    index('users_name_idx').on(table.name),
    index('users_status_name_idx').on(table.status, table.name),
    index('users_created_idx').on(table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps,
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Sign-in attempts per account e-mail (known or not, so the answer says nothing about which exist),
 * for the lock-out that holds whatever address or server the attempts come from.
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Branding and other provider settings, editable by internal admins; one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the platform sends; in the embedded mode this is where verification links are read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    actorId: text('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt)],
);

/** Yearly counters for readable numbers (contracts, waste transactions); one row per series and year. */
export const numberSequences = pgTable(
  'number_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

const contractStatus = text('status', { enum: ['draft', 'active', 'cancelled'] })
  .notNull()
  .default('draft');

/** What a customer pays the provider, or the provider pays a partner; money in whole rupiah. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['customer', 'partner'] }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: contractStatus,
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    unit: text('unit', { enum: ['bin', 'kg'] }).notNull(),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    frequency: text('frequency', {
      enum: [
        'daily',
        'every2Days',
        'weekly',
        'every2Weeks',
        'monthly',
        'every3Months',
        'every6Months',
        'yearly',
      ],
    }).notNull(),
    frequencyInterval: integer('frequency_interval').notNull().default(1),
    pricePerFrequency: bigint('price_per_frequency', { mode: 'number' }).notNull().default(0),
    maxQuantityPerFrequency: numeric('max_quantity_per_frequency', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    paymentTiming: text('payment_timing', { enum: ['advance', 'arrears'] }).notNull(),
    paymentTerm: text('payment_term', {
      enum: ['net15', 'net30', 'net45', 'net60', 'dueOnReceipt'],
    }).notNull(),
    paymentCycle: text('payment_cycle', { enum: ['perPickup', 'monthly', 'quarterly', 'yearly'] }).notNull(),
    onDemand: boolean('on_demand').notNull().default(false),
    ppnRate: integer('ppn_rate').notNull(),
    wasteTypes: text('waste_types', { enum: ['b3', 'nonB3', 'electronic', 'medical', 'other'] })
      .array()
      .notNull(),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (table) => [
    index('contracts_company_status_idx').on(table.companyId, table.status, table.endDate),
    index('contracts_status_end_idx').on(table.status, table.endDate),
    index('contracts_created_idx').on(table.createdAt, table.id),
  ],
);

const wasteStatus = text('status', {
  enum: [
    'drafted',
    'waiting',
    'journeyAssigned',
    'onProgress',
    'partiallyDelivered',
    'delivered',
    'cancelled',
  ],
})
  .notNull()
  .default('waiting');

/** One pickup of one kind of waste, followed from the customer's site to the receiver by its registration number. */
export const wasteRecords = pgTable(
  'waste_records',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    transactionNumber: text('transaction_number').notNull().unique(),
    registrationNumber: text('registration_number').notNull().unique(),
    transactionDate: date('transaction_date').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    type: text('type', { enum: ['b3', 'nonB3', 'electronic', 'medical', 'other'] }).notNull(),
    subType: text('sub_type', {
      enum: [
        'expiredMedicine',
        'infectiousClinic',
        'sharpObjects',
        'medicalIndustry',
        'generalIndustry',
        'lightingIndustry',
        'specificIndustry',
      ],
    }),
    wasteCode: text('waste_code'),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit', { enum: ['bin', 'kg'] }).notNull(),
    status: wasteStatus,
    potentialCost: bigint('potential_cost', { mode: 'number' }).notNull(),
    pickupAddress: text('pickup_address').notNull(),
    packaging: text('packaging', {
      enum: ['drum', 'jerrycan', 'ibc', 'sack', 'jumboBag', 'box', 'bin', 'other'],
    }).notNull(),
    generatedOn: date('generated_on'),
    requestedPickupDate: date('requested_pickup_date'),
    timeWindow: text('time_window', { enum: ['morning', 'afternoon'] }).notNull(),
    notes: text('notes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (table) => [
    index('waste_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('waste_company_status_created_idx').on(table.companyId, table.status, table.createdAt),
    index('waste_status_created_idx').on(table.status, table.createdAt),
    index('waste_status_type_created_idx').on(table.status, table.type, table.createdAt),
    index('waste_created_idx').on(table.createdAt, table.id),
    index('waste_transaction_date_idx').on(table.transactionDate, table.createdAt, table.id),
    index('waste_contract_pickup_idx').on(table.contractId, table.requestedPickupDate),
    // Staff's rounds of a day: one day's records are few, whatever the company or status asked.
    index('waste_pickup_date_idx').on(table.requestedPickupDate, table.status),
  ],
);

/** Who moved a waste record from which status to which, and why: its timeline. */
export const wasteStatusHistory = pgTable(
  'waste_status_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    wasteRecordId: uuid('waste_record_id')
      .notNull()
      .references(() => wasteRecords.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waste_history_record_idx').on(table.wasteRecordId, table.createdAt)],
);
