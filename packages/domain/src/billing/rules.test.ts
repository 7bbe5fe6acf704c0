import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREQUENCIES, frequencyPeriod, PAYMENT_TERMS } from '../contracts/rules.ts';
import { addDays, addMonths, type CalendarDate, jakartaToday } from '../shared/dates.ts';
import {
  advanceCycles,
  amountTax,
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
  invoiceSumRows,
  invoiceTotals,
  isInvoiceNumberFormat,
  isPpnOptionLawful,
  type LineFigures,
  lineAmount,
  lineTax,
  lineTaxParts,
  MAX_INVOICE_AMOUNT,
  PAYMENT_STATUSES,
  type PaymentTerm,
  paymentDateRefusal,
  paymentRefusal,
  paymentStatus,
  ppnOptionOn,
} from './rules.ts';

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

/** A price in whole rupiah up to about Rp 1 trillion. */
const price = fc.integer({ min: 0, max: 1_000_000_000_000 });
const options = fc.constantFrom('ppn11' as const, 'ppn12Dpp' as const);
/** Lines whose invoice stays within MAX_INVOICE_AMOUNT: up to 10,000 units at up to Rp 100 million. */
const taxedLine = fc.record({
  quantity: fc.integer({ min: 0, max: 1_000_000 }).map((hundredths) => hundredths / 100),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  transportCost: fc.integer({ min: 0, max: 100_000_000 }),
});
const lines = fc.array(taxedLine, { maxLength: 8 });

describe('PPN per line (Coretax)', () => {
  it('charges PPN 12% of DPP nilai lain, 11/12 of the price (the reference example)', () => {
    expect(invoiceTotals([line(1, 12_000_000)], 'ppn12Dpp')).toEqual({
      lines: [
        {
          quantity: 1,
          unitPrice: 12_000_000,
          transportCost: 0,
          amount: 12_000_000,
          otherTaxBaseSen: 1_100_000_000,
          vatSen: 132_000_000,
        },
      ],
      subtotal: 12_000_000,
      otherTaxBaseSen: 1_100_000_000,
      ppnRate: 12,
      vatSen: 132_000_000,
      grandTotal: 13_320_000,
    });
  });

  it("gives the figures of Odoo's Coretax tests: Rp 100,000 is DPP nilai lain 91,666.67 and PPN 11,000", () => {
    expect(amountTax(100_000, 'ppn12Dpp')).toEqual({
      taxBase: 100_000,
      otherTaxBaseSen: 9_166_667,
      vatSen: 1_100_000,
    });
    expect(amountTax(100_000, 'ppn11')).toEqual({
      taxBase: 100_000,
      otherTaxBaseSen: 10_000_000,
      vatSen: 1_100_000,
    });
    // 111,000 including 11%, less 10%: a TaxBase of 90,000.
    expect(amountTax(90_000, 'ppn12Dpp')).toEqual({
      taxBase: 90_000,
      otherTaxBaseSen: 8_250_000,
      vatSen: 990_000,
    });
  });

  it('no longer comes out a rupiah short where rounding twice did', () => {
    expect(invoiceTotals([line(1, 100_000)], 'ppn12Dpp').vatSen).toBe(1_100_000);
    expect(invoiceTotals([line(1, 1_000_000)], 'ppn12Dpp').vatSen).toBe(11_000_000);
    expect(invoiceTotals([line(1, 2_500_000)], 'ppn12Dpp').vatSen).toBe(27_500_000);
  });

  it('keeps the sen of a price that is not a multiple of Rp 100', () => {
    // 380,875 × 11/12 = 349,135.4166… → 349,135.42; × 12% = 41,896.2504 → 41,896.25.
    expect(amountTax(380_875, 'ppn12Dpp')).toEqual({
      taxBase: 380_875,
      otherTaxBaseSen: 34_913_542,
      vatSen: 4_189_625,
    });
  });

  it('taxes exactly 11% of any line whose price is a multiple of Rp 100', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000 }), options, (hundreds, transport, option) => {
        const taxed = line(1, hundreds - (hundreds % 100), transport * 100);
        expect(BigInt(lineTax(taxed, option).vatSen)).toBe(BigInt(lineAmount(taxed)) * 11n);
      }),
    );
  });

  it("never lets a line's PPN differ from 12% of its DPP nilai lain by a rupiah or more", () => {
    fc.assert(
      fc.property(taxedLine, (taxed) => {
        const tax = lineTax(taxed, 'ppn12Dpp');
        const gap = BigInt(tax.vatSen) * 100n - BigInt(tax.otherTaxBaseSen) * 12n;
        expect(gap < 10_000n && gap > -10_000n).toBe(true);
      }),
    );
  });

  it("sums the invoice's figures from its lines and drops only the PPN's sen from what is paid", () => {
    fc.assert(
      fc.property(lines, options, (items, option) => {
        const totals = invoiceTotals(items, option);
        const sum = (pick: (line: LineFigures) => number) =>
          totals.lines.reduce((acc, line) => acc + pick(line), 0);
        expect(totals.subtotal).toBe(items.reduce((acc, item) => acc + lineAmount(item), 0));
        expect(totals.vatSen).toBe(sum((tax) => tax.vatSen));
        expect(totals.otherTaxBaseSen).toBe(sum((tax) => tax.otherTaxBaseSen));
        expect(totals.grandTotal * 100).toBeLessThanOrEqual(totals.subtotal * 100 + totals.vatSen);
        expect(totals.grandTotal * 100).toBeGreaterThan(totals.subtotal * 100 + totals.vatSen - 100);
      }),
    );
  });

  it('takes a line with transport as two taxed parts, as the Coretax file does', () => {
    expect(lineTaxParts(line(2.5, 1_001, 75_000), 'ppn12Dpp')).toEqual([
      amountTax(2_503, 'ppn12Dpp'),
      amountTax(75_000, 'ppn12Dpp'),
    ]);
    expect(lineTaxParts(line(2, 1_000), 'ppn12Dpp')).toEqual([amountTax(2_000, 'ppn12Dpp')]);
  });

  it('counts the sen of the largest invoice exactly', () => {
    const totals = invoiceTotals([line(1, MAX_INVOICE_AMOUNT)], 'ppn12Dpp');
    expect(BigInt(totals.vatSen)).toBe(BigInt(MAX_INVOICE_AMOUNT) * 11n);
    expect(Number.isSafeInteger(totals.subtotal * 100 + totals.vatSen)).toBe(true);
  });
});

