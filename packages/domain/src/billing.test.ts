import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceCycles,
  allocate,
  billableQuantity,
  cappedQuantity,
  DUE_FILTERS,
  type DueDisplay,
  type DueFilter,
  dueDate,
  dueDisplay,
  dueWindow,
  frequencyPeriodsIn,
  INVOICE_TYPES,
  type InvoiceState,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  isInvoiceNumberFormat,
  lineAmount,
  MAX_INVOICE_AMOUNT,
  PAYMENT_STATUSES,
  type PaymentTerm,
  paymentRefusal,
  paymentStatus,
  taxBase,
} from './billing.ts';
import { FREQUENCIES, frequencyPeriod, PAYMENT_TERMS } from './contracts.ts';
import { addDays, addMonths, type CalendarDate, jakartaToday } from './dates.ts';

const line = (quantity: number, unitPrice: number, transportCost = 0) => ({
  quantity,
  unitPrice,
  transportCost,
});

/** Any business date from 2000 to about 2060. */
const calendarDay = fc.integer({ min: 0, max: 22_000 }).map((days) => addDays('2000-01-01', days));
/** A quantity with at most two decimals, as forms take it. */
const quantity = fc.integer({ min: 0, max: 100_000_000 }).map((hundredths) => hundredths / 100);
const rupiah = fc.integer({ min: 0, max: 2_000_000_000 });
const anyTotal = fc.bigInt({ min: 0n, max: BigInt(MAX_INVOICE_AMOUNT) }).map(Number);

