import type { DeliveryListFilter, SubscriptionListFilter } from '@sirkula/domain/webhooks/inputs';
import type { DeliveryEvent, DeliveryStatus, WebhookEvent } from '@sirkula/domain/webhooks/rules';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  companies,
  invoices,
  journeyRecords,
  journeys,
  type StoredAttempt,
  wasteRecords,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';

const lastDelivery = sql<Date | null>`(select max(${webhookDeliveries.createdAt}) from ${webhookDeliveries}
  where ${webhookDeliveries.subscriptionId} = ${webhookSubscriptions.id})`;
const lastStatus = sql<DeliveryStatus | null>`(select d.status from ${webhookDeliveries} d
  where d.subscription_id = ${webhookSubscriptions.id} order by d.created_at desc limit 1)`;

const subscriptionColumns = {
  id: webhookSubscriptions.id,
  companyId: webhookSubscriptions.companyId,
  companyName: companies.name,
  url: webhookSubscriptions.url,
  description: webhookSubscriptions.description,
  events: webhookSubscriptions.events,
  status: webhookSubscriptions.status,
  pausedReason: webhookSubscriptions.pausedReason,
  pausedAt: webhookSubscriptions.pausedAt,
  failingSince: webhookSubscriptions.failingSince,
  secretRotatedAt: webhookSubscriptions.secretRotatedAt,
  createdAt: webhookSubscriptions.createdAt,
  lastDeliveryAt: sql<Date | null>`${lastDelivery}`.mapWith((value) => (value ? new Date(value) : null)),
  lastDeliveryStatus: lastStatus,
};

function subscriptionsWith(db: Db) {
  return db
    .select(subscriptionColumns)
    .from(webhookSubscriptions)
    .innerJoin(companies, eq(companies.id, webhookSubscriptions.companyId));
}

