import { describe, expect, it } from 'vitest';
import { type BillingContract, planInvoice } from '../billing/run.ts';
import { freeTransportWindow, promotionDraft, promotionRefusal, travelsFree } from './promotion.ts';

const promoted = (startDate: string, endDate: string) => ({
  startDate,
  endDate,
  promotion: 'freeFirstMonthTransport',
});

describe('promotion eligibility', () => {
  it('accepts a contract of exactly 12 months and refuses one a day shorter', () => {
    expect(promotionRefusal({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(promotionRefusal({ startDate: '2026-01-01', endDate: '2026-12-30' })).toBe('tooShort');
    expect(promotionRefusal({ startDate: '2026-03-15', endDate: '2027-03-14' })).toBeNull();
    expect(promotionRefusal({ startDate: '2026-03-15', endDate: '2027-03-13' })).toBe('tooShort');
    expect(promotionRefusal({ startDate: '2026-01-01', endDate: '2028-01-01' })).toBeNull();
  });

  it('counts leap years by calendar months', () => {
    // 29 February 2024 + 12 months is 28 February 2025: the year ends the day before.
    expect(promotionRefusal({ startDate: '2024-02-29', endDate: '2025-02-27' })).toBeNull();
    expect(promotionRefusal({ startDate: '2024-02-29', endDate: '2025-02-26' })).toBe('tooShort');
    // A year across 29 February 2028 is 366 days long.
    expect(promotionRefusal({ startDate: '2027-03-01', endDate: '2028-02-29' })).toBeNull();
    expect(promotionRefusal({ startDate: '2027-03-01', endDate: '2028-02-28' })).toBe('tooShort');
  });

  it('makes transport free in the first month from the start date only', () => {
    const contract = promoted('2026-01-15', '2027-01-14');
    expect(freeTransportWindow(contract)).toEqual({ from: '2026-01-15', to: '2026-02-15' });
    expect(travelsFree(contract, '2026-01-15')).toBe(true);
    expect(travelsFree(contract, '2026-02-14')).toBe(true);
    expect(travelsFree(contract, '2026-02-15')).toBe(false);
    expect(travelsFree(contract, '2026-01-14')).toBe(false);
    // A start on the 31st: the month ends on the last day of the next month, then the 31st again.
    expect(freeTransportWindow(promoted('2026-01-31', '2027-01-30'))).toEqual({
      from: '2026-01-31',
      to: '2026-02-28',
    });
  });

  it('gives nothing to a contract without the promotion or shorter than 12 months', () => {
    expect(freeTransportWindow({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(freeTransportWindow(promoted('2026-01-01', '2026-06-30'))).toBeNull();
    expect(travelsFree(promoted('2026-01-01', '2026-06-30'), '2026-01-05')).toBe(false);
  });
});

describe('the billing run under the promotion', () => {
  const base: BillingContract = {
    id: 'c1',
    startDate: '2026-01-15',
    endDate: '2027-01-14',
    unit: 'kg',
    pricePerUnit: 2_500,
    frequency: 'monthly',
    frequencyInterval: 1,
    pricePerFrequency: 0,
    maxQuantityPerFrequency: 10_000,
    paymentTiming: 'arrears',
    paymentCycle: 'monthly',
    onDemand: false,
    transportCost: 150_000,
    wasteTypes: ['b3'],
    promotion: 'freeFirstMonthTransport',
  };
  const history = { billedByPeriod: new Map(), billedCycles: new Set<string>() };
  const records = [
    { id: 'a', registrationNumber: 'R-a', deliveredOn: '2026-01-20', quantity: 100 },
    { id: 'b', registrationNumber: 'R-b', deliveredOn: '2026-02-14', quantity: 100 },
    { id: 'c', registrationNumber: 'R-c', deliveredOn: '2026-02-15', quantity: 100 },
  ];
  const transport = (contract: BillingContract) =>
    planInvoice(contract, 'receivable', '2026-02', records, history).lines.find(
      (line) => line.itemType === 'transport',
    )?.quantity;

  it('charges no transport for pickups of the first month, in arrears', () => {
    expect(transport(base)).toBe(1);
    expect(transport({ ...base, promotion: null })).toBe(3);
    // Shorter than 12 months: the promotion is not applied.
    expect(transport({ ...base, endDate: '2026-12-31' })).toBe(3);
  });

  it('sets each first-month pickup’s transport to 0 on demand', () => {
    const lines = planInvoice({ ...base, onDemand: true }, 'receivable', '2026-02', records, history).lines;
    expect(lines.map((line) => line.transportCost)).toEqual([0, 0, 150_000]);
  });
});

describe('the draft contract of a converted promotion lead', () => {
  it('starts after the current contract ends, runs 12 months and carries the promotion', () => {
    const lead = {
      monthlyVolumeKg: 2_500,
      contractEndDate: '2027-03-31',
      hazardous: true,
      wasteCode: 'B105d',
    };
    const draft = promotionDraft(lead, 'company', '2026-11-28');
    expect(draft).toMatchObject({
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      maxQuantityPerFrequency: 2_500,
      wasteTypes: ['b3'],
      promotion: 'freeFirstMonthTransport',
    });
    expect(promotionRefusal(draft)).toBeNull();
    expect(promotionDraft({ ...lead, contractEndDate: '2026-01-31' }, 'c', '2026-11-28').startDate).toBe(
      '2026-11-28',
    );
  });
});
