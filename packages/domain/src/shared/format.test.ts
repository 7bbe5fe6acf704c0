import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatNumber,
  formatPhone,
  formatQuantity,
  formatRupiah,
  formatRupiahSen,
  formatTimeOfDay,
  numberSeparators,
} from './format.ts';

describe('formatRupiah', () => {
  it('shows whole rupiah with Indonesian grouping', () => {
    expect(formatRupiah(1_500_000).replace(/\s/g, ' ')).toBe('Rp 1.500.000');
    expect(formatRupiah(12_345_678_901n).replace(/\s/g, ' ')).toBe('Rp 12.345.678.901');
  });

  it('shows an amount in sen with its sen only when it has some', () => {
    expect(formatRupiahSen(4_189_625).replace(/\s/g, ' ')).toBe('Rp 41.896,25');
    expect(formatRupiahSen(1_100_000).replace(/\s/g, ' ')).toBe('Rp 11.000');
    expect(formatRupiahSen(999_999_999_999_905).replace(/\s/g, ' ')).toBe('Rp 9.999.999.999.999,05');
  });
});

describe('formatDate', () => {
  it('uses the Jakarta calendar day, not the machine zone', () => {
    // 18:30 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    const instant = new Date('2025-12-31T18:30:00Z');
    expect(formatDate(instant, 'en')).toBe('1 January 2026');
    expect(formatDate(instant, 'id')).toBe('1 Januari 2026');
  });

  it('marks times as WIB', () => {
    expect(formatDateTime('2026-03-02T02:05:00Z', 'en')).toContain('09:05');
    expect(formatDateTime('2026-03-02T02:05:00Z', 'id')).toMatch(/WIB$/);
  });

  it('gives a chart the hour and the day in Jakarta, each language its way', () => {
    const instant = new Date('2026-08-26T18:30:00Z');
    expect(formatTimeOfDay(instant, 'en')).toBe('01:30');
    expect(formatTimeOfDay(instant, 'id')).toBe('01.30');
    expect(formatDayMonth(instant, 'en')).toBe('27 Aug');
    expect(formatDayMonth(instant, 'id')).toBe('27 Agu');
  });
});

describe('formatNumber and formatQuantity', () => {
  it('write numbers the English way on English pages', () => {
    expect(formatNumber(1_000, 'en')).toBe('1,000');
    expect(formatNumber(138.5, 'en')).toBe('138.5');
    expect(formatNumber(1_234_567.891, 'en')).toBe('1,234,567.89');
    expect(formatQuantity(138.5, 'kg', 'en')).toBe('138.5 kg');
    expect(formatQuantity(1_000, 'kg', 'en')).toBe('1,000 kg');
    expect(formatQuantity(3, 'bins', 'en')).toBe('3 bins');
  });

  it('write numbers the Indonesian way on Indonesian pages', () => {
    expect(formatNumber(1_000, 'id')).toBe('1.000');
    expect(formatNumber(138.5, 'id')).toBe('138,5');
    expect(formatNumber(1_234_567.891, 'id')).toBe('1.234.567,89');
    expect(formatQuantity(138.5, 'kg', 'id')).toBe('138,5 kg');
    expect(formatQuantity(1_000, 'kg', 'id')).toBe('1.000 kg');
    expect(formatQuantity(3, 'bin', 'id')).toBe('3 bin');
  });

  it('give number fields the separators they write', () => {
    expect(numberSeparators('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(numberSeparators('id')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
  });

  it('keep money Indonesian in both languages', () => {
    expect(formatRupiah(1_000).replace(/\s/g, ' ')).toBe('Rp 1.000');
  });
});

describe('formatMonth', () => {
  it('names the month in the reader’s language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-08', 'id')).toBe('Agustus 2026');
  });
});

describe('formatPhone', () => {
  it('groups a mobile number and sets the country code apart', () => {
    expect(formatPhone('+6281310002002')).toBe('+62 813-1000-2002');
    expect(formatPhone('+62812345678')).toBe('+62 812-3456-78');
  });

  it('leaves a landline in one piece after the country code, and anything else as it is', () => {
    expect(formatPhone('+62215790123')).toBe('+62 215790123');
    expect(formatPhone('021 5790 123')).toBe('021 5790 123');
  });
});