describe('invoice totals', () => {
  it('charges PPN 12% of DPP nilai lain, 11/12 of the price (the reference example)', () => {
    expect(invoiceTotals([line(1, 12_000_000)], 'ppn12Dpp')).toEqual({
      subtotal: 12_000_000,
      taxBase: 11_000_000,
      ppnRate: 12,
      taxAmount: 1_320_000,
      grandTotal: 13_320_000,
    });
  });

  it('charges PPN 11% of the price itself', () => {
    expect(invoiceTotals([line(1, 12_000_000)], 'ppn11')).toEqual({
      subtotal: 12_000_000,
      taxBase: 12_000_000,
      ppnRate: 11,
      taxAmount: 1_320_000,
      grandTotal: 13_320_000,
    });
  });

  it('rounds DPP nilai lain and the tax down to the rupiah', () => {
    expect(taxBase(100_001, 'ppn12Dpp')).toBe(91_667);
    // 91,666.67 → 91,666, and 12% of it 10,999.92 → 10,999: a rupiah under 11% of the price.
    expect(invoiceTotals([line(1, 100_000)], 'ppn12Dpp')).toMatchObject({
      taxBase: 91_666,
      taxAmount: 10_999,
    });
    expect(invoiceTotals([line(1, 100_000)], 'ppn11')).toMatchObject({ taxBase: 100_000, taxAmount: 11_000 });
  });

  it('rounds the tax once for the whole invoice, not line by line', () => {
    // Each line alone would carry 115.5 → 115, two lines 230; the invoice's 2,100 carries 231.
    const totals = invoiceTotals([line(1, 1_050), line(1, 1_050)], 'ppn11');
    expect(totals).toMatchObject({ subtotal: 2_100, taxAmount: 231, grandTotal: 2_331 });
  });

  it('has nothing to tax on an empty invoice', () => {
    expect(invoiceTotals([], 'ppn12Dpp')).toMatchObject({ subtotal: 0, taxAmount: 0, grandTotal: 0 });
  });

  it('always rounds the tax down and adds it to the subtotal', () => {
    const lines = fc.array(fc.record({ quantity, unitPrice: rupiah, transportCost: rupiah }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(lines, fc.constantFrom('ppn11' as const, 'ppn12Dpp' as const), (items, option) => {
        const totals = invoiceTotals(items, option);
        const base = BigInt(totals.taxBase);
        const tax = BigInt(totals.taxAmount);
        expect(tax * 100n <= base * BigInt(totals.ppnRate)).toBe(true);
        expect((tax + 1n) * 100n > base * BigInt(totals.ppnRate)).toBe(true);
        expect(totals.grandTotal).toBe(totals.subtotal + totals.taxAmount);
      }),
    );
  });

  it('taxes DPP nilai lain at most a rupiah under 11% of the price, never over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (price) => {
        const ppn11 = invoiceTotals([line(1, price)], 'ppn11').taxAmount;
        const ppn12Dpp = invoiceTotals([line(1, price)], 'ppn12Dpp').taxAmount;
        expect(ppn11 - ppn12Dpp).toBeGreaterThanOrEqual(0);
        expect(ppn11 - ppn12Dpp).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('line amounts', () => {
  it('multiplies a quantity with two decimals by the price, half up to the rupiah', () => {
    expect(lineAmount(line(12.5, 3_333))).toBe(41_663); // 41,662.5
    expect(lineAmount(line(12.49, 3_333))).toBe(41_629); // 41,629.17
    expect(lineAmount(line(0.29, 100))).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(lineAmount(line(0.01, 49))).toBe(0);
    expect(lineAmount(line(0.01, 50))).toBe(1);
    expect(lineAmount(line(1_000_000, 999_999))).toBe(999_999_000_000);
  });

  it('adds the transport cost after rounding', () => {
    expect(lineAmount(line(2.5, 1_001, 75_000))).toBe(77_503);
  });

  it('agrees with rounding the exact product half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        rupiah,
        (hundredths, price, transport) => {
          // hundredths × price stays below 2^52, where n / 100 is exact enough for Math.round.
          const expected = Math.round((hundredths * price) / 100) + transport;
          expect(lineAmount(line(hundredths / 100, price, transport))).toBe(expected);
        },
      ),
    );
  });
});

describe('allocate', () => {
  it('shares a total by weight, the rupiah left over to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_320_000, [7_000_000, 5_000_000])).toEqual([770_000, 550_000]);
    expect(allocate(10, [1, 2, 2])).toEqual([2, 4, 4]);
    expect(allocate(7, [1, 2, 2])).toEqual([1, 3, 3]); // 1.4, 2.8, 2.8
    expect(allocate(0, [5, 9])).toEqual([0, 0]);
  });

  it('gives everything to the first line when no line weighs anything', () => {
    expect(allocate(1_000, [0, 0, 0])).toEqual([1_000, 0, 0]);
    expect(allocate(1_000, [0])).toEqual([1_000]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('refuses a total with no line to go to', () => {
    expect(() => allocate(1, [])).toThrow(RangeError);
  });

  it('keeps the sum with a line that weighs less than nothing', () => {
    expect(allocate(1, [5, -1, -1, -1])).toEqual([3, 0, -1, -1]);
    expect(allocate(-5, [1, 1])).toEqual([-2, -3]);
  });

  const withinOne = (total: number, weights: number[], shares: number[]) => {
    const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
    const size = sum < 0n ? -sum : sum;
    shares.forEach((share, index) => {
      const gap = BigInt(share) * sum - BigInt(total) * BigInt(weights[index] ?? 0);
      expect(gap < size && -gap < size).toBe(true);
    });
  };

  it('never loses or invents a rupiah, each share within one of its exact proportion', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(anyTotal, weights, (total, lineWeights) => {
        const shares = allocate(total, lineWeights);
        expect(shares).toHaveLength(lineWeights.length);
        expect(shares.reduce((acc, share) => acc + share, 0)).toBe(total);
        expect(shares.every((share) => share >= 0 && Number.isSafeInteger(share))).toBe(true);
        if (lineWeights.some((weight) => weight > 0)) withinOne(total, lineWeights, shares);
        else expect(shares[0]).toBe(total);
      }),
    );
  });

  it('also keeps the sum with credits among the weights', () => {
    const weights = fc
      .array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
      .filter((items) => items.reduce((acc, weight) => acc + weight, 0) !== 0);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), weights, (total, lineWeights) => {
        const shares = allocate(total, lineWeights);
        expect(shares.reduce((acc, share) => acc + share, 0)).toBe(total);
        withinOne(total, lineWeights, shares);
      }),
    );
  });
});

