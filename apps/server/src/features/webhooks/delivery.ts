import { formatDateTime } from '@sirkula/domain/shared/format';
import { bilingual, translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import { DELIVERY_RETENTION_DAYS, nextAttemptAt, shouldPause } from '@sirkula/domain/webhooks/rules';
import { webhookHeaders } from '@sirkula/domain/webhooks/signing';
import type { AppDeps, BackgroundTask } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { findCompany } from '../companies/public.ts';
import { getBranding } from '../settings/public.ts';
import { adminsByCompany } from '../users/public.ts';
import * as queries from './queries.ts';
import { postDelivery } from './transport.ts';

export type RunnerDeps = Pick<AppDeps, 'db' | 'notify' | 'publicUrl' | 'webhooksAllowPrivate'>;

/** Deliveries one run claims at most; the rest wait for the next run a minute later. */
const BATCH = 50;
/** Posts in flight at once. */
const PARALLEL = 8;
/** A claimed delivery is due again after this, should its runner stop mid-post (10 s timeout each). */
const LEASE_MS = 5 * 60 * 1_000;

/**
 * Posts the deliveries due at `now` (or only `ids`), records each attempt and schedules the next one:
 * 2xx is delivered; anything else is tried again on the backoff schedule for 24 h, then failed. A
 * subscription failing for 3 days without a success is paused and its company's admins told, once.
 */
export async function runDeliveries(deps: RunnerDeps, now: Date, ids?: string[]): Promise<string> {
  const claimed = await queries.claimDue(deps.db, { now, leaseMs: LEASE_MS, limit: BATCH, ids });
  const tally = { delivered: 0, retrying: 0, failed: 0, paused: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
      const outcome = await attempt(deps, delivery, now);
      tally[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
  return `${claimed.length} webhook deliveries attempted: ${tally.delivered} delivered, ${tally.retrying} to retry, ${tally.failed} given up, ${tally.paused} subscriptions paused`;
}

async function attempt(
  deps: RunnerDeps,
  delivery: queries.ClaimedDelivery,
  now: Date,
): Promise<'delivered' | 'retrying' | 'failed' | 'paused'> {
  const headers = webhookHeaders(delivery.secret, delivery.id, now, delivery.payload);
  const outcome = await postDelivery(delivery.url, delivery.payload, headers, deps.webhooksAllowPrivate);
  const stored = { at: now.toISOString(), ...outcome };
  const attemptCount = delivery.attemptCount + 1;
  const firstAttemptAt = delivery.firstAttemptAt ?? now;
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  if (ok) {
    await queries.recordAttempt(deps.db, delivery.id, {
      attempt: stored,
      status: 'delivered',
      attemptCount,
      firstAttemptAt,
      nextAttemptAt: null,
      deliveredAt: now,
    });
    await queries.markSucceeding(deps.db, delivery.subscriptionId);
    return 'delivered';
  }
  const next = nextAttemptAt(attemptCount, firstAttemptAt);
  await queries.recordAttempt(deps.db, delivery.id, {
    attempt: stored,
    status: next ? 'pending' : 'failed',
    attemptCount,
    firstAttemptAt,
    nextAttemptAt: next,
    deliveredAt: null,
  });
  const failingSince = await queries.markFailing(deps.db, delivery.subscriptionId, now);
  if (shouldPause(failingSince, now) && (await queries.pauseFailing(deps.db, delivery.subscriptionId, now))) {
    await tellPaused(deps, delivery.subscriptionId, failingSince ?? now);
    return 'paused';
  }
  return next ? 'retrying' : 'failed';
}

/** The company's admins hear that their webhook was paused, in Bahasa Indonesia then English. */
async function tellPaused(deps: RunnerDeps, subscriptionId: string, failingSince: Date) {
  const subscription = await queries.findSubscription(deps.db, { kind: 'every' }, subscriptionId);
  if (!subscription) return;
  const admins = await adminsByCompany(deps.db)(subscription.companyId);
  if (admins.length === 0) return;
  const provider = (await getBranding(deps.db)).companyName;
  const kind = (await findCompany(deps.db, subscription.companyId))?.kind ?? 'customer';
  const link = `${deps.publicUrl}/${kind}/company`;
  await deps.notify(admins, pausedMail(subscription, failingSince, { provider, link }));
}

function pausedMail(
  subscription: { url: string; companyName: string },
  failingSince: Date,
  context: { provider: string; link: string },
): Notification {
  const say = (language: Language, key: string) =>
    translate(language, `webhooks.mail.${key}`, {
      url: subscription.url,
      company: subscription.companyName,
      date: formatDateTime(failingSince, language),
    });
  return {
    subject: say('id', 'pausedSubject'),
    text: [
      say('id', 'pausedBody'),
      '',
      say('en', 'pausedBody'),
      '',
      `${bilingual('webhooks.mail.open')}:`,
      context.link,
      '',
      translate('id', 'email.signature', { company: context.provider }),
    ].join('\n'),
  };
}

/** Posts one delivery at once, after the answer (a test event, a delivery sent again). */
export const deliveryTask: BackgroundTask<{ deliveryId: string }> = {
  code: 'webhookDelivery',
  // A failed post is a failed attempt on the delivery's schedule, not a task to retry.
  retryLimit: 0,
  run: async (deps, data) => {
    await runDeliveries(deps, deps.clock(), [data.deliveryId]);
  },
};

export async function deliverNow(deps: Pick<AppDeps, 'tasks'>, deliveryId: string): Promise<void> {
  await deps.tasks.enqueue(deliveryTask, { deliveryId });
}

/** The daily clean-up: deliveries older than 30 days go, with their attempts. */
export async function cleanUpDeliveries(deps: Pick<AppDeps, 'db'>, now: Date): Promise<string> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1_000);
  const removed = await queries.deleteDeliveriesBefore(deps.db, before);
  return `${removed} webhook deliveries older than ${DELIVERY_RETENTION_DAYS} days removed`;
}
