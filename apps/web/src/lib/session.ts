import type { MessageAnswer } from '@sirkula/domain/answers';
import type { ChangePasswordInput } from '@sirkula/domain/auth';
import type { SessionAnswer } from '@sirkula/domain/session';
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