export async function listSubscriptions(db: Db, scope: CompanyScope, filter: SubscriptionListFilter) {
  const where = withinScope(webhookSubscriptions.companyId, scope, filter.companyId);
  return listPage(db, {
    rows: subscriptionsWith(db)
      .where(where)
      .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(webhookSubscriptions).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** A subscription within the scope, or undefined (another company's reads like a missing one). */
export async function findSubscription(db: Db, scope: CompanyScope, id: string) {
  const [row] = await subscriptionsWith(db).where(
    and(eq(webhookSubscriptions.id, id), withinScope(webhookSubscriptions.companyId, scope)),
  );
  return row;
}
export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

export type NewSubscription = typeof webhookSubscriptions.$inferInsert;

export async function insertSubscription(db: Db, values: NewSubscription): Promise<{ id: string }> {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values(values)
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('Inserting a webhook subscription returned nothing');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: string,
  values: Partial<NewSubscription>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookSubscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(webhookSubscriptions.id, id))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  subscriptionId: webhookDeliveries.subscriptionId,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  payload: webhookDeliveries.payload,
  createdAt: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  attemptCount: webhookDeliveries.attemptCount,
  attempts: webhookDeliveries.attempts,
};

export async function listDeliveries(db: Db, subscriptionId: string, filter: DeliveryListFilter) {
  const where = eq(webhookDeliveries.subscriptionId, subscriptionId);
  return listPage(db, {
    rows: db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(webhookDeliveries).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** A delivery within the scope (its subscription's company), or undefined. */
export async function findDelivery(db: Db, scope: CompanyScope, id: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), withinScope(webhookDeliveries.companyId, scope)));
  return row;
}
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

export async function insertDelivery(
  db: Db,
  values: { subscriptionId: string; companyId: string; event: DeliveryEvent; payload: string; at: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...values, nextAttemptAt: values.at, createdAt: values.at })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('Inserting a webhook delivery returned nothing');
  return row;
}

/** Due again now with a fresh retry window; its past attempts stay listed. */
export async function redeliver(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, firstAttemptAt: null, attemptCount: 0, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * The outbox: one delivery per active subscription of the companies `companyIds` selects that takes
 * `event`, written in the caller's transaction. `data` is a jsonb expression (it may read the row the
 * event is about); the company's id is added per subscription. Nothing is read when no one subscribed.
 */
export async function insertEventDeliveries(
  db: Db,
  input: { event: WebhookEvent; companyIds: SQL; data: SQL; at: Date },
): Promise<void> {
  const at = input.at.toISOString();
  await db.execute(sql`
    insert into ${webhookDeliveries} (subscription_id, company_id, event, payload, next_attempt_at, created_at)
    select s.id, s.company_id, ${input.event},
      jsonb_build_object('type', ${input.event}::text, 'timestamp', ${at}::text,
        'data', jsonb_build_object('companyId', s.company_id) || (${input.data})::jsonb)::text,
      ${at}::timestamptz, ${at}::timestamptz
    from ${webhookSubscriptions} s
    where s.company_id in (${input.companyIds}) and s.status = 'active'
      and ${input.event} = any(s.events)`);
}

/** The companies whose records a waste record is: its customer's. */
export const wasteCompany = (wasteRecordId: string) =>
  sql`select ${wasteRecords.companyId} from ${wasteRecords} where ${wasteRecords.id} = ${wasteRecordId}`;
export const wasteData = (wasteRecordId: string) =>
  sql`(select jsonb_build_object('wasteRecordId', ${wasteRecords.id},
    'registrationNumber', ${wasteRecords.registrationNumber}) from ${wasteRecords}
    where ${wasteRecords.id} = ${wasteRecordId})`;

/** A journey's companies: its transporter, its receiver and the customers whose waste it carries. */
export const journeyCompanies = (journeyId: string) =>
  sql`select ${journeys.transporterId} from ${journeys} where ${journeys.id} = ${journeyId}
    union select ${journeys.receiverId} from ${journeys} where ${journeys.id} = ${journeyId}
    union select ${journeyRecords.customerId} from ${journeyRecords}
      where ${journeyRecords.journeyId} = ${journeyId}`;
export const journeyData = (journeyId: string) =>
  sql`(select jsonb_build_object('journeyId', ${journeys.id}, 'journeyNumber', ${journeys.number})
    from ${journeys} where ${journeys.id} = ${journeyId})`;

export const invoiceCompany = (invoiceId: string) =>
  sql`select ${invoices.companyId} from ${invoices} where ${invoices.id} = ${invoiceId}`;
export const invoiceData = (invoiceId: string) =>
  sql`(select jsonb_build_object('invoiceId', ${invoices.id}, 'number', ${invoices.number},
    'issueDate', ${invoices.issueDate}, 'dueDate', ${invoices.dueDate})
    from ${invoices} where ${invoices.id} = ${invoiceId})`;

/** Deliveries claimed by one runner: due now, of an active subscription, leased for `leaseMs`. */
export interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  payload: string;
  attemptCount: number;
  firstAttemptAt: Date | null;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries (`FOR UPDATE SKIP LOCKED`, so two servers never take the same
 * one) by moving their due time past the lease: a runner that stops mid-post leaves them due again.
 */
export async function claimDue(
  db: Db,
  input: { now: Date; leaseMs: number; limit: number; ids?: string[] },
): Promise<ClaimedDelivery[]> {
  const now = input.now.toISOString();
  const lease = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const only = input.ids
    ? sql`and d.id in (${sql.join(
        input.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const answer = await db.execute(sql`
    with due as (
      select d.id from ${webhookDeliveries} d
      join ${webhookSubscriptions} s on s.id = d.subscription_id and s.status = 'active'
      where d.status = 'pending' and d.next_attempt_at <= ${now}::timestamptz ${only}
      order by d.next_attempt_at
      limit ${input.limit}
      for update of d skip locked
    )
    update ${webhookDeliveries} d set next_attempt_at = ${lease}::timestamptz
    from due, ${webhookSubscriptions} s
    where d.id = due.id and s.id = d.subscription_id
    returning d.id, d.subscription_id, d.payload, d.attempt_count, d.first_attempt_at, s.url, s.secret`);
  return rowsOf<{
    id: string;
    subscription_id: string;
    payload: string;
    attempt_count: number;
    first_attempt_at: Date | string | null;
    url: string;
    secret: string;
  }>(answer).map((row) => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    payload: row.payload,
    attemptCount: Number(row.attempt_count),
    firstAttemptAt: row.first_attempt_at === null ? null : new Date(row.first_attempt_at),
    url: row.url,
    secret: row.secret,
  }));
}

/** Keeps only the newest attempts of a delivery sent again and again. */
const KEPT_ATTEMPTS = 20;

/** An attempt's outcome: the delivery delivered, due again, or given up. */
export async function recordAttempt(
  db: Db,
  id: string,
  values: {
    attempt: StoredAttempt;
    status: DeliveryStatus;
    attemptCount: number;
    firstAttemptAt: Date;
    nextAttemptAt: Date | null;
    deliveredAt: Date | null;
  },
): Promise<void> {
  const { attempt, ...rest } = values;
  await db
    .update(webhookDeliveries)
    .set({
      ...rest,
      attempts: sql`(select coalesce(jsonb_agg(kept order by ordinality), '[]'::jsonb) from (
        select kept, ordinality from jsonb_array_elements(${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb)
          with ordinality as element(kept, ordinality)
        order by ordinality desc limit ${KEPT_ATTEMPTS}) as newest)`,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** After a success: the subscription is no longer failing. */
export async function markSucceeding(db: Db, subscriptionId: string): Promise<void> {
  await db
    .update(webhookSubscriptions)
    .set({ failingSince: null })
    .where(eq(webhookSubscriptions.id, subscriptionId));
}

/** After a failure: failing since this one, unless it already was; answers since when. */
export async function markFailing(db: Db, subscriptionId: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({
      failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookSubscriptions.id, subscriptionId))
    .returning({ failingSince: webhookSubscriptions.failingSince });
  return row?.failingSince ?? null;
}

/** Pauses an active subscription for failing; answers it only when this call paused it (once). */
export async function pauseFailing(db: Db, subscriptionId: string, now: Date) {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ status: 'paused', pausedReason: 'failing', pausedAt: now, updatedAt: now })
    .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.status, 'active')))
    .returning({ id: webhookSubscriptions.id });
  return row !== undefined;
}

/** Retention: deliveries created before `before` go. */
export async function deleteDeliveriesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Demo removal: the demo companies' subscriptions (their deliveries go with them) and audit entries. */
export async function deleteDemoWebhooks(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = inArray(webhookSubscriptions.companyId, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(webhookSubscriptions.id) })
      .from(webhookSubscriptions)
      .where(ofDemo),
  );
  await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.companyId, companyIds));
  await db.delete(webhookSubscriptions).where(ofDemo);
  return { auditEntries };
}
