// Outgoing webhooks: which events a company may subscribe to, when a failed delivery is tried again,
// and when a subscription that keeps failing is paused. Pure: the server's runner asks these.

/** What a company may subscribe to; each payload carries only what that company may already see. */
export const WEBHOOK_EVENTS = [
  'waste.status_changed',
  'journey.stage_changed',
  'invoice.issued',
  'bin.alert_opened',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event a "send test event" delivers; never subscribed to, always sent to the one subscription. */
export const TEST_EVENT = 'webhook.test';
export type DeliveryEvent = WebhookEvent | typeof TEST_EVENT;

export const SUBSCRIPTION_STATUSES = ['active', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A delivery waits for its next attempt (`pending`), got a 2xx (`delivered`) or was given up (`failed`). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The wait after each failed attempt, as Standard Webhooks' reference schedule has it: 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h. The last is cut to the 24-hour window: a receiver down for a day gets
 * its final attempt 24 h after the first.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
/** Deliveries are tried for at most this long after their first attempt, then given up. */
export const RETRY_WINDOW_MS = DAY;

/**
 * When to try a delivery again after its `attempt`-th attempt (1 for the first) failed, counted from
 * its first attempt so a slow runner does not stretch the schedule; null: give up.
 */
export function nextAttemptAt(attempt: number, firstAttemptAt: Date): Date | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`Not an attempt number: ${attempt}`);
  if (attempt > RETRY_DELAYS_MS.length) return null;
  const before = RETRY_DELAYS_MS.slice(0, attempt - 1).reduce((sum, delay) => sum + delay, 0);
  if (before >= RETRY_WINDOW_MS) return null;
  const offset = Math.min(before + (RETRY_DELAYS_MS[attempt - 1] ?? 0), RETRY_WINDOW_MS);
  return new Date(firstAttemptAt.getTime() + offset);
}

/** The most attempts a delivery gets: the first and one per listed delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** A subscription whose deliveries have failed without a success in between for this long is paused. */
export const PAUSE_AFTER_MS = 3 * DAY;

/**
 * Whether a subscription should be paused: its deliveries have been failing since `failingSince`
 * (the first failure after its last success; null while its last attempt succeeded) for 3 days.
 */
export function shouldPause(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= PAUSE_AFTER_MS;
}

/** Deliveries and their attempts are kept this long, then removed by the daily clean-up. */
export const DELIVERY_RETENTION_DAYS = 30;

/** What a delivery keeps of the receiver's answer, so a chatty receiver cannot fill the table. */
export const RESPONSE_EXCERPT_BYTES = 1_024;

/** How long the runner waits for a receiver's answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The body a receiver gets: the event, its moment and its data (ids and the new state, nothing more). */
export interface WebhookPayload {
  type: DeliveryEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

export function webhookPayload(type: DeliveryEvent, at: Date, data: Record<string, unknown>): WebhookPayload {
  return { type, timestamp: at.toISOString(), data };
}
