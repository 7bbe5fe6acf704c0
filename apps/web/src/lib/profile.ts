import type { Profile } from '@sirkula/domain/users/answers';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('GET', '/profile'),
});
