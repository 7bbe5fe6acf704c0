import { describe, expect, it } from 'vitest';
import { canSignIn, normalisePhone } from './rules.ts';

describe('normalisePhone', () => {
  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(021) 555 1234', '+62215551234'],
    ['021 5551234', '+62215551234'],
    ['0812', null],
    ['+1 202 555 0100', null],
    ['08123456789012345', null],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('canSignIn', () => {
  it('lets only active accounts in', () => {
    expect(canSignIn('active')).toBe(true);
    for (const status of ['pending', 'inactive', 'suspended', 'deleted'] as const) {
      expect(canSignIn(status)).toBe(false);
    }
  });

  it('refuses users of a deactivated, suspended or deleted company but not of one awaiting approval', () => {
    expect(canSignIn('active', 'active')).toBe(true);
    expect(canSignIn('active', 'pending')).toBe(true);
    for (const status of ['inactive', 'suspended', 'deleted'] as const) {
      expect(canSignIn('active', status)).toBe(false);
    }
  });
});
