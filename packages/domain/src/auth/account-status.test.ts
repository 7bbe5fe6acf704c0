import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, canChangeStatus, LIVE_STATUSES, nextStatuses } from './account-status.ts';

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

describe('LIVE_STATUSES', () => {
  it('holds every status but deleted, the one a record never leaves', () => {
    expect(LIVE_STATUSES).toEqual(['pending', 'active', 'inactive', 'suspended']);
    expect(ACCOUNT_STATUSES.filter((status) => nextStatuses(status).length === 0)).toEqual(['deleted']);
  });
});
