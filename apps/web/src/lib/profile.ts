import type { usersApi } from '@sirkula/domain/users/api';
import { queryOptions } from '@tanstack/react-query';
import { client } from './api.ts';

const call = client<typeof usersApi>();

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => call('GET /profile'),
});
