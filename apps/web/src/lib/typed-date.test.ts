import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('takes the ISO date as it is, in either language', () => {
    expect(parseTypedDate('2027-01-01', 'en')).toBe('2027-01-01');
    expect(parseTypedDate(' 2027-01-01 ', 'id')).toBe('2027-01-01');
  });

  it('reads the date as the field shows it, with the month named in the page language', () => {
    expect(parseTypedDate('7 Desember 2026', 'id')).toBe('2026-12-07');
    expect(parseTypedDate('7 Des 2026', 'id')).toBe('2026-12-07');
    expect(parseTypedDate('7 December 2026', 'en')).toBe('2026-12-07');
    expect(parseTypedDate('7 Dec 2026', 'en')).toBe('2026-12-07');
  });

  it('reads numeric dates day first, as Indonesians write them', () => {
    expect(parseTypedDate('7/12/2026', 'id')).toBe('2026-12-07');
    expect(parseTypedDate('07-12-2026', 'en')).toBe('2026-12-07');
  });

  it('does not guess while the date is unfinished or does not exist', () => {
    expect(parseTypedDate('2027-01-0', 'en')).toBeNull();
    expect(parseTypedDate('2027-02-30', 'en')).toBeNull();
    expect(parseTypedDate('31/2/2027', 'id')).toBeNull();
    expect(parseTypedDate('7 Desember', 'id')).toBeNull();
    expect(parseTypedDate('7 Desember 2026', 'en')).toBeNull();
    expect(parseTypedDate('', 'id')).toBeNull();
  });
});
