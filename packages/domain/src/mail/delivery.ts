/** Attempts at handing a message to the mail server before it is given up as failed. */
export const MAIL_ATTEMPTS = 6;

/** Waits after each failed attempt, in minutes: a mail server down for a few hours loses nothing. */
const WAITS_MINUTES = [1, 5, 15, 60, 180];

/**
 * When a message whose `attempts`-th attempt just failed is tried again, or null when that was its
 * last: it is then kept as failed.
 */
export function nextMailAttempt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAIL_ATTEMPTS) return null;
  const wait = WAITS_MINUTES[Math.min(attempts, WAITS_MINUTES.length) - 1] ?? 1;
  return new Date(failedAt.getTime() + wait * 60_000);
}
