import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, canChangeStatus } from './account-status.ts';

describe('canChangeStatus', () => {
  const allowed = new Set([
    'pending>active',
    'pending>deleted',
    'active>inactive',
    'active>suspended',
    'active>deleted',
    'inactive>active',
    'inactive>suspended',
    'inactive>deleted',
    'suspended>active',
    'suspended>deleted',
  ]);
  for (const from of ACCOUNT_STATUSES) {
    for (const to of ACCOUNT_STATUSES) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }
});
