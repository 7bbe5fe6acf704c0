import { describe, expect, it } from 'vitest';
import { changedFields } from './audit.ts';

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    const before = { name: 'PT Lama', city: 'Bekasi', roles: ['transporter'], phone: null };
    const after = { name: 'PT Baru', city: 'Bekasi', roles: ['transporter'], phone: undefined };
    expect(changedFields(before, after)).toEqual({ before: { name: 'PT Lama' }, after: { name: 'PT Baru' } });
  });

  it('answers null when nothing changed', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
  });
});
