import { describe, expect, it } from 'vitest';
import { MAIL_ATTEMPTS, nextMailAttempt } from './delivery.ts';

const at = new Date('2026-11-28T01:00:00Z');
const minutesAfter = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('nextMailAttempt', () => {
  it('waits longer after each failed attempt', () => {
    expect(nextMailAttempt(1, at)).toEqual(minutesAfter(1));
    expect(nextMailAttempt(2, at)).toEqual(minutesAfter(5));
    expect(nextMailAttempt(3, at)).toEqual(minutesAfter(15));
    expect(nextMailAttempt(4, at)).toEqual(minutesAfter(60));
    expect(nextMailAttempt(5, at)).toEqual(minutesAfter(180));
  });

  it('gives up after the last attempt, about four and a half hours after the first', () => {
    expect(nextMailAttempt(MAIL_ATTEMPTS, at)).toBeNull();
  });
});
