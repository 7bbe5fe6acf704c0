import { describe, expect, it } from 'vitest';
import { typedRegistrationNumber } from './numbers.ts';

describe('typedRegistrationNumber', () => {
  it('reads a number typed from a label, with or without dashes, spaces or capitals', () => {
    expect(typedRegistrationNumber('SRK-7K2M-9QXD')).toBe('SRK-7K2M-9QXD');
    expect(typedRegistrationNumber(' srk 7k2m 9qxd ')).toBe('SRK-7K2M-9QXD');
    expect(typedRegistrationNumber('SRK7K2M9QXD')).toBe('SRK-7K2M-9QXD');
  });

  it('reads the letters O, I and L as the digits they look like', () => {
    expect(typedRegistrationNumber('SRK-7K2M-OQXl')).toBe('SRK-7K2M-0QX1');
  });

  it('refuses what cannot be a registration number', () => {
    for (const text of ['', 'WST-2026-000123', 'SRK-7K2M', 'SRK-7K2M-9QXDD', 'SRK-7K2M-9QXU']) {
      expect(typedRegistrationNumber(text)).toBeNull();
    }
  });
});
