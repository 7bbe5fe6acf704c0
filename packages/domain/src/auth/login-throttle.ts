/**
 * How many sign-ins one account allows before it locks for a while, whatever address they come from.
 * OWASP ASVS allows at most 100 failed attempts an hour per account; five per quarter hour, then a
 * quarter-hour lock, allows at most 20 an hour and costs a person who mistyped a few times little.
 */
export const LOGIN_ATTEMPT_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

export interface LoginThrottleState {
  attempts: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/**
 * Counts an attempt before the password is checked (a successful sign-in clears the count), so
 * attempts sent at once cannot all slip through while the count is still low.
 */
export function reserveLoginAttempt(
  state: LoginThrottleState | undefined,
  now: Date,
): { allowed: boolean; next: LoginThrottleState } {
  if (state?.lockedUntil && state.lockedUntil > now) return { allowed: false, next: state };
  const fresh =
    !state ||
    state.lockedUntil !== null ||
    now.getTime() - state.windowStartedAt.getTime() >= LOGIN_WINDOW_MS;
  const attempts = (fresh ? 0 : state.attempts) + 1;
  return {
    allowed: true,
    next: {
      attempts,
      windowStartedAt: fresh ? now : state.windowStartedAt,
      lockedUntil: attempts >= LOGIN_ATTEMPT_LIMIT ? new Date(now.getTime() + LOGIN_LOCK_MS) : null,
    },
  };
}
