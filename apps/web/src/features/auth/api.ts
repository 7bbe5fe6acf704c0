import type { authApi } from '@sirkula/domain/auth/api';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@sirkula/domain/auth/rules';
import { client, hrefOf } from '../../lib/api.ts';

const call = client<typeof authApi>();

export const login = (input: LoginInput) => call('POST /auth/login', { body: input });
export const register = (input: RegisterInput) => call('POST /auth/register', { body: input });
export const verifyEmail = (token: string) => call('POST /auth/verify-email', { body: { token } });
export const forgotPassword = (input: ForgotPasswordInput) =>
  call('POST /auth/forgot-password', { body: input });
export const resetPassword = (input: ResetPasswordInput) =>
  call('POST /auth/reset-password', { body: input });

/** Where the security check's widget fetches its challenge. */
export const captchaUrl = hrefOf<typeof authApi, 'GET /auth/captcha'>('GET /auth/captcha');
