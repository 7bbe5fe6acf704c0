import type { DateRange } from '@sirkula/domain/reports/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  binAlerts,
  companies,
  invoices,
  journeyRecords,
  journeys,
  manifests,
  vehicles,
  wasteRecords,
} from '../../db/schema.ts';

/*
 * What the reports read: each a few aggregates over one period, found through the indexes the lists
 * already have (waste by company and transaction date, journeys by planned day, invoices by direction
 * and date). A record in draft or cancelled counts nowhere.
 */

const wibStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Jakarta')`;
const wibEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
const counted = sql`${wasteRecords.status} not in ('drafted', 'cancelled')`;

export interface QuantityRow {
  type: string;
  wasteCode: string | null;
  unit: string;
  quantity: number;
  records: number;
}

/** A customer's quantities of a period by waste type, B3 code and unit. */
export async function quantitiesOf(db: Db, companyId: string, range: DateRange): Promise<QuantityRow[]> {
  return rowsOf<QuantityRow>(
    await db.execute(sql`
      select type, waste_code as "wasteCode", unit, sum(quantity)::float8 as quantity, count(*)::int as records
      from ${wasteRecords}
      where company_id = ${companyId} and transaction_date between ${range.from} and ${range.to} and ${counted}
      group by type, waste_code, unit`),
  );
}

export interface RecordRow {
  transactionNumber: string;
  transactionDate: string;
  type: string;
  wasteCode: string | null;
  quantity: number;
  unit: string;
  status: string;
  potentialCost: number;
}

/** A customer's records of a period, oldest first: the report's detail table. */
export async function recordsOf(db: Db, companyId: string, range: DateRange): Promise<RecordRow[]> {
  return rowsOf<RecordRow>(
    await db.execute(sql`
      select transaction_number as "transactionNumber", transaction_date::text as "transactionDate", type,
        waste_code as "wasteCode", quantity::float8 as quantity, unit, status, potential_cost::float8 as "potentialCost"
      from ${wasteRecords}
      where company_id = ${companyId} and transaction_date between ${range.from} and ${range.to} and ${counted}
      order by transaction_date, transaction_number`),
  );
}

export interface JourneyRow {
  number: string;
  plannedOn: string;
  status: string;
  transporter: string;
  receiver: string;
  records: number;
  sent: number | null;
  received: number | null;
}

/** The journeys of a period that carried a customer's records, with its own quantities on each. */
export async function journeysOf(db: Db, companyId: string, range: DateRange): Promise<JourneyRow[]> {
  return rowsOf<JourneyRow>(
    await db.execute(sql`
      select j.number, j.planned_on::text as "plannedOn", j.status, t.name as transporter, r.name as receiver,
        count(*)::int as records, sum(jr.sent_quantity)::float8 as sent, sum(jr.received_quantity)::float8 as received
      from ${journeyRecords} jr
      join ${journeys} j on j.id = jr.journey_id
      join ${companies} t on t.id = j.transporter_id
      join ${companies} r on r.id = j.receiver_id
      where jr.customer_id = ${companyId} and jr.left_at is null
        and j.planned_on between ${range.from} and ${range.to} and j.status <> 'cancelled'
      group by j.id, t.name, r.name
      order by j.planned_on, j.number`),
  );
}

export interface ManifestRow {
  journeyNumber: string;
  plannedOn: string;
  festronikNumber: string | null;
  status: string;
}

/** A customer's manifests (it is their sender) of the journeys planned in a period. */
export async function manifestsOf(db: Db, companyId: string, range: DateRange): Promise<ManifestRow[]> {
  return rowsOf<ManifestRow>(
    await db.execute(sql`
      select j.number as "journeyNumber", j.planned_on::text as "plannedOn", m.festronik_number as "festronikNumber", m.status
      from ${manifests} m join ${journeys} j on j.id = m.journey_id
      where m.sender_id = ${companyId} and j.planned_on between ${range.from} and ${range.to}
      order by j.planned_on, j.number`),
  );
}

export interface InvoiceRow {
  number: string;
  type: string;
  invoiceDate: string;
  dueDate: string | null;
  grandTotal: number;
  paidAmount: number;
  paymentStatus: string;
}

/** A customer's invoices dated in a period, cancelled ones left out. */
export async function invoicesOf(db: Db, companyId: string, range: DateRange): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    await db.execute(sql`
      select coalesce(number, proforma_number) as number, type, invoice_date::text as "invoiceDate",
        due_date::text as "dueDate", grand_total::float8 as "grandTotal", paid_amount::float8 as "paidAmount",
        payment_status as "paymentStatus"
      from ${invoices}
      where company_id = ${companyId} and direction = 'receivable' and cancelled_at is null
        and invoice_date between ${range.from} and ${range.to}
      order by invoice_date, number`),
  );
}

