import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import type { companiesApi } from '@sirkula/domain/companies/api';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, client } from './api.ts';

const call = client<typeof companiesApi>();

/**
 * The signed-in customer's or partner's own company; `null` when the account has none yet (NO_COMPANY).
 * The company profile page edits it; the profile gate of other modules only reads it.
 */
export const ownCompanyQuery = queryOptions({
  queryKey: ['company', 'own'],
  queryFn: async (): Promise<CompanyDetail | null> => {
    try {
      return await call('GET /company');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.code === 'NO_COMPANY') return null;
      throw error;
    }
  },
  staleTime: 30 * 1000,
});
