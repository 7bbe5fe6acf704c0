// The password rules without the schemas: the register form's hints read them before zod has loaded.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords that would pass the letter-and-digit rule; refusing them is cheap. The
 * demo data's published password is among them, so only the seeded demo accounts can ever have it.
 */
export const COMMON_PASSWORDS = new Set([
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
