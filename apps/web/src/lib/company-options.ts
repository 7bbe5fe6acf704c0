import type { companiesApi } from '@sirkula/domain/companies/api';
import type { CompanyKind } from '@sirkula/domain/companies/rules';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from './api.ts';

const call = client<typeof companiesApi>();

/** Companies to choose from, searched on the server, at most a page of names at a time. */
export function companyOptionsQuery(q: string, kind?: CompanyKind) {
  return queryOptions({
    queryKey: ['companies', 'options', { q, kind }],
    queryFn: () => call('GET /companies/options', { query: { q, kind } }),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}
