import {
  CONTRACT_KINDS,
  CONTRACT_PROMOTIONS,
  CONTRACT_STATUSES,
  CONTRACT_UNITS,
  FREQUENCIES,
  PAYMENT_CYCLES,
  PAYMENT_TERMS,
  PAYMENT_TIMINGS,
  type PpnRate,
  WASTE_TYPES,
} from '@sirkula/domain/contracts/rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';

const contractStatus = text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft');

/** What a customer pays the provider, or the provider pays a partner; money in whole rupiah. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: contractStatus,
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    unit: text('unit', { enum: CONTRACT_UNITS }).notNull(),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    frequency: text('frequency', { enum: FREQUENCIES }).notNull(),
    frequencyInterval: integer('frequency_interval').notNull().default(1),
    pricePerFrequency: bigint('price_per_frequency', { mode: 'number' }).notNull().default(0),
    /** Charged per delivered pickup on its own invoice line (arrears) or with each pickup (on demand). */
    transportCost: bigint('transport_cost', { mode: 'number' }).notNull().default(0),
    maxQuantityPerFrequency: numeric('max_quantity_per_frequency', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    paymentTiming: text('payment_timing', { enum: PAYMENT_TIMINGS }).notNull(),
    paymentTerm: text('payment_term', { enum: PAYMENT_TERMS }).notNull(),
    paymentCycle: text('payment_cycle', { enum: PAYMENT_CYCLES }).notNull(),
    onDemand: boolean('on_demand').notNull().default(false),
    ppnRate: integer('ppn_rate').$type<PpnRate>().notNull(),
    wasteTypes: text('waste_types', { enum: WASTE_TYPES }).array().notNull(),
    notes: text('notes'),
    /** A promotion it carries (the partnership programme's free first month of transport), if any. */
    promotion: text('promotion', { enum: CONTRACT_PROMOTIONS }),
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
