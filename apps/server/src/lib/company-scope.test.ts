import { describe, expect, it } from 'vitest';
import type { Actor } from './access.ts';
import { companyScope, scopedCompanyId } from './company-scope.ts';

const actor = (changes: Partial<Actor>): Actor => ({
  id: 'u1',
  userType: 'customer',
  role: 'admin',
  companyId: 'own',
  mustChangePassword: false,
  ...changes,
});

describe('the company scope', () => {
  it('reaches every company for staff, who may narrow it to one they choose', () => {
    const scope = companyScope(actor({ userType: 'internal', companyId: null }));
    expect(scope).toEqual({ kind: 'every' });
    expect(scopedCompanyId(scope, 'chosen')).toBe('chosen');
    expect(scopedCompanyId(scope)).toBeNull();
  });

  it('keeps a customer or partner to their own company, whatever company they ask for', () => {
    const scope = companyScope(actor({ userType: 'partner' }));
    expect(scope).toEqual({ kind: 'one', companyId: 'own' });
    expect(scopedCompanyId(scope, 'another')).toBe('own');
  });

  it('reaches nothing for an account without a company, even when it names one', () => {
    const scope = companyScope(actor({ companyId: null }));
    expect(scope).toEqual({ kind: 'none' });
    expect(scopedCompanyId(scope, 'another')).toBeNull();
  });
});
