import { referencedIds } from '@sirkula/domain/audit/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { canReadAudit } from './policy.ts';
import { listAudit, referenceNames } from './queries.ts';

interface AuditFilter {
  entity: string;
  entityId: string;
  page: number;
  pageSize: number;
}

/** One record's trail, newest first, a page at a time. */
export async function list(db: Db, actor: Actor, filter: AuditFilter) {
  if (!canReadAudit(actor)) throw new Forbidden();
  const page = await listAudit(db, filter);
  const names = await referenceNames(db, referencedIds(page.items));
  return {
    ...page,
    items: page.items.map((entry) => ({ ...entry, references: referencesOf(entry, names) })),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The names of the records one entry points at, keyed by their ids, for the trail to show instead. */
function referencesOf(entry: { before: unknown; after: unknown }, names: Map<string, string>) {
  const known: Array<[string, string]> = [];
  for (const id of Object.values(referencedIds([entry])).flat()) {
    const name = names.get(id);
    if (name !== undefined) known.push([id, name]);
  }
  return Object.fromEntries(known);
}
