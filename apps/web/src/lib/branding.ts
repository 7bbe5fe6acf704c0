import type { settingsApi } from '@sirkula/domain/settings/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './api.ts';

const call = client<typeof settingsApi>();

export const brandingQuery = queryOptions({
  queryKey: ['settings', 'branding'],
  queryFn: () => call('GET /settings/branding'),
  staleTime: 10 * 60 * 1000,
});

export function useBranding() {
  return useQuery(brandingQuery).data;
}
