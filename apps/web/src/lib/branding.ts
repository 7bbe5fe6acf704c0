import type { Branding } from '@sirkula/domain/settings/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const brandingQuery = queryOptions({
  queryKey: ['settings', 'branding'],
  queryFn: () => api<Branding>('GET', '/settings/branding'),
  staleTime: 10 * 60 * 1000,
});

export function useBranding() {
  return useQuery(brandingQuery).data;
}
