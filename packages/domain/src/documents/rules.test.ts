import { describe, expect, it } from 'vitest';
import { canPreview, daysLeft, documentInput, expiryNotice, expiryState, validUntilRange } from './rules.ts';

const today = '2026-03-09';

describe('document expiry', () => {
  it('reads a document without an end date as never expiring', () => {
    expect(expiryState(null, today)).toBe('none');
    expect(daysLeft(null, today)).toBeNull();
    expect(expiryNotice(null, today)).toBeNull();
  });

  it('flags a document from 30 days before its last valid day to that day', () => {
    expect(expiryState('2026-04-09', today)).toBe('valid');
    expect(expiryState('2026-04-08', today)).toBe('expiring');
    expect(expiryState(today, today)).toBe('expiring');
    expect(daysLeft(today, today)).toBe(0);
  });

  it('reads it as expired from the day after its last valid day', () => {
    expect(expiryState('2026-03-08', today)).toBe('expired');
    expect(daysLeft('2026-03-08', today)).toBe(-1);
  });

  it('tells of an expiring document once per end date, and never of an expired or valid one', () => {
    expect(expiryNotice('2026-03-20', today)).toBe('expires-2026-03-20');
    expect(expiryNotice('2026-03-08', today)).toBeNull();
    expect(expiryNotice('2026-06-30', today)).toBeNull();
  });

  it('filters the same days the flag shows', () => {
    expect(validUntilRange('expiring', today)).toEqual({ from: today, to: '2026-04-08' });
    expect(validUntilRange('expired', today)).toEqual({ to: '2026-03-08' });
    expect(validUntilRange('valid', today)).toEqual({ from: '2026-04-09' });
  });
});

describe('a document upload', () => {
  const base = { type: 'permit', displayName: 'Izin TPS B3' };

  it('reads empty form fields as none', () => {
    expect(documentInput.parse({ ...base, companyId: '', validFrom: '', validUntil: '' })).toMatchObject({
      companyId: null,
      recordKind: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it('refuses an end before the start and a date that is not one', () => {
    const before = documentInput.safeParse({ ...base, validFrom: '2026-03-09', validUntil: '2026-03-08' });
    expect(before.error?.issues[0]).toMatchObject({
      path: ['validUntil'],
      message: 'documents.validation.untilBeforeFrom',
    });
    expect(documentInput.safeParse({ ...base, validUntil: '2026-02-30' }).success).toBe(false);
  });

  it('previews PDFs and images only', () => {
    expect(canPreview('application/pdf')).toBe(true);
    expect(canPreview('image/png')).toBe(true);
    expect(canPreview('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
  });
});
