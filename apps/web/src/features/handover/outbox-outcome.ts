/** What becomes of a queued action after one try to send it. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

/**
 * Decides from the answer's HTTP status (0 when no answer came). The server answers a repeated
 * idempotency key as it answered the first time, so resending after a lost answer is safe: only a
 * refusal that will not change on its own (a 4xx other than timeout and rate limit) stops the retries
 * and is shown to the user to discard.
 */
export function sendOutcome(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}
