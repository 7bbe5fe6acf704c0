import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../lib/company-scope.ts';

/** The condition that keeps a query within a scope, on the column naming a row's company. */
export function withinScope(companyColumn: PgColumn, scope: CompanyScope): SQL | undefined {
  if (scope.kind === 'every') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(companyColumn, scope.companyId);
}
