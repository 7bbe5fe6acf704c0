import type { authApi } from '@sirkula/domain/auth/api';
import type { ChangePasswordInput } from '@sirkula/domain/auth/rules';
import { queryOptions } from '@tanstack/react-query';
import { client } from './api.ts';

const call = client<typeof authApi>();

/** Who is signed in: the portal layout, the login page and profile changes all read and refresh it. */
export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => call('GET /auth/session'),
  retry: false,
  staleTime: 60 * 1000,
});

export const changePassword = (input: ChangePasswordInput) =>
  call('POST /auth/change-password', { body: input });
export const logout = () => call('POST /auth/logout');
