import { describe, expect, it } from 'vitest';
import {
  b3Summary,
  compareQuantities,
  financeLines,
  financeTotal,
  fleetUse,
  onTimeRate,
  percentChange,
  pickupsPerDay,
  totalsByUnit,
} from './figures.ts';

describe('the monthly comparisons', () => {
  const line = (type: string, wasteCode: string | null, quantity: number, records = 1, unit = 'kg') => ({
    type,
    wasteCode,
    unit,
    quantity,
    records,
  });

  it('puts each type, code and unit of the month beside the month before and a year earlier', () => {
    const compared = compareQuantities(
      [line('b3', 'B105d', 120.5, 3), line('organic', null, 0.1), line('organic', null, 0.2)],
      [line('b3', 'B105d', 100), line('plastic', null, 40)],
      [line('b3', 'B105d', 241)],
    );
    expect(compared).toEqual([
      {
        type: 'b3',
        wasteCode: 'B105d',
        unit: 'kg',
        current: 120.5,
        previous: 100,
        lastYear: 241,
        records: 3,
        changeVsPrevious: 20.5,
        changeVsLastYear: -50,
      },
      {
        type: 'organic',
        wasteCode: null,
        unit: 'kg',
        current: 0.3,
        previous: 0,
        lastYear: 0,
        records: 2,
        changeVsPrevious: null,
        changeVsLastYear: null,
      },
      {
        type: 'plastic',
        wasteCode: null,
        unit: 'kg',
        current: 0,
        previous: 40,
        lastYear: 0,
        records: 0,
        changeVsPrevious: -100,
        changeVsLastYear: null,
      },
    ]);
  });

  it('totals each unit apart: kilograms and litres never add up', () => {
    const totals = totalsByUnit(
      compareQuantities(
        [line('b3', 'B105d', 10), line('b3', 'A102d', 5, 1, 'liter'), line('plastic', null, 2.25)],
        [line('b3', 'B105d', 8)],
        [],
      ),
    );
    expect(
      totals.map(({ unit, current, previous, changeVsPrevious }) => ({
        unit,
        current,
        previous,
        changeVsPrevious,
      })),
    ).toEqual([
      { unit: 'kg', current: 12.25, previous: 8, changeVsPrevious: 53.1 },
      { unit: 'liter', current: 5, previous: 0, changeVsPrevious: null },
    ]);
  });

  it('has no change to show against nothing', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 5)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(150.25, 100)).toBe(50.3);
  });
});

describe('the quarterly B3 summary', () => {
  const handed = (
    wasteCode: string,
    quantity: number,
    handedOverOn: string,
    manifestNumber: string | null,
    unit = 'kg',
  ) => ({
    wasteCode,
    quantity,
    unit,
    handedOverOn,
    transporter: 'PT Angkut Limbah Nusantara',
    receiver: handedOverOn < '2026-08-01' ? 'PT Olah B3 Cileungsi' : 'PT Prasadha Pamunah Limbah Industri',
    manifestNumber,
  });

  it('gives per B3 code the quantity handed over, its dates, transporters, receivers and manifests', () => {
    const summary = b3Summary([
      handed('B105d', 150.25, '2026-07-14', 'FES-0001'),
      handed('A102d', 20, '2026-09-02', 'FES-0003', 'liter'),
      handed('B105d', 49.75, '2026-08-20', 'FES-0002'),
      handed('B105d', 10, '2026-07-14', null),
    ]);
    expect(summary).toEqual([
      {
        wasteCode: 'A102d',
        unit: 'liter',
        quantity: 20,
        records: 1,
        dates: ['2026-09-02'],
        transporters: ['PT Angkut Limbah Nusantara'],
        receivers: ['PT Prasadha Pamunah Limbah Industri'],
        manifestNumbers: ['FES-0003'],
      },
      {
        wasteCode: 'B105d',
        unit: 'kg',
        quantity: 210,
        records: 3,
        dates: ['2026-07-14', '2026-08-20'],
        transporters: ['PT Angkut Limbah Nusantara'],
        receivers: ['PT Olah B3 Cileungsi', 'PT Prasadha Pamunah Limbah Industri'],
        manifestNumbers: ['FES-0001', 'FES-0002'],
      },
    ]);
  });
});

