import { describe, expect, it } from 'vitest';
import {
  exceedsAllowance,
  overAllowanceMessage,
  periodAllowance,
  pickupAllowanceQuery,
  pickupEstimate,
  remainingAfter,
} from './allowance.ts';

const monthly = {
  startDate: '2026-01-15',
  frequency: 'monthly' as const,
  frequencyInterval: 1,
  maxQuantityPerFrequency: 300,
};

describe('periodAllowance', () => {
  it("takes what is already requested from the maximum of the pickup date's period", () => {
    expect(periodAllowance(monthly, '2026-03-20', 120.5)).toEqual({
      from: '2026-03-15',
      to: '2026-04-14',
      max: 300,
      used: 120.5,
      remaining: 179.5,
    });
  });

  it('counts in hundredths, so 0.1 + 0.2 kg taken from 0.3 kg leaves nothing, not a tiny rest', () => {
    const allowance = periodAllowance({ ...monthly, maxQuantityPerFrequency: 0.3 }, '2026-01-20', 0.1 + 0.2);
    expect(allowance.remaining).toBe(0);
    expect(exceedsAllowance(allowance, 0.01)).toBe(true);
  });

  it('never shows less than nothing when a lowered maximum is already passed', () => {
    expect(periodAllowance(monthly, '2026-01-15', 450).remaining).toBe(0);
  });

  it('uses the interval: weekly with interval 2 is a two-week period', () => {
    const allowance = periodAllowance(
      { ...monthly, frequency: 'weekly', frequencyInterval: 2, startDate: '2026-01-05' },
      '2026-01-20',
      0,
    );
    expect(allowance).toMatchObject({ from: '2026-01-19', to: '2026-02-01', remaining: 300 });
  });
});

describe('exceedsAllowance', () => {
  const allowance = periodAllowance(monthly, '2026-02-01', 200);

  it('accepts up to exactly what remains and refuses anything more', () => {
    expect(exceedsAllowance(allowance, 100)).toBe(false);
    expect(exceedsAllowance(allowance, 100.01)).toBe(true);
  });

  it('tells what is left after this request, in hundredths and never below nothing', () => {
    expect(remainingAfter(allowance, 99.9)).toBe(0.1);
    expect(remainingAfter(allowance, 150)).toBe(0);
  });

  it("says the refusal with the period's days, the maximum and what is taken", () => {
    expect(overAllowanceMessage(allowance, 'kg')).toEqual({
      key: 'waste.errors.overMaxQuantity',
      values: {
        max: { number: 300 },
        used: { number: 200 },
        unit: { key: 'units.kg' },
        from: { date: '2026-01-15' },
        to: { date: '2026-02-14' },
      },
    });
  });
});

describe('pickupEstimate', () => {
  const contract = { pricePerUnit: 4_500, pricePerFrequency: 150_000, ppnRate: 11 as const };

  it('prices the quantity in whole rupiah, rounded half up, and shows the per-period fee apart', () => {
    expect(pickupEstimate(contract, 120.5)).toEqual({
      quantityCost: 542_250,
      periodFee: 150_000,
      ppnIncluded: false,
      ppnRate: 11,
    });
    expect(pickupEstimate({ ...contract, pricePerUnit: 333 }, 0.5).quantityCost).toBe(167);
  });

  it('never includes PPN, and names no rate where the contract has none', () => {
    const estimate = pickupEstimate({ pricePerUnit: 1_000, pricePerFrequency: 0 }, 3);
    expect(estimate).toMatchObject({ quantityCost: 3_000, ppnIncluded: false, ppnRate: null });
  });
});

describe('pickupAllowanceQuery', () => {
  it('needs a contract and takes only a real calendar date', () => {
    const contractId = '3f0c7a52-6f1e-4c55-9d7b-2f6a1c0e9b11';
    expect(pickupAllowanceQuery.safeParse({ contractId }).success).toBe(true);
    expect(pickupAllowanceQuery.safeParse({ contractId, date: '2026-02-30' }).success).toBe(false);
    expect(pickupAllowanceQuery.safeParse({ date: '2026-02-03' }).success).toBe(false);
  });
});
