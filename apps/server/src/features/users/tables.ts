import { USER_ROLES, USER_TYPES } from '@sirkula/domain/users/user-kinds';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountStatus, timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';

/** Accounts. The first columns are better-auth's; the rest are ours and never set by the browser. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** `sortableName(name)`, written with every name (see users/queries.ts); lists sort by it. */
    sortName: text('sort_name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps,
    phone: text('phone'),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('customer'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    companyId: uuid('company_id').references(() => companies.id),
    status: accountStatus(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (table) => [
    index('users_company_idx').on(table.companyId),
    index('users_sort_name_idx').on(table.sortName),
    index('users_status_sort_name_idx').on(table.status, table.sortName),
    index('users_created_idx').on(table.createdAt),
  ],
);
