import type { WebhookEvent } from '@sirkula/domain/webhooks/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as queries from './queries.ts';

// The transactional outbox: each change worth telling writes its deliveries in its own transaction,
// so an event is sent if and only if the change committed. The `webhookDeliveries` job posts them.
// A payload carries ids and the new state, never more than the receiving company may already read.

/** An event for one company's subscribers, with the data it carries (its company's id is added). */
export async function recordWebhookEvent(
  tx: Db,
  input: { companyId: string; type: WebhookEvent; data: Record<string, unknown>; now: Date },
): Promise<void> {
  await queries.insertEventDeliveries(tx, {
    event: input.type,
    companyIds: sql`select ${input.companyId}::uuid`,
    data: sql`${JSON.stringify(input.data)}::jsonb`,
    at: input.now,
  });
}

/** A waste record moved: its customer hears its registration number and its old and new status. */
export async function recordWasteStatusChange(
  tx: Db,
  input: { wasteRecordId: string; from: string; to: string; now: Date },
): Promise<void> {
  await queries.insertEventDeliveries(tx, {
    event: 'waste.status_changed',
    companyIds: queries.wasteCompany(input.wasteRecordId),
    data: sql`${queries.wasteData(input.wasteRecordId)} || ${JSON.stringify({ previousStatus: input.from, status: input.to })}::jsonb`,
    at: input.now,
  });
}

/**
 * A journey reached its next stage: the companies that already follow it hear its number and stage —
 * its transporter and receiver, and each customer whose waste it carries (who sees the journey's
 * number and stage on its waste record). No other customer's records are named.
 */
export async function recordJourneyStageChange(
  tx: Db,
  input: { journeyId: string; from: string; to: string; now: Date },
): Promise<void> {
  await queries.insertEventDeliveries(tx, {
    event: 'journey.stage_changed',
    companyIds: queries.journeyCompanies(input.journeyId),
    data: sql`${queries.journeyData(input.journeyId)} || ${JSON.stringify({ previousStage: input.from, stage: input.to })}::jsonb`,
    at: input.now,
  });
}

/** An invoice got its number: the billed customer hears its number, issue and due dates. */
export async function recordInvoiceIssued(tx: Db, input: { invoiceId: string; now: Date }): Promise<void> {
  await queries.insertEventDeliveries(tx, {
    event: 'invoice.issued',
    companyIds: queries.invoiceCompany(input.invoiceId),
    data: queries.invoiceData(input.invoiceId),
    at: input.now,
  });
}

/** Alerts a batch of readings opened: each bin's company hears the bin, its label and the alert. */
export async function recordBinAlertsOpened(
  db: Db,
  alerts: ReadonlyArray<{
    binId: string;
    label: string;
    companyId: string;
    kind: string;
    value: number | null;
  }>,
  now: Date,
): Promise<void> {
  for (const alert of alerts) {
    if (!alert.companyId) continue;
    await recordWebhookEvent(db, {
      companyId: alert.companyId,
      type: 'bin.alert_opened',
      data: { binId: alert.binId, label: alert.label, alert: alert.kind, value: alert.value },
      now,
    });
  }
}
