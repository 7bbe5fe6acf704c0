import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The business tables whose rows belong to a company (or to the provider's staff), as stored (JSON, snake_case). */
const OWNED = [
  'companies',
  'users',
  'contracts',
  'waste_records',
  'waste_status_history',
  'files',
  'journeys',
  'journey_records',
  'journey_events',
  'vehicles',
  'drivers',
  'smart_bins',
  'smart_bin_alerts',
  'integration_keys',
  'webhook_subscriptions',
] as const;
type Table = (typeof OWNED)[number];
type Row = Record<string, unknown> & { id: string };

/**
 * The owned tables' rows, the number of audit entries (they are only ever added) and the outbox's
 * links: everything a call could change or reveal.
 */
export type Snapshot = Record<Table, Row[]> & {
  audit_log: number;
  email_outbox: Array<string | null>;
  /** Which files are a handover's photos (they are added with their event, never on their own). */
  journey_event_photos: Array<{ event_id: string; file_id: string }>;
};

/** Stands in for the snapshots of a call nothing is checked about. */
export const UNWATCHED: Snapshot = {
  companies: [],
  users: [],
  contracts: [],
  waste_records: [],
  waste_status_history: [],
  files: [],
  journeys: [],
  journey_records: [],
  journey_events: [],
  vehicles: [],
  drivers: [],
  smart_bins: [],
  smart_bin_alerts: [],
  integration_keys: [],
  webhook_subscriptions: [],
  audit_log: 0,
  email_outbox: [],
  journey_event_photos: [],
};

/** The snapshot in one query, so taking one before and after each call stays cheap. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const owned = OWNED.map(
    (table) =>
      sql`${table}::text, (select coalesce(json_agg(t order by t.id), '[]'::json) from ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(
    sql`select json_build_object(${sql.join(owned, sql`, `)},
      'audit_log', (select count(*) from audit_log),
      'email_outbox', (select coalesce(json_agg(link order by id), '[]'::json) from email_outbox),
      'journey_event_photos', (select coalesce(json_agg(json_build_object('event_id', event_id, 'file_id', file_id)), '[]'::json) from journey_event_photos)
    )::text as snapshot`,
  );
  const [row] = (result as unknown as { rows: Array<{ snapshot: string }> }).rows;
  if (!row) throw new Error('The snapshot query answered nothing');
  return JSON.parse(row.snapshot) as Snapshot;
}

/** What differs: what a refused call must not have changed. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...OWNED, 'audit_log' as const, 'email_outbox' as const].filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
}

/**
 * Who rows belong to. A journey is its transporter's and its receiver's; a waste record is its
 * customer's and, while it is on a journey, that journey's parties' too (they hand it over).
 */
function ownership(snap: Snapshot) {
  const parties = new Map(snap.journeys.map((row) => [row.id, [row.transporter_id, row.receiver_id]]));
  const carriers = new Map<string, unknown[]>();
  for (const row of snap.journey_records) {
    if (row.left_at !== null) continue;
    carriers.set(String(row.waste_record_id), parties.get(String(row.journey_id)) ?? []);
  }
  const wasteOwners = new Map(
    snap.waste_records.map((row) => [row.id, [row.company_id, ...(carriers.get(row.id) ?? [])]]),
  );
  return { parties, wasteOwners, evidence: handoverEvidence(snap, parties) };
}

/**
 * A handover's signature and photos are its journey's evidence: every party of the journey may see
 * them (GET /journeys/{id}/files/{fileId}), whichever company's people stored them.
 */
function handoverEvidence(snap: Snapshot, parties: Map<string, unknown[]>) {
  const eventParties = new Map(
    snap.journey_events.map((row) => [row.id, parties.get(String(row.journey_id)) ?? []]),
  );
  const files = new Map<string, unknown[]>();
  for (const row of snap.journey_events) {
    if (row.signature_file_id) files.set(String(row.signature_file_id), eventParties.get(row.id) ?? []);
  }
  for (const row of snap.journey_event_photos) files.set(row.file_id, eventParties.get(row.event_id) ?? []);
  return files;
}
type Ownership = ReturnType<typeof ownership>;

/** Who a row belongs to: company ids, `internal` for the provider's staff; none for nobody's. */
function ownersOf(table: Table, row: Row, { parties, wasteOwners, evidence }: Ownership): unknown[] {
  if (table === 'companies') return [row.id];
  if (table === 'users') {
    const owner = row.company_id ?? (row.user_type === 'internal' ? 'internal' : null);
    return owner === null ? [] : [owner];
  }
  if (table === 'waste_records') return wasteOwners.get(row.id) ?? [];
  if (table === 'waste_status_history') return wasteOwners.get(String(row.waste_record_id)) ?? [];
  if (table === 'journeys') return parties.get(row.id) ?? [];
  if (table === 'journey_records' || table === 'journey_events')
    return parties.get(String(row.journey_id)) ?? [];
  if (table === 'files') {
    const stored = row.company_id === null || row.company_id === undefined ? [] : [row.company_id];
    return [...stored, ...(evidence.get(row.id) ?? [])];
  }
  return row.company_id === null || row.company_id === undefined ? [] : [row.company_id];
}

/**
 * The journeys a caller takes part in (as a party, or as the customer of a record carried) and the
 * companies on them: those know each other's names and the journey, not each other's accounts or records.
 */
function journeysOf(caller: Caller, snap: Snapshot) {
  const carrying = new Set(
    snap.journey_records.filter((row) => row.customer_id === caller.companyId).map((row) => row.journey_id),
  );
  const journeys = new Set<unknown>();
  const companies = new Set<unknown>();
  for (const journey of snap.journeys) {
    const party = journey.transporter_id === caller.companyId || journey.receiver_id === caller.companyId;
    if (!party && !carrying.has(journey.id)) continue;
    journeys.add(journey.id);
    companies.add(journey.transporter_id).add(journey.receiver_id);
    if (!party) continue;
    for (const row of snap.journey_records) if (row.journey_id === journey.id) companies.add(row.customer_id);
  }
  return { journeys, companies };
}

export interface Caller {
  userId: string | null;
  /** The caller's company; null for anonymous and companyless accounts. */
  companyId: string | null;
}

/**
 * Rows of others (other companies, the provider's staff) that a call by a company user or anonymous
 * changed or removed, and rows it added to, or moved into, a company of someone else that already existed.
 */
export function othersChanged(caller: Caller, before: Snapshot, after: Snapshot): string[] {
  const existing = new Set<unknown>([...before.companies.map((row) => row.id), 'internal']);
  const foreign = (owners: unknown[], row: Row) =>
    owners.length > 0 && !owners.includes(caller.companyId) && row.id !== caller.userId;
  const problems: string[] = [];
  const [ownersBefore, ownersAfter] = [ownership(before), ownership(after)];
  for (const table of OWNED) {
    const [rowsBefore, rowsAfter] = [byId(before[table]), byId(after[table])];
    for (const row of before[table]) {
      const owners = ownersOf(table, row, ownersBefore);
      const now = rowsAfter.get(row.id);
      if (foreign(owners, row) && !same(now, row)) {
        problems.push(`${now ? 'changed' : 'removed'} ${table} ${row.id} of ${owners.join('/')}`);
      }
    }
    for (const row of after[table]) {
      const owners = ownersOf(table, row, ownersAfter);
      const then = rowsBefore.get(row.id);
      if (foreign(owners, row) && owners.some((owner) => existing.has(owner)) && !same(then, row)) {
        problems.push(`${then ? 'moved' : 'added'} ${table} ${row.id} into ${owners.join('/')}`);
      }
    }
  }
  return problems;
}

const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
const same = (one: Row | undefined, other: Row) => JSON.stringify(one) === JSON.stringify(other);

/**
 * What would reveal someone else's data if it appeared in an answer: the ids, e-mail addresses and
 * names of other companies and their records (a journey's parties and customers excepted, by name), and
 * the e-mail addresses of the provider's staff and of accounts without a company.
 */
export function foreignMarkers(caller: Caller, snap: Snapshot): string[] {
  const owned = ownership(snap);
  const shared = journeysOf(caller, snap);
  const markers: string[] = [];
  for (const table of [
    'companies',
    'users',
    'contracts',
    'waste_records',
    'files',
    'journeys',
    'smart_bins',
  ] as const) {
    for (const row of snap[table]) {
      const owners = ownersOf(table, row, owned);
      if (row.id === caller.userId || owners.includes(caller.companyId)) continue;
      if (table === 'companies' && shared.companies.has(row.id)) continue;
      if (table === 'journeys' && shared.journeys.has(row.id)) continue;
      if (table === 'users') {
        markers.push(String(row.email));
        if (row.company_id) markers.push(row.id);
      } else {
        markers.push(row.id);
      }
      if (table === 'companies') markers.push(String(row.name));
    }
  }
  return markers;
}

/** One-time links (verification, reset, welcome) and their tokens: only internal admins may read them. */
export function secretMarkers(...snaps: Snapshot[]): string[] {
  const links = snaps
    .flatMap((snap) => snap.email_outbox)
    .filter((link): link is string => typeof link === 'string');
  const tokens = links
    .map((link) => new URL(link).searchParams.get('token'))
    .filter((token): token is string => token !== null);
  return [...new Set([...links, ...tokens])];
}
