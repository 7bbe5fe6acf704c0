import type { AccountStatus } from '@sirkula/domain/auth/account-status';
import type { usersApi } from '@sirkula/domain/users/api';
import type { UpdateProfileInput } from '@sirkula/domain/users/rules';
import type { CreateUserInput, ListUsersQuery, UpdateUserInput } from '@sirkula/domain/users/user-admin';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof usersApi>();

export const updateProfile = (input: UpdateProfileInput) => call('PATCH /profile', { body: input });

const usersKey = ['users'] as const;

export const usersQuery = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: () => call('GET /users', { query }),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: () => call('GET /users/:id', { params: { id } }),
  });

export const createUser = (input: CreateUserInput) => call('POST /users', { body: input });
export const updateUser = (id: string, input: UpdateUserInput) =>
  call('PATCH /users/:id', { params: { id }, body: input });
export const changeUserStatus = (id: string, status: AccountStatus) =>
  call('POST /users/:id/status', { params: { id }, body: { status } });
export const deleteUser = (id: string) => call('DELETE /users/:id', { params: { id } });
export const requirePasswordChange = (id: string) =>
  call('POST /users/:id/require-password-change', { params: { id } });

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
