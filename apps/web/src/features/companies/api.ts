import type { AccountStatus } from '@sirkula/domain/auth/account-status';
import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import type { companiesApi } from '@sirkula/domain/companies/api';
import type {
  CompanyDocument,
  CompanyProfileInput,
  ListCompaniesQuery,
} from '@sirkula/domain/companies/rules';
import type { contractsApi } from '@sirkula/domain/contracts/api';
import type { Page } from '@sirkula/domain/shared/lists';
import type { storageApi } from '@sirkula/domain/storage/api';
import type { usersApi } from '@sirkula/domain/users/api';
import type { wasteApi } from '@sirkula/domain/waste/api';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { client, hrefOf } from '../../lib/api.ts';
import { ownCompanyQuery } from '../../lib/own-company.ts';

const call = client<typeof companiesApi>();

export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListCompaniesQuery) => ['companies', 'list', query] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
};

export function companiesQuery(query: ListCompaniesQuery) {
  return queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: () => call('GET /companies', { query }),
    placeholderData: keepPreviousData,
  });
}

export function companyQuery(id: string) {
  return queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => call('GET /companies/:id', { params: { id } }),
  });
}

export const createCompany = (input: CompanyProfileInput) => call('POST /companies', { body: input });
export const createOwnCompany = (input: CompanyProfileInput) => call('POST /company', { body: input });
export const updateCompany = (id: string, input: CompanyProfileInput) =>
  call('PATCH /companies/:id', { params: { id }, body: input });
export const changeCompanyStatus = (id: string, status: AccountStatus) =>
  call('POST /companies/:id/status', { params: { id }, body: { status } });

/** Sends one document as multipart/form-data (field `file`); a refusal (type, size) comes back translated. */
export function uploadCompanyDocument(id: string, document: CompanyDocument, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('PUT /companies/:id/documents/:document', { params: { id, document }, form });
}

export function fileUrl(fileId: string): string {
  return hrefOf<typeof storageApi, 'GET /files/:id'>('GET /files/:id', { params: { id: fileId } });
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

const users = client<typeof usersApi>();
const contracts = client<typeof contractsApi>();
const waste = client<typeof wasteApi>();

/** The lists a company's page shows a page of, each read from that list's own endpoint. */
export const COMPANY_RECORDS = {
  users: (companyId: string, page: number, pageSize: number) =>
    users('GET /users', { query: { companyId, sort: 'name', order: 'asc', page, pageSize } }),
  contracts: (companyId: string, page: number, pageSize: number) =>
    contracts('GET /contracts', { query: { companyId, sort: 'createdAt', order: 'desc', page, pageSize } }),
  waste: (companyId: string, page: number, pageSize: number) =>
    waste('GET /waste', { query: { companyId, sort: 'createdAt', order: 'desc', page, pageSize } }),
};

/** One page of a list filtered to a company (its users, contracts or waste records). */
export function companyRecordsQuery<T>(
  list: keyof typeof COMPANY_RECORDS,
  companyId: string,
  page: number,
  load: (page: number) => Promise<Page<T>>,
) {
  return queryOptions({
    queryKey: ['companies', 'records', list, companyId, page],
    queryFn: () => load(page),
    placeholderData: keepPreviousData,
  });
}
