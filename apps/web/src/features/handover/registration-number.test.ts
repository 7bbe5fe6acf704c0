import { describe, expect, it } from 'vitest';
import { registrationNumberFrom } from './registration-number.ts';

describe('registrationNumberFrom', () => {
  it('reads the number a label URL points to', () => {
    expect(registrationNumberFrom('https://app.sirkula.id/public/track/SRK-7K2M-9QXD')).toBe('SRK-7K2M-9QXD');
    expect(registrationNumberFrom('http://localhost:3000/public/track/srk-7k2m-9qxd?from=label')).toBe(
      'SRK-7K2M-9QXD',
    );
    expect(registrationNumberFrom('/public/track/SRK-7K2M-9QXD#top')).toBe('SRK-7K2M-9QXD');
    expect(registrationNumberFrom('https://x.id/public/track/SRK%2D7K2M%2D9QXD')).toBe('SRK-7K2M-9QXD');
  });

  it('reads a typed number the way the label form allows', () => {
    expect(registrationNumberFrom(' srk 7k2m 9qxd ')).toBe('SRK-7K2M-9QXD');
    expect(registrationNumberFrom('SRK7K2MOQXD')).toBe('SRK-7K2M-0QXD');
  });

  it('refuses what is not a registration number', () => {
    expect(registrationNumberFrom('')).toBeNull();
    expect(registrationNumberFrom('WST-2026-000001')).toBeNull();
    expect(registrationNumberFrom('https://example.com/public/track/not-a-number')).toBeNull();
    expect(registrationNumberFrom('https://example.com/public/track/%E0%A4%A')).toBeNull();
  });
});
