import type { CompanyOptions } from '@sirkula/domain/companies/answers';
import type { CompanyKind } from '@sirkula/domain/companies/rules';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from './api.ts';

/** Companies to choose from, searched on the server, at most a page of names at a time. */
export function companyOptionsQuery(q: string, kind?: CompanyKind) {
  return queryOptions({
    queryKey: ['companies', 'options', { q, kind }],
    queryFn: () => api<CompanyOptions>('GET', withQuery('/companies/options', { q, kind })),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}