describe('the operations figures', () => {
  it('counts pickups per day with the quiet days in', () => {
    const days = pickupsPerDay(
      [
        { requestedOn: '2026-09-01', pickedUpOn: '2026-09-01', partial: false },
        { requestedOn: '2026-09-01', pickedUpOn: '2026-09-03', partial: false },
        { requestedOn: null, pickedUpOn: '2026-09-03', partial: true },
      ],
      { from: '2026-09-01', to: '2026-09-04' },
    );
    expect(days).toEqual([
      { day: '2026-09-01', pickups: 1 },
      { day: '2026-09-02', pickups: 0 },
      { day: '2026-09-03', pickups: 2 },
      { day: '2026-09-04', pickups: 0 },
    ]);
  });

  it('rates pickups on time against the requested day, leaving undated ones out', () => {
    expect(
      onTimeRate([
        { requestedOn: '2026-09-02', pickedUpOn: '2026-09-01', partial: false },
        { requestedOn: '2026-09-02', pickedUpOn: '2026-09-02', partial: true },
        { requestedOn: '2026-09-02', pickedUpOn: '2026-09-03', partial: false },
        { requestedOn: null, pickedUpOn: '2026-09-03', partial: false },
      ]),
    ).toEqual({ onTime: 2, late: 1, withoutDate: 1, partial: 1, rate: 66.7 });
    expect(onTimeRate([]).rate).toBeNull();
  });

  it('gives each vehicle its share of the month’s days, busiest first', () => {
    expect(
      fleetUse(
        [
          { plate: 'B 9012 XY', journeys: 3, daysUsed: 3 },
          { plate: 'B 1234 AB', journeys: 20, daysUsed: 15 },
        ],
        { from: '2026-09-01', to: '2026-09-30' },
      ),
    ).toEqual([
      { plate: 'B 1234 AB', journeys: 20, daysUsed: 15, use: 50 },
      { plate: 'B 9012 XY', journeys: 3, daysUsed: 3, use: 10 },
    ]);
  });
});

describe('the finance figures', () => {
  it('sums invoiced, tax, collected, outstanding and overdue by customer and month in rupiah', () => {
    const invoice = (
      companyName: string,
      month: string,
      subtotal: number,
      grandTotal: number,
      paidAmount: number,
      dueDate: string,
    ) => ({
      companyName,
      month,
      subtotal,
      grandTotal,
      paidAmount,
      dueDate,
    });
    const lines = financeLines(
      [
        invoice('PT Beta', '2026-09', 1_000_000, 1_110_000, 0, '2026-10-15'),
        invoice('PT Alfa', '2026-09', 2_000_000, 2_220_000, 2_220_000, '2026-10-01'),
        invoice('PT Alfa', '2026-09', 500_000, 555_000, 200_000, '2026-10-31'),
      ],
      '2026-10-20',
    );
    expect(lines).toEqual([
      {
        companyName: 'PT Alfa',
        month: '2026-09',
        invoices: 2,
        invoiced: 2_775_000,
        tax: 275_000,
        collected: 2_420_000,
        outstanding: 355_000,
        overdue: 0,
      },
      {
        companyName: 'PT Beta',
        month: '2026-09',
        invoices: 1,
        invoiced: 1_110_000,
        tax: 110_000,
        collected: 0,
        outstanding: 1_110_000,
        overdue: 1_110_000,
      },
    ]);
    expect(financeTotal(lines)).toEqual({
      invoices: 3,
      invoiced: 3_885_000,
      tax: 385_000,
      collected: 2_420_000,
      outstanding: 1_465_000,
      overdue: 1_110_000,
    });
  });
});
