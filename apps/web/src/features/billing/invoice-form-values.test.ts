import { describe, expect, it } from 'vitest';
import {
  type InvoiceFormValues,
  type LineValues,
  liveLineAmount,
  liveTotals,
  toEditInput,
  toInvoiceInput,
} from './invoice-form-values.ts';

const line = (values: Partial<LineValues>): LineValues => ({
  key: 'a',
  itemType: 'wasteService',
  description: 'B3 waste',
  quantity: 1,
  unit: 'kg',
  unitPrice: 0,
  transportCost: '',
  ...values,
});

describe('the manual invoice form', () => {
  it('counts the lines with the domain rules while they are typed', () => {
    const lines = [
      line({ quantity: 12.5, unitPrice: 3_000, transportCost: 150_000 }),
      line({ quantity: '' }),
    ];
    expect(liveLineAmount(lines[0] as LineValues)).toBe(187_500);
    expect(liveTotals({ lines, ppnOption: 'ppn12Dpp' })).toMatchObject({
      subtotal: 187_500,
      otherTaxBaseSen: 17_187_500,
      ppnRate: 12,
      vatSen: 2_062_500,
      grandTotal: 208_125,
    });
  });

  const values: InvoiceFormValues = {
    companyId: null,
    title: 'Extra pickup',
    invoiceDate: '2026-11-23',
    paymentTerm: 'net30',
    ppnOption: 'ppn11',
    lines: [line({ quantity: '', unitPrice: 5_000 })],
    preparer: '',
    approver: '',
    notes: '',
  };

  it('sends empty numbers as NaN for the schema to refuse, and no transport cost as none', () => {
    const input = toInvoiceInput(values);
    expect(input.companyId).toBe('');
    expect(input.lines[0]?.quantity).toBeNaN();
    expect(input.lines[0]?.transportCost).toBe(0);
    expect(input.lines[0]).not.toHaveProperty('key');
  });

  it('changes a proforma without its company, and without its lines when a run made them', () => {
    expect(toEditInput(values, true)).not.toHaveProperty('companyId');
    expect(toEditInput(values, true).lines).toHaveLength(1);
    expect(toEditInput(values, false)).not.toHaveProperty('lines');
    expect(toEditInput(values, false).title).toBe('Extra pickup');
  });
});
