import { LICENCE_CLASSES, VEHICLE_TYPES } from '@sirkula/domain/fleet/rules';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/** A transporter's vehicle, with the documents a B3 journey needs valid on its planned date. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Normalised by the domain (`B 1234 XYZ`), so one plate is one vehicle however it was typed. */
    plate: text('plate').notNull().unique(),
    type: text('type', { enum: VEHICLE_TYPES }).notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    b3PermitNumber: text('b3_permit_number'),
    b3PermitExpiresOn: date('b3_permit_expires_on'),
    registrationExpiresOn: date('registration_expires_on'),
    roadworthinessExpiresOn: date('roadworthiness_expires_on'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('vehicles_company_plate_idx').on(table.companyId, table.plate)],
);

/** A transporter's driver; the linked account is the one used on the phone at handover. */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceClass: text('licence_class', { enum: LICENCE_CLASSES }).notNull(),
    licenceExpiresOn: date('licence_expires_on'),
    b3TrainingExpiresOn: date('b3_training_expires_on'),
    userId: text('user_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('drivers_company_name_idx').on(table.companyId, table.name),
    uniqueIndex('drivers_user_idx').on(table.userId),
  ],
);
