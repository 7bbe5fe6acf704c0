import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** The signed-in user's own details: the profile page edits them, the home page greets with them. */
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
