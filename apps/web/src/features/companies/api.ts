import type { AccountStatus } from '@sirkula/domain/auth/account-status';
import type { CompanyDetail, CompanySummary } from '@sirkula/domain/companies/answers';
import type {
  CompanyDocument,
  CompanyProfileInput,
  ListCompaniesQuery,
} from '@sirkula/domain/companies/rules';
import type { Page } from '@sirkula/domain/shared/lists';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api, type QueryParams, withQuery } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { ownCompanyQuery } from '../../lib/own-company.ts';

export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListCompaniesQuery) => ['companies', 'list', query] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
};

export function companiesQuery(query: ListCompaniesQuery) {
  return queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: () => api<Page<CompanySummary>>('GET', withQuery('/companies', query)),
    placeholderData: keepPreviousData,
  });
}

export function companyQuery(id: string) {
  return queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => api<CompanyDetail>('GET', `/companies/${encodeURIComponent(id)}`),
  });
}

export const createCompany = (input: CompanyProfileInput) => api<CompanyDetail>('POST', '/companies', input);
export const createOwnCompany = (input: CompanyProfileInput) => api<CompanyDetail>('POST', '/company', input);
export const updateCompany = (id: string, input: CompanyProfileInput) =>
  api<CompanyDetail>('PATCH', `/companies/${encodeURIComponent(id)}`, input);
export const changeCompanyStatus = (id: string, status: AccountStatus) =>
  api<CompanyDetail>('POST', `/companies/${encodeURIComponent(id)}/status`, { status });

/**
 * Sends one document as multipart/form-data (field `file`) with the chosen language, so the server's
 * refusal (type, size) comes back translated like every other answer.
 */
export async function uploadCompanyDocument(
  id: string,
  document: CompanyDocument,
  file: File,
): Promise<CompanyDetail> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/companies/${encodeURIComponent(id)}/documents/${document}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'accept-language': currentLanguage() },
      body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const data = response.headers.get('content-type')?.includes('application/json')
    ? await response.json()
    : null;
  if (!response.ok) {
    throw new ApiError(response.status, data?.code ?? 'UNKNOWN', data?.message ?? '', data?.fields ?? {});
  }
  return data as CompanyDetail;
}

export function fileUrl(fileId: string): string {
  return `/api/v1/files/${encodeURIComponent(fileId)}`;
}

/** After a change: the answer becomes the cached detail, and lists and the own-company answer refresh. */
export async function storeCompany(queryClient: QueryClient, company: CompanyDetail): Promise<void> {
  queryClient.setQueryData(companyKeys.detail(company.id), company);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ownCompanyQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['audit', 'company', company.id] }),
  ]);
}

/**
 * One page of a list filtered to a company (its users, contracts or waste records), read from that
 * list's own endpoint; `filter` names the company and the order.
 */
export function companyRecordsQuery<T>(path: string, filter: QueryParams, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['companies', 'records', path, filter, page],
    queryFn: () => api<Page<T>>('GET', withQuery(path, { ...filter, page, pageSize })),
    placeholderData: keepPreviousData,
  });
}
