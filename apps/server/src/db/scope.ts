import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CompanyScope, scopedCompanyId } from '../lib/company-scope.ts';

/**
 * The condition that keeps a query within a scope, on the column naming a row's company; `wanted` is a
 * company filter the request sends, which narrows staff and is ignored for anyone else.
 */
export function withinScope(
  companyColumn: PgColumn,
  scope: CompanyScope,
  wanted?: string | null,
): SQL | undefined {
  if (scope.kind === 'none') return sql`false`;
  const companyId = scopedCompanyId(scope, wanted);
  return companyId ? eq(companyColumn, companyId) : undefined;
}
