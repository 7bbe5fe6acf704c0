import type { Registered, SignedIn } from '@sirkula/domain/auth/answers';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@sirkula/domain/auth/rules';
import type { MessageAnswer } from '@sirkula/domain/shared/answers';
import { api } from '../../lib/api.ts';

export const login = (input: LoginInput) => api<SignedIn>('POST', '/auth/login', input);
export const register = (input: RegisterInput) => api<Registered>('POST', '/auth/register', input);
export const verifyEmail = (token: string) => api<MessageAnswer>('POST', '/auth/verify-email', { token });
export const forgotPassword = (input: ForgotPasswordInput) =>
  api<MessageAnswer>('POST', '/auth/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) =>
  api<MessageAnswer>('POST', '/auth/reset-password', input);
