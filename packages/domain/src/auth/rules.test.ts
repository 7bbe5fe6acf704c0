import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordHints } from './passwords.ts';
import { changePasswordInput, loginInput, passwordField, registerInput } from './rules.ts';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const validRegistration = {
  name: 'Dewi Lestari',
  email: 'Dewi@Example.co.id',
  confirmEmail: 'dewi@example.co.id',
  phone: '0812-3456-7890',
  password: 'Sampah2026',
  confirmPassword: 'Sampah2026',
  accountType: 'customer',
  companyName: 'PT Maju Bersama',
  acceptTerms: true,
  captcha: 'payload',
};

describe('password rule', () => {
  it('needs 8 characters with letters and numbers', () => {
    expect(messages(passwordField.safeParse('abc123'))).toEqual({ '': 'validation.passwordTooShort' });
    expect(messages(passwordField.safeParse('abcdefgh'))).toEqual({
      '': 'validation.passwordLettersAndNumbers',
    });
    expect(messages(passwordField.safeParse('12345678'))).toEqual({
      '': 'validation.passwordLettersAndNumbers',
    });
    expect(passwordField.safeParse('limbah2026').success).toBe(true);
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(messages(passwordField.safeParse('Password123'))).toEqual({ '': 'validation.passwordTooCommon' });
  });

  it("refuses the demo data's published password, so no account but a seeded one can have it", () => {
    for (const password of ['Demo12345', 'DEMO12345', 'demo1234', 'Sirkula123']) {
      expect(messages(passwordField.safeParse(password)), password).toEqual({
        '': 'validation.passwordTooCommon',
      });
    }
  });

  it('reports which hints are met', () => {
    expect(passwordHints('Limbah#2026')).toEqual({
      length: true,
      letter: true,
      number: true,
      special: true,
      uppercase: true,
    });
    expect(passwordHints('abc')).toEqual({
      length: false,
      letter: true,
      number: false,
      special: false,
      uppercase: false,
    });
  });
});

describe('registerInput', () => {
  it('accepts a valid registration and normalises e-mail and phone', () => {
    const result = registerInput.parse(validRegistration);
    expect(result.email).toBe('dewi@example.co.id');
    expect(result.phone).toBe('+6281234567890');
  });

  it("says 'Emails do not match' and 'Passwords do not match' beside the confirmation fields", () => {
    const result = registerInput.safeParse({
      ...validRegistration,
      confirmEmail: 'other@example.co.id',
      confirmPassword: 'Sampah2027',
    });
    expect(messages(result)).toEqual({
      confirmEmail: 'auth.register.emailsDoNotMatch',
      confirmPassword: 'auth.register.passwordsDoNotMatch',
    });
  });

  it('requires the terms, the captcha, an account type and a valid phone', () => {
    const result = registerInput.safeParse({
      ...validRegistration,
      acceptTerms: false,
      captcha: '',
      accountType: 'internal',
      phone: '12345',
    });
    expect(messages(result)).toEqual({
      acceptTerms: 'validation.acceptTermsRequired',
      captcha: 'validation.captchaRequired',
      accountType: 'validation.accountTypeRequired',
      phone: 'validation.phoneInvalid',
    });
  });
});

describe('loginInput', () => {
  it('requires a valid e-mail and a password', () => {
    expect(messages(loginInput.safeParse({ email: 'not-an-email', password: '' }))).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.required',
    });
  });
});

describe('changePasswordInput', () => {
  it('refuses reusing the current password', () => {
    const result = changePasswordInput.safeParse({
      currentPassword: 'Limbah2026',
      password: 'Limbah2026',
      confirmPassword: 'Limbah2026',
    });
    expect(messages(result)).toEqual({ password: 'validation.passwordMustDiffer' });
  });
});
