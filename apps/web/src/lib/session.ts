import type { ChangePasswordInput } from '@sirkula/domain/auth/rules';
import type { SessionAnswer } from '@sirkula/domain/auth/session';
import type { MessageAnswer } from '@sirkula/domain/shared/answers';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** Who is signed in: the portal layout, the login page and profile changes all read and refresh it. */
export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => api<SessionAnswer>('GET', '/auth/session'),
  retry: false,
  staleTime: 60 * 1000,
});

export const changePassword = (input: ChangePasswordInput) =>
  api<MessageAnswer>('POST', '/auth/change-password', input);
export const logout = () => api<MessageAnswer>('POST', '/auth/logout');
