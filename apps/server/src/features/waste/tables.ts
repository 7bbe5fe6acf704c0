import { CONTRACT_UNITS, WASTE_TYPES } from '@sirkula/domain/contracts/rules';
import { HAZARD_CHARACTERISTICS } from '@sirkula/domain/manifests/b3-codes';
import {
  PACKAGINGS,
  PHYSICAL_FORMS,
  TIME_WINDOWS,
  WASTE_STATUSES,
  WASTE_SUB_TYPES,
} from '@sirkula/domain/waste/rules';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { smartBins } from '../smartbins/tables.ts';

const wasteStatus = text('status', { enum: WASTE_STATUSES }).notNull().default('waiting');

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
    type: text('type', { enum: WASTE_TYPES }).notNull(),
    subType: text('sub_type', { enum: WASTE_SUB_TYPES }),
    wasteCode: text('waste_code'),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit', { enum: CONTRACT_UNITS }).notNull(),
    status: wasteStatus,
    potentialCost: bigint('potential_cost', { mode: 'number' }).notNull(),
    pickupAddress: text('pickup_address').notNull(),
    packaging: text('packaging', { enum: PACKAGINGS }).notNull(),
    /** How many drums, sacks…: with the physical form, what a B3 manifest needs beyond the request. */
    packageCount: integer('package_count'),
    physicalForm: text('physical_form', { enum: PHYSICAL_FORMS }),
    /** B3 only: the hazard characteristics staff recorded; null reads as the code's from the code list. */
    hazardCharacteristics: text('hazard_characteristics', { enum: HAZARD_CHARACTERISTICS }).array(),
    generatedOn: date('generated_on'),
    requestedPickupDate: date('requested_pickup_date'),
    timeWindow: text('time_window', { enum: TIME_WINDOWS }).notNull(),
    notes: text('notes'),
    /** The smart bin the pickup was requested from, when it was; a bin removed later leaves it null. */
    smartBinId: uuid('smart_bin_id').references(() => smartBins.id, { onDelete: 'set null' }),
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
    index('waste_smart_bin_idx').on(table.smartBinId, table.createdAt).where(sql`smart_bin_id is not null`),
    // Staff's rounds of a day: one day's records are few, whatever the company or status asked.
    index('waste_pickup_date_idx').on(table.requestedPickupDate, table.status),
    // A partial number is searched by prefix (LIKE), which the unique indexes serve only under the C
    // collation; without these a search reads every record.
    index('waste_transaction_number_prefix_idx').on(table.transactionNumber.op('text_pattern_ops')),
    index('waste_registration_number_prefix_idx').on(table.registrationNumber.op('text_pattern_ops')),
    // The dashboards' distribution (features/dashboard/queries.ts): a window's records by type, code and
    // quantity from the index alone for staff, and a customer's window found by its company.
    index('waste_dashboard_date_idx').on(
      table.transactionDate,
      table.status,
      table.type,
      table.unit,
      table.quantity,
      table.wasteCode,
      table.id,
    ),
    index('waste_company_transaction_date_idx').on(table.companyId, table.transactionDate),
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
    fromStatus: text('from_status', { enum: WASTE_STATUSES }),
    toStatus: text('to_status', { enum: WASTE_STATUSES }).notNull(),
    actorId: text('actor_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waste_history_record_idx').on(table.wasteRecordId, table.createdAt)],
);
