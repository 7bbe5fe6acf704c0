import type { AccountStatus } from '@sirkula/domain/auth/account-status';
import type { MessageAnswer } from '@sirkula/domain/shared/answers';
import type { Page } from '@sirkula/domain/shared/lists';
import type { CreatedUser, Profile, UserSummary } from '@sirkula/domain/users/answers';
import type { UpdateProfileInput } from '@sirkula/domain/users/rules';
import type { CreateUserInput, ListUsersQuery, UpdateUserInput } from '@sirkula/domain/users/user-admin';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

export const updateProfile = (input: UpdateProfileInput) => api<Profile>('PATCH', '/profile', input);

const usersKey = ['users'] as const;

export const usersQuery = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: () => api<Page<UserSummary>>('GET', withQuery('/users', query)),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: () => api<UserSummary>('GET', `/users/${encodeURIComponent(id)}`),
  });

export const createUser = (input: CreateUserInput) => api<CreatedUser>('POST', '/users', input);
export const updateUser = (id: string, input: UpdateUserInput) =>
  api<UserSummary>('PATCH', `/users/${encodeURIComponent(id)}`, input);
export const changeUserStatus = (id: string, status: AccountStatus) =>
  api<UserSummary>('POST', `/users/${encodeURIComponent(id)}/status`, { status });
export const deleteUser = (id: string) => api<MessageAnswer>('DELETE', `/users/${encodeURIComponent(id)}`);
export const requirePasswordChange = (id: string) =>
  api<MessageAnswer>('POST', `/users/${encodeURIComponent(id)}/require-password-change`);

/**
 * Every change to a user refreshes the lists and that user's page (and its audit trail), so no
 * screen shows a row as it was before the change.
 */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKey }),
      id ? queryClient.invalidateQueries({ queryKey: ['audit', 'user', id] }) : undefined,
    ]);
  };
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (answer) => refresh(answer.user.id),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) => updateUser(id, input),
    onSuccess: (user) => refresh(user.id),
  });
}

export function useChangeUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AccountStatus }) => changeUserStatus(id, status),
    onSuccess: (user) => refresh(user.id),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: (_answer, id) => refresh(id),
  });
}

export function useRequirePasswordChange() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => requirePasswordChange(id),
    onSuccess: (_answer, id) => refresh(id),
  });
}