describe('PPN 11% only up to 31 March 2025', () => {
  it('allows PPN 11% on the full price until the end of the transition, DPP nilai lain always', () => {
    expect(isPpnOptionLawful('ppn11', '2025-03-31')).toBe(true);
    expect(isPpnOptionLawful('ppn11', '2025-04-01')).toBe(false);
    expect(isPpnOptionLawful('ppn12Dpp', '2024-12-31')).toBe(true);
    expect(isPpnOptionLawful('ppn12Dpp', '2026-11-27')).toBe(true);
  });

  it('bills a PPN 11% contract at 12% of DPP nilai lain once 11% is no longer lawful', () => {
    expect(ppnOptionOn(11, '2025-03-31')).toBe('ppn11');
    expect(ppnOptionOn(11, '2025-04-01')).toBe('ppn12Dpp');
    expect(ppnOptionOn(12, '2025-01-15')).toBe('ppn12Dpp');
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

describe('the sheet under the lines', () => {
  const base = {
    ppnOption: 'ppn12Dpp' as const,
    paidAmount: 0,
    type: 'proforma' as const,
    status: 'proforma' as const,
  };

  it('prints DPP, DPP nilai lain, PPN and the total, and what is paid when the sen are dropped', () => {
    const totals = invoiceTotals([line(1, 380_875)], 'ppn12Dpp');
    expect(invoiceSumRows({ ...base, ...totals })).toEqual([
      { key: 'subtotal', sen: 38_087_500, strong: false },
      { key: 'otherTaxBase', sen: 34_913_542, strong: false },
      { key: 'vat', sen: 4_189_625, strong: false },
      { key: 'total', sen: 42_277_125, strong: false },
      { key: 'payable', sen: 42_277_100, strong: true },
    ]);
  });

  it('has no DPP nilai lain at PPN 11% and no payable line without sen', () => {
    const totals = invoiceTotals([line(1, 100_000)], 'ppn11');
    expect(invoiceSumRows({ ...base, ppnOption: 'ppn11', ...totals }).map((row) => row.key)).toEqual([
      'subtotal',
      'vat',
      'total',
    ]);
  });

  it('adds what was paid and the balance on an issued invoice', () => {
    const totals = invoiceTotals([line(1, 100_000)], 'ppn12Dpp');
    const rows = invoiceSumRows({
      ...base,
      ...totals,
      paidAmount: 11_000,
      type: 'issued',
      status: 'partial',
    });
    expect(invoiceSumRows({ ...base, ...totals, type: 'issued', status: 'cancelled' })).toHaveLength(4);
    expect(rows.slice(-2)).toEqual([
      { key: 'paid', sen: 1_100_000, strong: false },
      { key: 'balance', sen: 10_000_000, strong: true },
    ]);
  });
});

describe('payment dates', () => {
  it('refuses a payment before the invoice or after tomorrow in WIB', () => {
    expect(paymentDateRefusal('2026-11-01', '2026-11-02', '2026-11-27')).toBe('beforeInvoice');
    expect(paymentDateRefusal('2026-11-02', '2026-11-02', '2026-11-27')).toBeNull();
    expect(paymentDateRefusal('2026-11-28', '2026-11-02', '2026-11-27')).toBeNull();
    expect(paymentDateRefusal('2026-11-29', '2026-11-02', '2026-11-27')).toBe('inFuture');
  });
});
