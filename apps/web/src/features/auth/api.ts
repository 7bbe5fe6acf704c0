import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@sirkula/domain/auth';
import type { SessionAnswer } from '@sirkula/domain/session';
import { api } from '../../lib/api.ts';

interface Message {
  message: string;
}

export const login = (input: LoginInput) => api<SessionAnswer & Message>('POST', '/auth/login', input);
export const register = (input: RegisterInput) =>
  api<Message & { email: string }>('POST', '/auth/register', input);
export const verifyEmail = (token: string) => api<Message>('POST', '/auth/verify-email', { token });
export const forgotPassword = (input: ForgotPasswordInput) =>
  api<Message>('POST', '/auth/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) =>
  api<Message>('POST', '/auth/reset-password', input);
