import type { webhookDelivery, webhookSubscription } from '@sirkula/domain/webhooks/answers';
import type {
  DeliveryListFilter,
  SubscriptionChanges,
  SubscriptionListFilter,
  SubscriptionValues,
} from '@sirkula/domain/webhooks/inputs';
import { TEST_EVENT, webhookPayload } from '@sirkula/domain/webhooks/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { recordAudit } from '../audit/public.ts';
import { findCompany } from '../companies/public.ts';
import { deliverNow } from './delivery.ts';
import { canManageWebhooks, canReadWebhooks, subscribingCompany } from './policy.ts';
import * as queries from './queries.ts';
import { newWebhookSecret } from './secrets.ts';
import { refusalOf } from './transport.ts';

export type WebhookDeps = Pick<AppDeps, 'db' | 'tasks' | 'webhooksAllowPrivate'>;

const notFound = () => new NotFound('webhooks.errors.notFound', 'WEBHOOK_NOT_FOUND');
const deliveryNotFound = () => new NotFound('webhooks.errors.deliveryNotFound', 'WEBHOOK_DELIVERY_NOT_FOUND');

type SubscriptionAnswer = z.output<typeof webhookSubscription>;
type DeliveryAnswer = z.output<typeof webhookDelivery>;

function subscriptionAnswer(actor: Actor, row: queries.SubscriptionRow): SubscriptionAnswer {
  return { ...row, canManage: canManageWebhooks(actor) };
}

function deliveryAnswer(row: queries.DeliveryRow): DeliveryAnswer {
  return {
    ...row,
    event: row.event as DeliveryAnswer['event'],
    attempts: row.attempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at) })),
  };
}

/** A subscription the actor may read, or 404 (another company's reads like a missing one). */
async function readable(db: Db, actor: Actor, id: string) {
  if (!canReadWebhooks(actor)) throw new Forbidden();
  const row = await queries.findSubscription(db, companyScope(actor), id);
  if (!row) throw notFound();
  return row;
}

async function manageable(db: Db, actor: Actor, id: string) {
  if (!canManageWebhooks(actor)) throw new Forbidden();
  return readable(db, actor, id);
}

/** Production refuses http and addresses off the public internet, with the field's reason. */
async function checkAddress(deps: WebhookDeps, url: string) {
  const refusal = await refusalOf(url, deps.webhooksAllowPrivate);
  if (refusal) throw new Invalid(`webhooks.validation.${refusal}`, { url: `webhooks.validation.${refusal}` });
}

async function answerOf(db: Db, actor: Actor, id: string) {
  const row = await queries.findSubscription(db, companyScope(actor), id);
  if (!row) throw notFound();
  return subscriptionAnswer(actor, row);
}

export async function list(db: Db, actor: Actor, filter: SubscriptionListFilter) {
  if (!canReadWebhooks(actor)) throw new Forbidden();
  const page = await queries.listSubscriptions(db, companyScope(actor), filter);
  return {
    ...page,
    items: page.items.map((row) => subscriptionAnswer(actor, row)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function get(db: Db, actor: Actor, id: string) {
  return subscriptionAnswer(actor, await readable(db, actor, id));
}

/** Subscribes an address; answers the secret, this once. */
export async function create(deps: WebhookDeps, actor: Actor, input: SubscriptionValues, now: Date) {
  if (!canManageWebhooks(actor)) throw new Forbidden();
  const companyId = subscribingCompany(actor, input.companyId);
  if (!companyId || !(await findCompany(deps.db, companyId))) {
    throw new Invalid('webhooks.validation.company', { companyId: 'webhooks.validation.company' });
  }
  await checkAddress(deps, input.url);
  const secret = newWebhookSecret();
  const id = await deps.db.transaction(async (tx) => {
    const row = await queries.insertSubscription(tx, {
      companyId,
      url: input.url,
      description: input.description,
      events: input.events,
      secret,
      secretRotatedAt: now,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: row.id,
      action: 'create',
      after: { companyId, url: input.url, events: input.events, description: input.description },
    });
    return row.id;
  });
  return { subscription: await answerOf(deps.db, actor, id), secret };
}

export async function update(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  changes: SubscriptionChanges,
  now: Date,
) {
  const row = await manageable(deps.db, actor, id);
  if (changes.url !== row.url) await checkAddress(deps, changes.url);
  await deps.db.transaction(async (tx) => {
    await queries.updateSubscription(tx, id, changes, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: id,
      action: 'update',
      before: { url: row.url, events: row.events, description: row.description },
      after: changes,
    });
  });
  return answerOf(deps.db, actor, id);
}

export async function setPaused(db: Db, actor: Actor, id: string, paused: boolean, now: Date) {
  const row = await manageable(db, actor, id);
  const status = paused ? 'paused' : 'active';
  if (row.status !== status) {
    await db.transaction(async (tx) => {
      await queries.updateSubscription(
        tx,
        id,
        paused
          ? { status, pausedReason: 'manual', pausedAt: now }
          : // Resumed: what failed before no longer counts towards the next pause.
            { status, pausedReason: null, pausedAt: null, failingSince: null },
        now,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'webhookSubscription',
        entityId: id,
        action: paused ? 'pause' : 'resume',
        before: { status: row.status },
        after: { status },
      });
    });
  }
  return answerOf(db, actor, id);
}

/** A new secret replaces the old at once; answered this once. */
export async function rotateSecret(db: Db, actor: Actor, id: string, now: Date) {
  await manageable(db, actor, id);
  const secret = newWebhookSecret();
  await db.transaction(async (tx) => {
    await queries.updateSubscription(tx, id, { secret, secretRotatedAt: now }, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: id,
      action: 'rotateSecret',
      after: { secretRotatedAt: now },
    });
  });
  return { subscription: await answerOf(db, actor, id), secret };
}

