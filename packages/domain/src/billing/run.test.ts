import { describe, expect, it } from 'vitest';
import {
  type BillableRecord,
  type BillingContract,
  type BillingHistory,
  billedPeriod,
  planInvoice,
} from './run.ts';

const contract: BillingContract = {
  id: 'c1',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  unit: 'kg',
  pricePerUnit: 2_500,
  frequency: 'weekly',
  frequencyInterval: 1,
  pricePerFrequency: 0,
  maxQuantityPerFrequency: 1_000,
  paymentTiming: 'arrears',
  paymentCycle: 'monthly',
  onDemand: false,
  transportCost: 150_000,
  wasteTypes: ['b3'],
};

const nothingBilled: BillingHistory = { billedByPeriod: new Map(), billedCycles: new Set() };

function record(id: string, deliveredOn: string, quantity: number): BillableRecord {
  return { id, registrationNumber: `REG-${id}`, deliveredOn, quantity };
}

describe('planInvoice in arrears', () => {
  it('bills each weekly period capped at the maximum, and transport per pickup on its own line', () => {
    const records = [
      record('a', '2026-11-02', 700),
      record('b', '2026-11-03', 600),
      record('c', '2026-11-10', 200),
    ];
    const draft = planInvoice(contract, 'receivable', '2026-11', records, nothingBilled);
    expect(
      draft.lines.map((line) => [line.itemType, line.quantity, line.unitPrice, line.periodFrom]),
    ).toEqual([
      ['wasteService', 1_000, 2_500, '2026-10-29'],
      ['wasteService', 200, 2_500, '2026-11-05'],
      ['transport', 3, 150_000, '2026-10-29'],
    ]);
    expect(draft.lines[0]).toMatchObject({ serviceCode: '260201', unitCode: 'UM.0003', unit: 'kg' });
    expect(draft.lines[2]).toMatchObject({ serviceCode: '060101', unitCode: 'UM.0030' });
    expect(draft.claims).toEqual([
      { kind: 'record', wasteRecordId: 'a', quantity: 700, line: 0 },
      { kind: 'record', wasteRecordId: 'b', quantity: 600, line: 0 },
      { kind: 'record', wasteRecordId: 'c', quantity: 200, line: 1 },
    ]);
  });

  it('counts what earlier invoices billed for the same period against the cap, and claims records past it', () => {
    const history = { ...nothingBilled, billedByPeriod: new Map([['2026-10-29', 1_000]]) };
    const noTransport = { ...contract, transportCost: 0 };
    const draft = planInvoice(noTransport, 'receivable', '2026-11', [record('a', '2026-11-02', 50)], history);
    expect(draft.lines).toEqual([]);
    expect(draft.claims).toEqual([{ kind: 'record', wasteRecordId: 'a', quantity: 50, line: null }]);
  });

  it('bills nothing when nothing was delivered', () => {
    expect(planInvoice(contract, 'receivable', '2026-11', [], nothingBilled)).toEqual({
      lines: [],
      claims: [],
    });
  });

  it('uses the processing service code on a partner payable', () => {
    const draft = planInvoice(contract, 'payable', '2026-11', [record('a', '2026-11-02', 10)], nothingBilled);
    expect(draft.lines[0]?.serviceCode).toBe('260302');
  });
});

describe('planInvoice in advance', () => {
  const advance: BillingContract = {
    ...contract,
    paymentTiming: 'advance',
    frequency: 'weekly',
    pricePerFrequency: 1_200_000,
    startDate: '2026-11-02',
  };

  it('charges the price per frequency for each period of the cycles starting this month or the next', () => {
    const draft = planInvoice(advance, 'receivable', '2026-11', [], nothingBilled);
    expect(
      draft.lines.map((line) => [line.quantity, line.unitPrice, line.periodFrom, line.periodTo]),
    ).toEqual([
      [5, 1_200_000, '2026-11-02', '2026-12-01'],
      [4, 1_200_000, '2026-12-02', '2027-01-01'],
    ]);
    expect(draft.claims).toEqual([
      { kind: 'cycle', cycleFrom: '2026-11-02', line: 0 },
      { kind: 'cycle', cycleFrom: '2026-12-02', line: 1 },
    ]);
  });

  it('leaves cycles already invoiced, and ignores deliveries (the fee covers them)', () => {
    const history = { ...nothingBilled, billedCycles: new Set(['2026-11-02']) };
    const draft = planInvoice(advance, 'receivable', '2026-11', [record('a', '2026-11-03', 5)], history);
    expect(draft.claims).toEqual([{ kind: 'cycle', cycleFrom: '2026-12-02', line: 0 }]);
  });
});

describe('planInvoice on demand', () => {
  it('makes one line per delivered pickup with its transport cost', () => {
    const onDemand = { ...contract, onDemand: true };
    const draft = planInvoice(
      onDemand,
      'receivable',
      '2026-11',
      [record('b', '2026-11-20', 12.5), record('a', '2026-11-03', 1_500)],
      nothingBilled,
    );
    expect(draft.lines.map((line) => [line.quantity, line.transportCost, line.periodFrom])).toEqual([
      [1_500, 150_000, '2026-11-03'],
      [12.5, 150_000, '2026-11-20'],
    ]);
    expect(draft.lines[0]?.description).toContain('REG-a');
  });
});

describe('the period an invoice prints', () => {
  const month = { from: '2026-11-01', to: '2026-11-30' };

  it('is the period its lines bill, not the run’s month', () => {
    const lines = [
      { periodFrom: '2026-10-27', periodTo: '2026-11-02' },
      { periodFrom: '2026-11-03', periodTo: '2026-11-26' },
    ];
    expect(billedPeriod(lines, month)).toEqual({ from: '2026-10-27', to: '2026-11-26' });
  });

  it('is the month when no line names a period', () => {
    expect(billedPeriod([{ periodFrom: null, periodTo: null }], month)).toEqual(month);
  });
});
