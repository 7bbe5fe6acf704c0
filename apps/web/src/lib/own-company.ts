import type { AccountStatus } from '@sirkula/domain/account-status';
import type { CompanyProfile } from '@sirkula/domain/companies';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './api.ts';

export interface FileInfo {
  id: string;
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

/** A company as its detail answer has it, with what the signed-in actor may do with it. */
export interface CompanyDetail extends CompanyProfile {
  id: string;
  status: AccountStatus;
  profileComplete: boolean;
  missingFields: string[];
  environmentalDocument: FileInfo | null;
  registrationForm: FileInfo | null;
  createdAt: string;
  updatedAt: string;
  can: { edit: boolean; changeStatus: boolean; upload: boolean };
}

/**
 * The signed-in customer's or partner's own company; `null` when the account has none yet (NO_COMPANY).
 * The company profile page edits it; the profile gate of other modules only reads it.
 */
export const ownCompanyQuery = queryOptions({
  queryKey: ['company', 'own'],
  queryFn: async (): Promise<CompanyDetail | null> => {
    try {
      return await api<CompanyDetail>('GET', '/company');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.code === 'NO_COMPANY') return null;
      throw error;
    }
  },
  staleTime: 30 * 1000,
});