describe('due dates', () => {
  it.each<[PaymentTerm, CalendarDate]>([
    ['net15', '2026-12-05'],
    ['net30', '2026-12-20'],
    ['net45', '2027-01-04'],
    ['net60', '2027-01-19'],
    ['dueOnReceipt', '2026-11-20'],
  ])('%s from 20 November 2026 is %s', (term, expected) => {
    expect(dueDate('2026-11-20', term)).toBe(expected);
  });

  it('counts calendar days through February of a leap year', () => {
    expect(dueDate('2028-02-14', 'net15')).toBe('2028-02-29');
    expect(dueDate('2027-02-14', 'net15')).toBe('2027-03-01');
  });

  it('falls on or after the issue date for every term', () => {
    fc.assert(
      fc.property(calendarDay, fc.constantFrom(...PAYMENT_TERMS), (issued, term) => {
        expect(dueDate(issued, term) >= issued).toBe(true);
        expect(dueDisplay(dueDate(issued, term), issued).kind).toBe(
          term === 'dueOnReceipt' ? 'dueToday' : 'daysLeft',
        );
      }),
    );
  });
});

describe('due display', () => {
  it('turns overdue at midnight in Jakarta, not in UTC', () => {
    const due = '2026-11-30';
    // 16:59:59 UTC is 23:59:59 WIB on the due date; a second later it is 1 December in Jakarta
    // while UTC still reads 30 November.
    expect(dueDisplay(due, jakartaToday(new Date('2026-11-30T16:59:59Z')))).toEqual({ kind: 'dueToday' });
    expect(dueDisplay(due, jakartaToday(new Date('2026-11-30T17:00:00Z')))).toEqual({
      kind: 'daysOverdue',
      days: 1,
    });
    // And the due day begins at 17:00 UTC the day before.
    expect(dueDisplay(due, jakartaToday(new Date('2026-11-29T16:59:59Z')))).toEqual({
      kind: 'dueThisWeek',
      days: 1,
    });
    expect(dueDisplay(due, jakartaToday(new Date('2026-11-29T17:00:00Z')))).toEqual({ kind: 'dueToday' });
  });

  it.each<[CalendarDate, CalendarDate, DueDisplay]>([
    ['2026-12-03', '2026-11-28', { kind: 'dueThisWeek', days: 5 }],
    ['2027-01-05', '2026-12-30', { kind: 'dueThisWeek', days: 6 }],
    ['2027-01-06', '2026-12-30', { kind: 'daysLeft', days: 7 }],
    ['2026-03-01', '2026-02-28', { kind: 'dueThisWeek', days: 1 }],
    ['2026-10-31', '2026-11-02', { kind: 'daysOverdue', days: 2 }],
    ['2026-01-31', '2026-03-01', { kind: 'daysOverdue', days: 29 }],
  ])('due %s seen on %s', (due, today, expected) => {
    expect(dueDisplay(due, today)).toEqual(expected);
  });

  const filterOf: Record<DueDisplay['kind'], DueFilter> = {
    daysOverdue: 'overdue',
    dueToday: 'dueToday',
    dueThisWeek: 'dueThisWeek',
    daysLeft: 'later',
  };

  it('puts every due date in exactly the one list filter its display names', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -60, max: 60 }), (today, offset) => {
        const due = addDays(today, offset);
        const containing = DUE_FILTERS.filter((filter) => {
          const { from, to } = dueWindow(filter, today);
          return (from === undefined || from <= due) && (to === undefined || due <= to);
        });
        expect(containing).toEqual([filterOf[dueDisplay(due, today).kind]]);
      }),
    );
  });
});

