import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timestamp } from './answers.ts';

describe('timestamp', () => {
  const answer = z.object({ at: timestamp, confirmedAt: timestamp.nullable() });
  const at = new Date('2026-12-07T04:59:30.125Z');

  it('sends a Date as the ISO string JSON would have made of it', () => {
    const sent = JSON.stringify(z.encode(answer, { at, confirmedAt: null }));
    expect(sent).toBe(JSON.stringify({ at, confirmedAt: null }));
    expect(sent).toBe('{"at":"2026-12-07T04:59:30.125Z","confirmedAt":null}');
  });

  it('refuses to send something that is not a moment', () => {
    expect(z.safeEncode(answer, { at: new Date('not a date'), confirmedAt: null }).success).toBe(false);
  });

  it('reads the ISO string back as the same moment', () => {
    expect(z.decode(answer, { at: at.toISOString(), confirmedAt: null }).at.getTime()).toBe(at.getTime());
  });
});
