import type { AccountStatus } from '@sirkula/domain/account-status';
import type { Page } from '@sirkula/domain/lists';
import type { CreateUserInput, ListUsersQuery, UpdateUserInput } from '@sirkula/domain/user-admin';
import type { UpdateProfileInput, UserRole, UserType } from '@sirkula/domain/users';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';
import type { Profile } from '../../lib/profile.ts';

export const updateProfile = (input: UpdateProfileInput) => api<Profile>('PATCH', '/profile', input);

/** One row of the user list, with what the signed-in actor may do with it (decided by the server). */
export interface UserSummary {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  userType: UserType;
  role: UserRole;
  status: AccountStatus;
  companyId: string | null;
  companyName: string | null;
  mustChangePassword: boolean;
  createdAt: string;
  can: {
    edit: boolean;
    changeRole: boolean;
    delete: boolean;
    changeStatus: boolean;
    requirePasswordChange: boolean;
  };
}

interface Message {
  message: string;
}

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

export const createUser = (input: CreateUserInput) =>
  api<{ user: UserSummary; message: string }>('POST', '/users', input);
export const updateUser = (id: string, input: UpdateUserInput) =>
  api<UserSummary>('PATCH', `/users/${encodeURIComponent(id)}`, input);
export const changeUserStatus = (id: string, status: AccountStatus) =>
  api<UserSummary>('POST', `/users/${encodeURIComponent(id)}/status`, { status });
export const deleteUser = (id: string) => api<Message>('DELETE', `/users/${encodeURIComponent(id)}`);
export const requirePasswordChange = (id: string) =>
  api<Message>('POST', `/users/${encodeURIComponent(id)}/require-password-change`);

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
