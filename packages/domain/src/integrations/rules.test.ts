import { describe, expect, it } from 'vitest';
import { keyAllows, keyOfAuthorization, keyStatus, keyText, rateWindow, scopesOffered } from './rules.ts';

const secret = 'A'.repeat(40) + '-_z';
const now = new Date('2026-11-28T03:00:00Z');

describe('integration keys', () => {
  it('reads back the key it writes from a bearer header', () => {
    const parts = { publicId: 'ab12cd34ef56', secret };
    expect(keyOfAuthorization(`Bearer ${keyText(parts)}`)).toEqual(parts);
    expect(keyOfAuthorization(`bearer  ${keyText(parts)} `)).toEqual(parts);
  });

  it('reads nothing from a header that is not one of its keys', () => {
    for (const header of [
      undefined,
      '',
      `Basic ${keyText({ publicId: 'ab12cd34ef56', secret })}`,
      `Bearer sirkula_AB12CD34EF56_${secret}`,
      `Bearer sirkula_ab12cd34ef56_${secret}x`,
      `Bearer sirkula_ab12cd34ef5_${secret}`,
      `Bearer other_ab12cd34ef56_${secret}`,
    ]) {
      expect(keyOfAuthorization(header)).toBeNull();
    }
  });

  it('allows only an active key holding the scope', () => {
    const key = { revokedAt: null, expiresAt: null, scopes: ['telemetry:write'] };
    expect(keyAllows(key, 'telemetry:write', now)).toBe(true);
    expect(keyAllows({ ...key, scopes: [] }, 'telemetry:write', now)).toBe(false);
    expect(keyStatus({ ...key, revokedAt: now }, now)).toBe('revoked');
    expect(keyStatus({ ...key, expiresAt: now }, now)).toBe('expired');
    expect(keyAllows({ ...key, expiresAt: new Date(now.getTime() + 1000) }, 'telemetry:write', now)).toBe(
      true,
    );
  });
});

describe('API key scopes and rate window', () => {
  it("offers a partner's keys only the journeys it carries, a customer's and the provider's every scope", () => {
    expect(scopesOffered('partner')).toEqual(['journeys:read']);
    expect(scopesOffered('customer')).toContain('pickups:write');
    expect(scopesOffered(null)).toContain('telemetry:write');
  });

  it('counts a request in its minute and says how long until the next one', () => {
    expect(rateWindow(new Date('2026-11-28T03:00:59.200Z'))).toEqual({
      minute: new Date('2026-11-28T03:00:00Z'),
      retryAfterSeconds: 1,
    });
    expect(rateWindow(new Date('2026-11-28T03:01:00Z')).retryAfterSeconds).toBe(60);
    expect(rateWindow(new Date('2026-11-28T03:01:15.500Z')).retryAfterSeconds).toBe(45);
  });
});
