import { describe, expect, it } from 'vitest';
import {
  LOGIN_ATTEMPT_LIMIT,
  LOGIN_LOCK_MS,
  LOGIN_WINDOW_MS,
  type LoginThrottleState,
  reserveLoginAttempt,
} from './login-throttle.ts';

const start = new Date('2026-11-23T02:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

function attempts(count: number, at: (index: number) => Date, from?: LoginThrottleState) {
  let state = from;
  const allowed: boolean[] = [];
  for (let index = 0; index < count; index++) {
    const result = reserveLoginAttempt(state, at(index));
    allowed.push(result.allowed);
    state = result.next;
  }
  return { allowed, state };
}

describe('reserveLoginAttempt', () => {
  it('allows the limit of attempts, then locks the account for the lock time', () => {
    const { allowed, state } = attempts(LOGIN_ATTEMPT_LIMIT + 2, (index) => later(index * 1000));
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
    expect(state?.lockedUntil).toEqual(later((LOGIN_ATTEMPT_LIMIT - 1) * 1000 + LOGIN_LOCK_MS));
  });

  it('opens again with a fresh count once the lock has passed', () => {
    const locked = attempts(LOGIN_ATTEMPT_LIMIT, () => start).state;
    const after = reserveLoginAttempt(locked, later(LOGIN_LOCK_MS));
    expect(after).toMatchObject({ allowed: true, next: { attempts: 1, lockedUntil: null } });
  });

  it('starts counting again when the window has passed without reaching the limit', () => {
    const some = attempts(LOGIN_ATTEMPT_LIMIT - 1, () => start).state;
    const next = reserveLoginAttempt(some, later(LOGIN_WINDOW_MS)).next;
    expect(next).toEqual({ attempts: 1, windowStartedAt: later(LOGIN_WINDOW_MS), lockedUntil: null });
  });

  it('stays well under 100 attempts an hour however the attempts are spread', () => {
    const everySecond = attempts(3600, (index) => later(index * 1000));
    expect(everySecond.allowed.filter(Boolean).length).toBeLessThanOrEqual(20);
  });
});
