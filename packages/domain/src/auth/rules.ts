import { z } from 'zod';
import { emailField, nameField, phoneField } from '../users/rules.ts';
import { COMMON_PASSWORDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), 'validation.passwordLettersAndNumbers')
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'validation.passwordTooCommon');

/** Confirmation fields are checked even when another field is wrong, so the form shows every error at once. */
const always = () => true;

function sameText(a: unknown, b: unknown): boolean {
  return (
    String(a ?? '')
      .trim()
      .toLowerCase() ===
    String(b ?? '')
      .trim()
      .toLowerCase()
  );
}

export const ACCOUNT_TYPES = ['customer', 'partner'] as const;

export const registerInput = z
  .object({
    name: nameField,
    email: emailField,
    confirmEmail: z.string().trim(),
    phone: phoneField,
    password: passwordField,
    confirmPassword: z.string(),
    accountType: z.enum(ACCOUNT_TYPES, 'validation.accountTypeRequired'),
    companyName: z.string().trim().min(2, 'validation.companyNameRequired').max(160, 'validation.tooLong'),
    acceptTerms: z.literal(true, 'validation.acceptTermsRequired'),
    captcha: z.string().min(1, 'validation.captchaRequired'),
  })
  .refine((input) => sameText(input.email, input.confirmEmail), {
    path: ['confirmEmail'],
    message: 'auth.register.emailsDoNotMatch',
    when: always,
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.register.passwordsDoNotMatch',
    when: always,
  });
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterData = z.output<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginData = z.output<typeof loginInput>;

export const verifyEmailInput = z.object({ token: z.string().min(1, 'auth.verify.invalidLink') });

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({ token: z.string().min(1), password: passwordField, confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.register.passwordsDoNotMatch',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.register.passwordsDoNotMatch',
  })
  .refine((input) => input.password !== input.currentPassword, {
    path: ['password'],
    message: 'validation.passwordMustDiffer',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
