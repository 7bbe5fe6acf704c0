import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPastTheEnd, lastPage, pageSchema, settleTotal, shownTotal } from './lists.ts';

describe('settleTotal', () => {
  const estimate = { total: 12_345, totalKind: 'estimate' } as const;

  it('makes a short page the last one, whatever was estimated', () => {
    expect(settleTotal(estimate, { page: 3, pageSize: 20, rows: 7 })).toEqual({
      total: 47,
      totalKind: 'exact',
    });
    expect(settleTotal(estimate, { page: 1, pageSize: 20, rows: 0 })).toEqual({
      total: 0,
      totalKind: 'exact',
    });
  });

  it('keeps an estimate no smaller than the rows already seen', () => {
    expect(settleTotal(estimate, { page: 2, pageSize: 20, rows: 20 })).toEqual(estimate);
    expect(settleTotal(estimate, { page: 700, pageSize: 20, rows: 20 })).toEqual({
      total: 14_000,
      totalKind: 'estimate',
    });
  });

  it('ends an estimate before an empty page', () => {
    expect(settleTotal(estimate, { page: 900, pageSize: 20, rows: 0 })).toEqual({
      total: 12_345,
      totalKind: 'estimate',
    });
    expect(settleTotal(estimate, { page: 400, pageSize: 20, rows: 0 })).toEqual({
      total: 7_980,
      totalKind: 'estimate',
    });
  });

  it('leaves an exact count alone on a full page', () => {
    const exact = { total: 40, totalKind: 'exact' } as const;
    expect(settleTotal(exact, { page: 2, pageSize: 20, rows: 20 })).toEqual(exact);
  });
});

describe('lastPage', () => {
  it('is the count’s last page', () => {
    expect(lastPage({ total: 45, totalKind: 'exact', page: 1, pageSize: 20, rows: 20 })).toBe(3);
    expect(lastPage({ total: 12_300, totalKind: 'estimate', page: 1, pageSize: 20, rows: 20 })).toBe(615);
  });

  it('lets a reader try the page after a full last page when the total is uncertain', () => {
    expect(lastPage({ total: 10_000, totalKind: 'atLeast', page: 500, pageSize: 20, rows: 20 })).toBe(501);
    expect(lastPage({ total: 10_000, totalKind: 'exact', page: 500, pageSize: 20, rows: 20 })).toBe(500);
  });
});

describe('isPastTheEnd', () => {
  it('is an empty page after the first', () => {
    expect(isPastTheEnd({ page: 4, rows: 0 })).toBe(true);
    expect(isPastTheEnd({ page: 1, rows: 0 })).toBe(false);
    expect(isPastTheEnd({ page: 4, rows: 3 })).toBe(false);
  });
});

describe('shownTotal', () => {
  it('rounds an estimate to three significant figures', () => {
    expect(shownTotal({ total: 12_345, totalKind: 'estimate' })).toBe(12_300);
    expect(shownTotal({ total: 1_049_999, totalKind: 'estimate' })).toBe(1_050_000);
    expect(shownTotal({ total: 1_234, totalKind: 'estimate' })).toBe(1_230);
  });

  it('shows counts as they are', () => {
    expect(shownTotal({ total: 12_345, totalKind: 'exact' })).toBe(12_345);
    expect(shownTotal({ total: 10_000, totalKind: 'atLeast' })).toBe(10_000);
  });
});

describe('pageSchema', () => {
  it('says how sure the total is', () => {
    const schema = pageSchema(z.string());
    expect(schema.parse({ items: ['a'], total: 1, totalKind: 'exact', page: 1, pageSize: 20 })).toBeTruthy();
    expect(() => schema.parse({ items: [], total: 1, totalCapped: true, page: 1, pageSize: 20 })).toThrow();
  });
});
