import { describe, expect, it } from 'vitest';
import { sendOutcome } from './outbox-outcome.ts';

describe('sendOutcome', () => {
  it('removes an action the server took, including a repeat it answers as the first', () => {
    expect(sendOutcome(200)).toBe('sent');
    expect(sendOutcome(201)).toBe('sent');
  });

  it('keeps a refused action for the user to read and discard', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(sendOutcome(status)).toBe('refused');
  });

  it('tries again after no answer, a timeout, a rate limit or a server failure', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(sendOutcome(status)).toBe('retry');
  });
});
