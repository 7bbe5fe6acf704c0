import { z } from 'zod';
import { emailField, nameField, phoneField } from '../users/rules.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords that would pass the letter-and-digit rule; refusing them is cheap. The
 * demo data's published password is among them, so only the seeded demo accounts can ever have it.
 */
const COMMON_PASSWORDS = new Set([
  'demo1234',
  'demo12345',
  'demo123456',
  'sirkula123',
  'sirkula12345',
  'password1',
  'password123',
  'passw0rd',
  'qwerty123',
  'qwerty1234',
  'abc12345',
  'abcd1234',
  'admin123',
  'admin1234',
  'welcome1',
  'welcome123',
  'iloveyou1',
  'letmein1',
  'sunshine1',
  'monkey123',
  'dragon123',
  'football1',
  'baseball1',
  'master123',
  'indonesia1',
  'indonesia123',
  'jakarta123',
  'bismillah1',
  'bismillah123',
  'sayang123',
  'rahasia123',
  'p4ssw0rd',
  'test1234',
  'user1234',
  'changeme1',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
  'zaq12wsx',
  'asdf1234',
  'pass1234',
]);

/** Hints shown under the password field; met[] tells which are already satisfied. */
export const PASSWORD_HINTS = ['length', 'letter', 'number', 'special', 'uppercase'] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];

export function passwordHints(password: string): Record<PasswordHint, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    letter: /\p{L}/u.test(password),
    number: /\d/.test(password),
    special: /[^\p{L}\d\s]/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
  };
}

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
