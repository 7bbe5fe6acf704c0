import { describe, expect, it } from 'vitest';
import { hasKey, translate } from '../shared/i18n.ts';
import {
  activationBlockers,
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_STATUSES,
  CONTRACT_UNITS,
  canChangeContractStatus,
  contractInput,
  contractNumber,
  displayStatus,
  EXPIRING_SOON_DAYS,
  frequencyPeriod,
  isExpiringWithin,
  listContractsQuery,
  noFrequencyPrice,
  potentialCost,
  unitLabelKey,
} from './rules.ts';

const valid = {
  companyId: '4b8f7a3e-3c1d-4f7e-9a55-0d2f6f4c9b11',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  unit: 'kg',
  pricePerUnit: 4_500,
  frequency: 'weekly',
  frequencyInterval: 1,
  pricePerFrequency: 0,
  maxQuantityPerFrequency: 500,
  paymentTiming: 'arrears',
  paymentTerm: 'net30',
  paymentCycle: 'monthly',
  ppnRate: 12,
  wasteTypes: ['b3', 'b3', 'nonB3'],
} as const;

describe('contractInput', () => {
  it('accepts a whole contract and drops repeated waste types', () => {
    expect(contractInput.parse(valid).wasteTypes).toEqual(['b3', 'nonB3']);
  });

  it('offers PPN 11% of the full price only to a contract that began by 31 March 2025', () => {
    const issue = (values: object) => contractInput.safeParse({ ...valid, ...values }).error?.issues[0];
    expect(issue({ ppnRate: 11 })).toMatchObject({
      path: ['ppnRate'],
      message: 'contracts.validation.ppn11AfterTransition',
    });
    expect(issue({ ppnRate: 11, startDate: '2025-03-31', endDate: '2026-03-31' })).toBeUndefined();
    expect(issue({ ppnRate: 12, startDate: '2024-01-01' })).toBeUndefined();
  });

  it('says the end is before the start even while other fields are wrong', () => {
    const result = contractInput.safeParse({ ...valid, endDate: '2025-12-31', pricePerUnit: -1 });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['pricePerUnit', 'endDate']);
  });

  it.each([
    [{ endDate: '2026-01-01' }, 'endDate', 'contracts.validation.endAfterStart'],
    [{ pricePerUnit: 4500.5 }, 'pricePerUnit', 'contracts.validation.rupiah'],
    [{ pricePerFrequency: -1 }, 'pricePerFrequency', 'contracts.validation.notNegative'],
    [{ maxQuantityPerFrequency: 0 }, 'maxQuantityPerFrequency', 'contracts.validation.maxQuantity'],
    [{ frequencyInterval: 0 }, 'frequencyInterval', 'contracts.validation.interval'],
    [{ startDate: '2026-02-30' }, 'startDate', 'contracts.validation.date'],
    [{ wasteTypes: [] }, 'wasteTypes', 'contracts.validation.wasteTypes'],
  ])('refuses %o', (change, field, message) => {
    const result = contractInput.safeParse({ ...valid, ...change });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('contract status', () => {
  const allowed = new Set(['draft>active', 'draft>cancelled', 'active>cancelled']);
  for (const from of CONTRACT_STATUSES) {
    for (const to of CONTRACT_STATUSES) {
      it(`${from} → ${to}`, () =>
        expect(canChangeContractStatus(from, to)).toBe(allowed.has(`${from}>${to}`)));
    }
  }

  it('shows an active contract past its end date as expired, and finds those expiring soon', () => {
    expect(displayStatus({ status: 'active', endDate: '2026-11-21' }, '2026-11-22')).toBe('expired');
    expect(displayStatus({ status: 'active', endDate: '2026-11-22' }, '2026-11-22')).toBe('active');
    expect(displayStatus({ status: 'cancelled', endDate: '2026-01-01' }, '2026-11-22')).toBe('cancelled');
    expect(isExpiringWithin({ status: 'active', endDate: '2026-12-22' }, '2026-11-22', 30)).toBe(true);
    expect(isExpiringWithin({ status: 'active', endDate: '2026-12-23' }, '2026-11-22', 30)).toBe(false);
  });

  it('calls a contract expiring soon within EXPIRING_SOON_DAYS, and shows expired as a status', () => {
    expect(EXPIRING_SOON_DAYS).toBe(30);
    expect(isExpiringWithin({ status: 'active', endDate: '2026-12-22' }, '2026-11-22')).toBe(true);
    expect(isExpiringWithin({ status: 'active', endDate: '2026-12-23' }, '2026-11-22')).toBe(false);
    expect(CONTRACT_DISPLAY_STATUSES).toEqual([...CONTRACT_STATUSES, 'expired']);
    expect(listContractsQuery.parse({ status: 'expired' }).status).toBe('expired');
    expect(listContractsQuery.safeParse({ status: 'expiring' }).success).toBe(false);
  });
});

describe('activationBlockers', () => {
  const ready = { status: 'active', profileComplete: true };

  it('lets a draft with an active, complete counterparty be activated', () => {
    expect(activationBlockers({ status: 'draft' }, ready)).toEqual([]);
  });

  it('names everything still missing at once, so staff can fix it in one go', () => {
    expect(activationBlockers({ status: 'draft' }, { ...ready, status: 'suspended' })).toEqual([
      'companyNotActive',
    ]);
    expect(activationBlockers({ status: 'draft' }, { ...ready, profileComplete: false })).toEqual([
      'companyIncomplete',
    ]);
    expect(activationBlockers({ status: 'draft' }, { status: 'pending', profileComplete: false })).toEqual([
      'companyNotActive',
      'companyIncomplete',
    ]);
  });

  it('refuses anything but a draft, whatever the company', () => {
    expect(activationBlockers({ status: 'active' }, ready)).toEqual(['status']);
    expect(
      activationBlockers({ status: 'cancelled' }, { status: 'pending', profileComplete: false }),
    ).toEqual(['status']);
  });
});

describe('unitLabelKey', () => {
  it('gives every unit one label, the same in every feature, in both languages', () => {
    for (const unit of CONTRACT_UNITS) {
      for (const language of ['en', 'id'] as const) {
        expect(hasKey(unitLabelKey(unit))).toBe(true);
        expect(translate(language, unitLabelKey(unit))).toBe(unit === 'kg' ? 'kg' : 'bin');
      }
    }
  });
});

describe('noFrequencyPrice', () => {
  it('says why a contract has no price per period, and nothing when it has one', () => {
    expect(noFrequencyPrice({ onDemand: false, pricePerFrequency: 250_000 })).toBeNull();
    expect(noFrequencyPrice({ onDemand: false, pricePerFrequency: 0 })).toBe('perUnitOnly');
    expect(noFrequencyPrice({ onDemand: true, pricePerFrequency: 0 })).toBe('onDemand');
    expect(noFrequencyPrice({ onDemand: true, pricePerFrequency: 250_000 })).toBe('onDemand');
  });
});

describe('contractNumber', () => {
  it('numbers in sequence with the Roman month', () => {
    expect(contractNumber(1, '2026-11-22')).toBe('001/SRK-CTR/XI/2026');
    expect(contractNumber(42, '2027-04-01')).toBe('042/SRK-CTR/IV/2027');
    expect(contractNumber(1234, '2026-12-01')).toBe('1234/SRK-CTR/XII/2026');
  });
});

describe('frequencyPeriod', () => {
  it('counts day periods from the start', () => {
    const contract = { startDate: '2026-11-02', frequency: 'weekly', frequencyInterval: 1 } as const;
    expect(frequencyPeriod(contract, '2026-11-10')).toEqual({ from: '2026-11-09', to: '2026-11-16' });
    expect(frequencyPeriod({ ...contract, frequencyInterval: 2 }, '2026-11-20')).toEqual({
      from: '2026-11-16',
      to: '2026-11-30',
    });
  });

  it('counts month periods from the start without drifting', () => {
    const contract = { startDate: '2026-01-31', frequency: 'monthly', frequencyInterval: 1 } as const;
    expect(frequencyPeriod(contract, '2026-03-15')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(frequencyPeriod(contract, '2026-03-31')).toEqual({ from: '2026-03-31', to: '2026-04-30' });
    expect(
      frequencyPeriod(
        { startDate: '2026-01-15', frequency: 'every3Months', frequencyInterval: 1 },
        '2026-05-01',
      ),
    ).toEqual({ from: '2026-04-15', to: '2026-07-15' });
  });
});

describe('potentialCost', () => {
  it('prices bins and kilograms in whole rupiah', () => {
    expect(potentialCost({ pricePerUnit: 150_000 }, 3)).toBe(450_000);
    expect(potentialCost({ pricePerUnit: 4_500 }, 12.5)).toBe(56_250);
    expect(potentialCost({ pricePerUnit: 3_333 }, 0.15)).toBe(500);
    expect(potentialCost({ pricePerUnit: 2_000_000_000 }, 1_000_000)).toBe(2_000_000_000_000_000);
  });
});
