import {
  type DeliveryStatus,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookPayload,
} from '@sirkula/domain/webhooks/rules';
import type { Db } from '../../db/client.ts';
import { type StoredAttempt, webhookDeliveries } from '../../db/schema.ts';
import { insertSubscription, type NewSubscription } from './queries.ts';
import { newWebhookSecret } from './secrets.ts';

/** A subscription of a company; answers its id and secret. */
export async function createSubscription(
  db: Db,
  input: Partial<NewSubscription> & { companyId: string },
): Promise<{ id: string; secret: string }> {
  const secret = input.secret ?? newWebhookSecret();
  const row = await insertSubscription(db, {
    url: 'https://hooks.example.co.id/sirkula',
    events: [...WEBHOOK_EVENTS],
    ...input,
    secret,
  });
  return { id: row.id, secret };
}

/** A delivery as the runner would have left it, with its attempts (seeds and tests). */
export async function createDelivery(
  db: Db,
  input: {
    subscriptionId: string;
    companyId: string;
    event?: WebhookEvent;
    data?: Record<string, unknown>;
    status?: DeliveryStatus;
    createdAt?: Date;
    attempts?: StoredAttempt[];
    nextAttemptAt?: Date | null;
  },
): Promise<{ id: string }> {
  const createdAt = input.createdAt ?? new Date();
  const event = input.event ?? 'waste.status_changed';
  const attempts = input.attempts ?? [];
  const status = input.status ?? 'pending';
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: input.subscriptionId,
      companyId: input.companyId,
      event,
      payload: JSON.stringify(
        webhookPayload(event, createdAt, { companyId: input.companyId, ...input.data }),
      ),
      status,
      attemptCount: attempts.length,
      firstAttemptAt: attempts[0] ? new Date(attempts[0].at) : null,
      nextAttemptAt:
        input.nextAttemptAt === undefined ? (status === 'pending' ? createdAt : null) : input.nextAttemptAt,
      deliveredAt: status === 'delivered' ? new Date(attempts.at(-1)?.at ?? createdAt) : null,
      attempts,
      createdAt,
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('Inserting a webhook delivery returned nothing');
  return row;
}