/** Deletes a subscription with its deliveries; answers it as it was. */
export async function remove(db: Db, actor: Actor, id: string) {
  const row = await manageable(db, actor, id);
  await db.transaction(async (tx) => {
    await queries.deleteSubscription(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: id,
      action: 'delete',
      before: { companyId: row.companyId, url: row.url, events: row.events },
    });
  });
  return subscriptionAnswer(actor, row);
}

/** Queues a `webhook.test` delivery to the one subscription and posts it after the answer. */
export async function sendTest(deps: WebhookDeps, actor: Actor, id: string, now: Date) {
  const row = await manageable(deps.db, actor, id);
  if (row.status !== 'active') throw new Conflict('webhooks.errors.paused', {}, 'WEBHOOK_PAUSED');
  const payload = webhookPayload(TEST_EVENT, now, { companyId: row.companyId, subscriptionId: row.id });
  const deliveryId = await deps.db.transaction(async (tx) => {
    const delivery = await queries.insertDelivery(tx, {
      subscriptionId: id,
      companyId: row.companyId,
      event: TEST_EVENT,
      payload: JSON.stringify(payload),
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: id,
      action: 'test',
    });
    return delivery.id;
  });
  await deliverNow(deps, deliveryId);
  return readDelivery(deps.db, actor, deliveryId);
}

async function readDelivery(db: Db, actor: Actor, id: string) {
  const row = await queries.findDelivery(db, companyScope(actor), id);
  if (!row) throw deliveryNotFound();
  return deliveryAnswer(row);
}

export async function deliveries(db: Db, actor: Actor, id: string, filter: DeliveryListFilter) {
  await readable(db, actor, id);
  const page = await queries.listDeliveries(db, id, filter);
  return { ...page, items: page.items.map(deliveryAnswer), page: filter.page, pageSize: filter.pageSize };
}

/** Sends a delivery again now, with a fresh 24-hour window; its earlier attempts stay listed. */
export async function redeliver(deps: WebhookDeps, actor: Actor, deliveryId: string, now: Date) {
  if (!canManageWebhooks(actor)) throw new Forbidden();
  const delivery = await queries.findDelivery(deps.db, companyScope(actor), deliveryId);
  if (!delivery) throw deliveryNotFound();
  const subscription = await manageable(deps.db, actor, delivery.subscriptionId);
  if (subscription.status !== 'active') throw new Conflict('webhooks.errors.paused', {}, 'WEBHOOK_PAUSED');
  await deps.db.transaction(async (tx) => {
    await queries.redeliver(tx, deliveryId, now);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'webhookSubscription',
      entityId: delivery.subscriptionId,
      action: 'redeliver',
      after: { deliveryId },
    });
  });
  await deliverNow(deps, deliveryId);
  return readDelivery(deps.db, actor, deliveryId);
}
