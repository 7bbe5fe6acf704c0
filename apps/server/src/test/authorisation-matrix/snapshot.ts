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
  'vehicles',
  'drivers',
] as const;
type Table = (typeof OWNED)[number];
type Row = Record<string, unknown> & { id: string };

/**
 * The owned tables' rows, the number of audit entries (they are only ever added) and the outbox's
 * links: everything a call could change or reveal.
 */
export type Snapshot = Record<Table, Row[]> & { audit_log: number; email_outbox: Array<string | null> };

/** Stands in for the snapshots of a call nothing is checked about. */
export const UNWATCHED: Snapshot = {
  companies: [],
  users: [],
  contracts: [],
  waste_records: [],
  waste_status_history: [],
  files: [],
  vehicles: [],
  drivers: [],
  audit_log: 0,
  email_outbox: [],
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
      'email_outbox', (select coalesce(json_agg(link order by id), '[]'::json) from email_outbox)
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

/** Who a row belongs to: a company id, `internal` for the provider's staff, or null for nobody. */
function ownerOf(table: Table, row: Row, wasteOwners: Map<string, unknown>): unknown {
  if (table === 'companies') return row.id;
  if (table === 'users') return row.company_id ?? (row.user_type === 'internal' ? 'internal' : null);
  if (table === 'waste_status_history') return wasteOwners.get(String(row.waste_record_id)) ?? null;
  if (['contracts', 'waste_records', 'files', 'vehicles', 'drivers'].includes(table)) return row.company_id;
  return null;
}

function owners(snap: Snapshot): Map<string, unknown> {
  return new Map(snap.waste_records.map((row) => [row.id, row.company_id]));
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
  const foreign = (owner: unknown, row: Row) =>
    owner !== null && owner !== caller.companyId && row.id !== caller.userId;
  const problems: string[] = [];
  const [ownersBefore, ownersAfter] = [owners(before), owners(after)];
  for (const table of OWNED) {
    const [rowsBefore, rowsAfter] = [byId(before[table]), byId(after[table])];
    for (const row of before[table]) {
      const owner = ownerOf(table, row, ownersBefore);
      const now = rowsAfter.get(row.id);
      if (foreign(owner, row) && !same(now, row)) {
        problems.push(`${now ? 'changed' : 'removed'} ${table} ${row.id} of ${String(owner)}`);
      }
    }
    for (const row of after[table]) {
      const owner = ownerOf(table, row, ownersAfter);
      const then = rowsBefore.get(row.id);
      if (foreign(owner, row) && existing.has(owner) && !same(then, row)) {
        problems.push(`${then ? 'moved' : 'added'} ${table} ${row.id} into ${String(owner)}`);
      }
    }
  }
  return problems;
}

const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
const same = (one: Row | undefined, other: Row) => JSON.stringify(one) === JSON.stringify(other);

/**
 * What would reveal someone else's data if it appeared in an answer: the ids, e-mail addresses and
 * names of other companies and their records, and the e-mail addresses of the provider's staff and of
 * accounts without a company.
 */
export function foreignMarkers(caller: Caller, snap: Snapshot): string[] {
  const wasteOwners = owners(snap);
  const markers: string[] = [];
  for (const table of ['companies', 'users', 'contracts', 'waste_records', 'files'] as const) {
    for (const row of snap[table]) {
      const owner = ownerOf(table, row, wasteOwners);
      if (row.id === caller.userId || (owner !== null && owner === caller.companyId)) continue;
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