export interface HandedOverRow {
  transactionNumber: string;
  wasteCode: string;
  quantity: number;
  unit: string;
  handedOverOn: string;
  transporter: string;
  receiver: string;
  manifestNumber: string | null;
}

/**
 * A customer's B3 records picked up in a period (the day in WIB), with who carried and received them and
 * the Festronik number of the manifest it signed for that journey.
 */
export async function handedOverB3(db: Db, companyId: string, range: DateRange): Promise<HandedOverRow[]> {
  return rowsOf<HandedOverRow>(
    await db.execute(sql`
      select w.transaction_number as "transactionNumber", w.waste_code as "wasteCode",
        coalesce(jr.sent_quantity, w.quantity)::float8 as quantity, w.unit,
        to_char(jr.picked_up_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as "handedOverOn",
        t.name as transporter, r.name as receiver, m.festronik_number as "manifestNumber"
      from ${journeyRecords} jr
      join ${wasteRecords} w on w.id = jr.waste_record_id
      join ${journeys} j on j.id = jr.journey_id
      join ${companies} t on t.id = j.transporter_id
      join ${companies} r on r.id = j.receiver_id
      left join ${manifests} m on m.journey_id = j.id and m.sender_id = w.company_id
      where jr.customer_id = ${companyId} and jr.left_at is null and w.type = 'b3' and w.waste_code is not null
        and jr.picked_up_at >= ${wibStart(range.from)} and jr.picked_up_at < ${wibEnd(range.to)}
      order by jr.picked_up_at, w.transaction_number`),
  );
}

export interface PickupRow {
  requestedOn: string | null;
  pickedUpOn: string;
  partial: boolean;
}

/**
 * Every pickup of a period (the day in WIB): found through the journeys planned up to a month before it,
 * as a record is picked up on its journey's day or soon after.
 */
export async function pickupsIn(db: Db, range: DateRange): Promise<PickupRow[]> {
  return rowsOf<PickupRow>(
    await db.execute(sql`
      select w.requested_pickup_date::text as "requestedOn",
        to_char(jr.picked_up_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as "pickedUpOn",
        (w.status = 'partiallyDelivered' or coalesce(jr.received_quantity < jr.sent_quantity, false)) as partial
      from ${journeys} j
      join ${journeyRecords} jr on jr.journey_id = j.id and jr.left_at is null
      join ${wasteRecords} w on w.id = jr.waste_record_id
      where j.planned_on between (${range.from}::date - 31) and ${range.to}
        and jr.picked_up_at >= ${wibStart(range.from)} and jr.picked_up_at < ${wibEnd(range.to)}`),
  );
}

/** Smart-bin alerts still open, by kind. */
export async function openAlertsByKind(db: Db): Promise<Array<{ kind: string; alerts: number }>> {
  return rowsOf(
    await db.execute(sql`
      select kind, count(*)::int as alerts from ${binAlerts} where closed_at is null group by kind order by kind`),
  );
}

/** Each vehicle's journeys of a period and on how many days it drove. */
export async function vehicleUse(
  db: Db,
  range: DateRange,
): Promise<Array<{ plate: string; journeys: number; daysUsed: number }>> {
  return rowsOf(
    await db.execute(sql`
      select v.plate, count(*)::int as journeys, count(distinct j.planned_on)::int as "daysUsed"
      from ${journeys} j join ${vehicles} v on v.id = j.vehicle_id
      where j.planned_on between ${range.from} and ${range.to} and j.status <> 'cancelled'
      group by v.plate`),
  );
}

export interface FinanceRow {
  companyName: string;
  month: string;
  subtotal: number;
  grandTotal: number;
  paidAmount: number;
  dueDate: string | null;
}

/** Issued, standing invoices to customers dated in a range. */
export async function issuedInvoicesIn(db: Db, range: DateRange): Promise<FinanceRow[]> {
  return rowsOf<FinanceRow>(
    await db.execute(sql`
      select c.name as "companyName", to_char(i.invoice_date, 'YYYY-MM') as month, i.subtotal::float8 as subtotal,
        i.grand_total::float8 as "grandTotal", i.paid_amount::float8 as "paidAmount", i.due_date::text as "dueDate"
      from ${invoices} i join ${companies} c on c.id = i.company_id
      where i.direction = 'receivable' and i.type = 'issued' and i.cancelled_at is null
        and i.invoice_date between ${range.from} and ${range.to}`),
  );
}