describe('invoice status', () => {
  const today = '2026-11-30';
  const dues = [null, '2026-11-29', today, '2026-12-01'];

  it('labels every combination: cancelled, then proforma, paid, overdue, and the payment status', () => {
    for (const type of INVOICE_TYPES)
      for (const cancelled of [false, true])
        for (const payment of PAYMENT_STATUSES)
          for (const due of dues) {
            const state: InvoiceState = { type, cancelled, paymentStatus: payment, dueDate: due };
            const expected = cancelled
              ? 'cancelled'
              : type === 'proforma'
                ? 'proforma'
                : payment === 'paid'
                  ? 'paid'
                  : due !== null && due < today
                    ? 'overdue'
                    : payment;
            expect(invoiceStatus(state, today), JSON.stringify(state)).toBe(expected);
          }
  });

  it('reads a few plainly', () => {
    const issued = { type: 'issued', cancelled: false } as const;
    expect(invoiceStatus({ ...issued, paymentStatus: 'partial', dueDate: '2026-11-29' }, today)).toBe(
      'overdue',
    );
    expect(invoiceStatus({ ...issued, paymentStatus: 'partial', dueDate: today }, today)).toBe('partial');
    expect(invoiceStatus({ ...issued, paymentStatus: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
    expect(invoiceStatus({ ...issued, paymentStatus: 'unpaid', dueDate: null }, today)).toBe('unpaid');
  });
});

describe('payments', () => {
  const invoice = { type: 'issued', cancelled: false, grandTotal: 1_000 } as const;

  it('moves from unpaid through partial to paid', () => {
    expect(paymentStatus(1_000, 0)).toBe('unpaid');
    expect(paymentStatus(1_000, 1)).toBe('partial');
    expect(paymentStatus(1_000, 999)).toBe('partial');
    expect(paymentStatus(1_000, 1_000)).toBe('paid');
  });

  it('counts an invoice for nothing as paid, so it never turns overdue', () => {
    expect(paymentStatus(0, 0)).toBe('paid');
  });

  it('records payments up to what is still owed', () => {
    let paid = 0;
    const seen = [];
    for (const amount of [400, 350, 250]) {
      expect(paymentRefusal({ ...invoice, paidAmount: paid }, amount)).toBeNull();
      paid += amount;
      seen.push(paymentStatus(invoice.grandTotal, paid));
    }
    expect(seen).toEqual(['partial', 'partial', 'paid']);
    expect(paymentRefusal({ ...invoice, paidAmount: paid }, 1)).toBe('overpayment');
  });

  it.each([
    ['overpayment', { ...invoice, paidAmount: 400 }, 601],
    ['notPositive', { ...invoice, paidAmount: 400 }, 0],
    ['notPositive', { ...invoice, paidAmount: 0 }, -50],
    ['proforma', { ...invoice, type: 'proforma' as const, paidAmount: 0 }, 100],
    ['cancelled', { ...invoice, cancelled: true, paidAmount: 0 }, 100],
    ['cancelled', { ...invoice, type: 'proforma' as const, cancelled: true, paidAmount: 0 }, 100],
  ])('refuses %s', (refusal, state, amount) => {
    expect(paymentRefusal(state, amount)).toBe(refusal);
  });

  it('accepts exactly the rest of what is owed', () => {
    expect(paymentRefusal({ ...invoice, paidAmount: 400 }, 600)).toBeNull();
  });

  it('never lets payments pass the grand total, and is paid when they reach it', () => {
    fc.assert(
      fc.property(rupiah, fc.array(rupiah, { maxLength: 10 }), (grandTotal, amounts) => {
        let paid = 0;
        for (const amount of amounts) {
          const refusal = paymentRefusal({ ...invoice, grandTotal, paidAmount: paid }, amount);
          expect(refusal === null).toBe(amount > 0 && paid + amount <= grandTotal);
          if (refusal === null) paid += amount;
        }
        const status = paymentStatus(grandTotal, paid);
        expect(status === 'paid').toBe(paid === grandTotal);
        expect(status === 'unpaid').toBe(paid === 0 && grandTotal > 0);
      }),
    );
  });
});

describe('billable quantity', () => {
  const record = { quantity: 100, sentQuantity: 98.5, receivedQuantity: null, resolution: null };

  it('bills a delivered record on what was weighed at pickup', () => {
    expect(billableQuantity({ ...record, status: 'delivered' })).toBe(98.5);
    expect(billableQuantity({ ...record, status: 'delivered', sentQuantity: null })).toBe(100);
  });

  it('bills a settled short delivery on what arrived', () => {
    for (const resolution of ['acceptLower', 'remainderLost']) {
      expect(billableQuantity({ ...record, status: 'delivered', receivedQuantity: 90.25, resolution })).toBe(
        90.25,
      );
    }
  });

  it('bills nothing before delivery, while a short delivery is open, or when cancelled', () => {
    for (const status of ['drafted', 'waiting', 'journeyAssigned', 'onProgress', 'partiallyDelivered']) {
      expect(billableQuantity({ ...record, status, receivedQuantity: 90 })).toBeNull();
    }
    expect(billableQuantity({ ...record, status: 'cancelled' })).toBeNull();
  });
});

describe('the arrears cap', () => {
  it('bills what was delivered up to the maximum per frequency', () => {
    expect(cappedQuantity(50, 100, 0)).toBe(50);
    expect(cappedQuantity(120, 100, 0)).toBe(100);
  });

  it('leaves out what earlier invoices billed for the same period', () => {
    expect(cappedQuantity(50, 100, 80)).toBe(20);
    expect(cappedQuantity(12.34, 100, 99.99)).toBe(0.01);
    expect(cappedQuantity(0.3, 0.3, 0.1)).toBe(0.2); // not 0.19999999999999998
  });

  it('never goes negative once the cap is used up', () => {
    expect(cappedQuantity(50, 100, 100)).toBe(0);
    expect(cappedQuantity(50, 100, 120)).toBe(0);
  });

  it('never exceeds the room under the cap nor what was delivered', () => {
    fc.assert(
      fc.property(quantity, quantity, quantity, (delivered, cap, billed) => {
        const billedNow = cappedQuantity(delivered, cap, billed);
        const hundredths = Math.round(billedNow * 100);
        expect(hundredths / 100).toBe(billedNow);
        expect(billedNow).toBeGreaterThanOrEqual(0);
        expect(billedNow).toBeLessThanOrEqual(delivered);
        expect(hundredths).toBeLessThanOrEqual(Math.max(0, Math.round(cap * 100) - Math.round(billed * 100)));
        // It bills all it may: either all that was delivered or all the room left.
        expect(
          billedNow === delivered ||
            hundredths === Math.max(0, Math.round(cap * 100) - Math.round(billed * 100)),
        ).toBe(true);
      }),
    );
  });
});

describe('advance cycles', () => {
  const contract = { startDate: '2026-01-01', endDate: '2026-12-31', paymentCycle: 'monthly' as const };

  it('invoices the cycles beginning in the month of the run or the next', () => {
    expect(advanceCycles(contract, '2026-03')).toEqual([
      { from: '2026-03-01', to: '2026-04-01' },
      { from: '2026-04-01', to: '2026-05-01' },
    ]);
    // A run in the month before the contract begins invoices its first month.
    expect(advanceCycles(contract, '2025-12')).toEqual([{ from: '2026-01-01', to: '2026-02-01' }]);
    expect(advanceCycles(contract, '2025-11')).toEqual([]);
  });

  it('bills a per-pickup cycle paid in advance monthly', () => {
    expect(advanceCycles({ ...contract, paymentCycle: 'perPickup' }, '2026-03')).toEqual(
      advanceCycles(contract, '2026-03'),
    );
  });

  it('counts quarterly and yearly cycles from the start date', () => {
    const quarterly = { ...contract, startDate: '2026-01-15', paymentCycle: 'quarterly' as const };
    expect(advanceCycles(quarterly, '2026-01')).toEqual([{ from: '2026-01-15', to: '2026-04-15' }]);
    expect(advanceCycles(quarterly, '2026-02')).toEqual([]);
    expect(advanceCycles(quarterly, '2026-03')).toEqual([{ from: '2026-04-15', to: '2026-07-15' }]);
    const yearly = { startDate: '2026-07-01', endDate: '2028-06-30', paymentCycle: 'yearly' as const };
    expect(advanceCycles(yearly, '2026-06')).toEqual([{ from: '2026-07-01', to: '2027-07-01' }]);
    expect(advanceCycles(yearly, '2027-07')).toEqual([{ from: '2027-07-01', to: '2028-07-01' }]);
    expect(advanceCycles(yearly, '2028-06')).toEqual([]);
  });

  it('keeps a contract starting on the 31st on the month’s last day, without drifting', () => {
    const late = { ...contract, startDate: '2026-01-31' };
    expect(advanceCycles(late, '2026-02')).toEqual([
      { from: '2026-02-28', to: '2026-03-31' },
      { from: '2026-03-31', to: '2026-04-30' },
    ]);
    expect(advanceCycles(late, '2026-05')).toEqual([
      { from: '2026-05-31', to: '2026-06-30' },
      { from: '2026-06-30', to: '2026-07-31' },
    ]);
  });

  it('stops at the contract’s end', () => {
    const ending = { ...contract, endDate: '2026-03-15' };
    expect(advanceCycles(ending, '2026-03')).toEqual([{ from: '2026-03-01', to: '2026-04-01' }]);
    expect(advanceCycles(ending, '2026-04')).toEqual([]);
    // A cycle beginning on the last day of the contract is still invoiced.
    expect(advanceCycles({ ...contract, endDate: '2026-04-01' }, '2026-04')).toEqual([
      { from: '2026-04-01', to: '2026-05-01' },
    ]);
  });
});

describe('frequency periods in a cycle', () => {
  const contract = {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    frequency: 'weekly' as const,
    frequencyInterval: 1,
  };

  it('counts the periods beginning within the cycle', () => {
    expect(frequencyPeriodsIn(contract, { from: '2026-01-01', to: '2026-02-01' })).toBe(5);
    // 1 February falls in the week from 29 January: February's weeks begin on the 5th.
    expect(frequencyPeriodsIn(contract, { from: '2026-02-01', to: '2026-03-01' })).toBe(4);
    expect(
      frequencyPeriodsIn({ ...contract, frequencyInterval: 2 }, { from: '2026-01-01', to: '2026-02-01' }),
    ).toBe(3);
  });

  it('counts monthly periods in monthly, quarterly and yearly cycles', () => {
    const monthly = { ...contract, frequency: 'monthly' as const };
    expect(frequencyPeriodsIn(monthly, { from: '2026-01-01', to: '2026-02-01' })).toBe(1);
    expect(frequencyPeriodsIn(monthly, { from: '2026-01-01', to: '2026-04-01' })).toBe(3);
    expect(frequencyPeriodsIn(monthly, { from: '2026-01-01', to: '2027-01-01' })).toBe(12);
  });

  it('charges a longer period only in the cycle where it begins', () => {
    const yearly = { ...contract, frequency: 'yearly' as const };
    expect(frequencyPeriodsIn(yearly, { from: '2026-01-01', to: '2026-02-01' })).toBe(1);
    expect(frequencyPeriodsIn(yearly, { from: '2026-02-01', to: '2026-03-01' })).toBe(0);
  });

  it('follows a contract starting on the 31st through short months', () => {
    const late = { ...contract, startDate: '2026-01-31', frequency: 'monthly' as const };
    expect(frequencyPeriodsIn(late, { from: '2026-02-28', to: '2026-03-31' })).toBe(1);
    expect(frequencyPeriodsIn(late, { from: '2026-01-31', to: '2026-04-30' })).toBe(3);
  });

  it('stops at the contract’s end', () => {
    const ending = { ...contract, endDate: '2026-01-20' };
    expect(frequencyPeriodsIn(ending, { from: '2026-01-01', to: '2026-02-01' })).toBe(3);
    expect(frequencyPeriodsIn(ending, { from: '2026-02-01', to: '2026-03-01' })).toBe(0);
  });

  const contracts = fc.record({
    startDate: calendarDay,
    length: fc.integer({ min: 0, max: 800 }),
    frequency: fc.constantFrom(...FREQUENCIES),
    frequencyInterval: fc.integer({ min: 1, max: 3 }),
    paymentCycle: fc.constantFrom('monthly' as const, 'quarterly' as const, 'yearly' as const),
  });

  it('charges every period of a contract once over its cycles', () => {
    const step = { monthly: 1, quarterly: 3, yearly: 12 };
    fc.assert(
      fc.property(contracts, ({ length, paymentCycle, ...terms }) => {
        const contract = { ...terms, endDate: addDays(terms.startDate, length) };
        let periods = 0;
        for (let period = frequencyPeriod(contract, contract.startDate); period.from <= contract.endDate; ) {
          periods += 1;
          period = frequencyPeriod(contract, period.to);
        }
        let charged = 0;
        for (let index = 0; ; index += 1) {
          const from = addMonths(contract.startDate, index * step[paymentCycle]);
          if (from > contract.endDate) break;
          const to = addMonths(contract.startDate, (index + 1) * step[paymentCycle]);
          charged += frequencyPeriodsIn(contract, { from, to });
        }
        expect(charged).toBe(periods);
      }),
    );
  });

  it('offers every cycle to two runs, the month before it begins and its own', () => {
    // So the run for a month must skip the cycles the run before it already invoiced.
    const step = { monthly: 1, quarterly: 3, yearly: 12 };
    fc.assert(
      fc.property(contracts, ({ startDate, length, paymentCycle }) => {
        const contract = { startDate, endDate: addDays(startDate, length), paymentCycle };
        const offered = new Map<string, string[]>();
        const last = contract.endDate.slice(0, 7);
        for (let month = addMonths(`${startDate.slice(0, 7)}-01`, -1); month.slice(0, 7) <= last; ) {
          for (const cycle of advanceCycles(contract, month.slice(0, 7))) {
            offered.set(cycle.from, [...(offered.get(cycle.from) ?? []), month.slice(0, 7)]);
          }
          month = addMonths(month, 1);
        }
        let index = 0;
        for (; addMonths(startDate, index * step[paymentCycle]) <= contract.endDate; index += 1) {
          const from = addMonths(startDate, index * step[paymentCycle]);
          const own = `${from.slice(0, 7)}-01`;
          expect(offered.get(from)).toEqual([addMonths(own, -1).slice(0, 7), own.slice(0, 7)]);
        }
        expect(offered.size).toBe(index);
      }),
    );
  });
});

describe('invoice numbers', () => {
  it('fills the year and a six-digit sequence into the format', () => {
    expect(invoiceNumber('INV/{year}/{number}', 2026, 42)).toBe('INV/2026/000042');
    expect(invoiceNumber('{number}-SRK-{year}', 2027, 1)).toBe('000001-SRK-2027');
    expect(invoiceNumber('INV/{year}/{number}', 2026, 1_234_567)).toBe('INV/2026/1234567');
  });

  it.each([
    ['INV/{year}/{number}', true],
    ['{year}{number}', true],
    ['INV/{number}', false],
    ['INV/{year}', false],
    ['{year}/{number}/{number}', false],
    ['{year}/{number}}', false],
    ['{yea{number}r}{year}', false],
    ['{Year}/{number}', false],
    [`${'X'.repeat(24)}/{year}/{number}`, true],
    [`${'X'.repeat(25)}/{year}/{number}`, false],
  ])('%s is a valid format: %s', (format, valid) => {
    expect(isInvoiceNumberFormat(format)).toBe(valid);
  });

  it('gives every year and sequence its own number, with no braces left', () => {
    const text = fc.string({ maxLength: 10 }).filter((value) => !/[{}]/.test(value));
    const format = fc
      .tuple(text, text, text, fc.boolean())
      .map(([a, b, c, yearFirst]) =>
        yearFirst ? `${a}{year}${b}{number}${c}` : `${a}{number}${b}{year}${c}`,
      )
      .filter((value) => value.length <= 40);
    const issue = fc.record({
      year: fc.integer({ min: 1900, max: 2999 }),
      sequence: fc.integer({ min: 1, max: 9_999_999 }),
    });
    fc.assert(
      fc.property(format, issue, issue, (pattern, one, other) => {
        expect(isInvoiceNumberFormat(pattern)).toBe(true);
        const first = invoiceNumber(pattern, one.year, one.sequence);
        expect(first).not.toMatch(/[{}]/);
        const same = one.year === other.year && one.sequence === other.sequence;
        expect(first === invoiceNumber(pattern, other.year, other.sequence)).toBe(same);
      }),
    );
  });
});
