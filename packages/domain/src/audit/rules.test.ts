import { describe, expect, it } from 'vitest';
import { changedFields, looksLikeId, referencedIds } from './rules.ts';

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

describe('referencedIds', () => {
  const company = '4b8f7a3e-3c1d-4f7e-9a55-0d2f6f4c9b11';
  const contract = '0c9a1f1e-7b2d-4c55-8e21-5a0c3f2d9e40';
  const other = '9d3e2b1a-0f4c-4a8b-b6d7-1e2f3a4b5c6d';

  it('collects each referenced record once, by kind, from both sides of every entry', () => {
    const entries = [
      { after: { companyId: company, contractId: contract, quantity: 12 } },
      { before: { companyId: company }, after: { companyId: other } },
      { before: null, after: null },
    ];
    expect(referencedIds(entries)).toEqual({ company: [company, other], contract: [contract], user: [] });
  });

  it('ignores fields that are not references and values that are not ids', () => {
    const entries = [{ after: { companyId: 'PT Sumber', name: company, createdBy: null } }];
    expect(referencedIds(entries)).toEqual({ company: [], contract: [], user: [] });
  });
});

describe('looksLikeId', () => {
  it('tells record ids from ordinary values', () => {
    expect(looksLikeId('4B8F7A3E-3C1D-4F7E-9A55-0D2F6F4C9B11')).toBe(true);
    expect(looksLikeId('001/SRK-CTR/XI/2026')).toBe(false);
    expect(looksLikeId(42)).toBe(false);
  });
});
