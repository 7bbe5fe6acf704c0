import { describe, expect, it } from 'vitest';
import { keyAllows, keyOfAuthorization, keyStatus, keyText } from './rules.ts';

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
    const key = { revokedAt: null, expiresAt: null, scopes: ['telemetry'] };
    expect(keyAllows(key, 'telemetry', now)).toBe(true);
    expect(keyAllows({ ...key, scopes: [] }, 'telemetry', now)).toBe(false);
    expect(keyStatus({ ...key, revokedAt: now }, now)).toBe('revoked');
    expect(keyStatus({ ...key, expiresAt: now }, now)).toBe('expired');
    expect(keyAllows({ ...key, expiresAt: new Date(now.getTime() + 1000) }, 'telemetry', now)).toBe(true);
  });
});
