import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('trusts nobody unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('refuses "trust everyone" and anything that is not an address', () => {
    for (const value of ['true', 'all', '*', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1']) {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });
});
