import type { UpdateProfileInput } from '@sirkula/domain/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  userType: 'internal' | 'customer' | 'partner';
  role: 'admin' | 'member';
  companyId: string | null;
  companyName: string | null;
}

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('GET', '/profile'),
});

export const updateProfile = (input: UpdateProfileInput) => api<Profile>('PATCH', '/profile', input);
