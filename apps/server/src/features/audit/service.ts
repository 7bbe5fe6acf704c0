import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { canReadAudit } from './policy.ts';
import { listAudit } from './queries.ts';

interface AuditFilter {
  entity: string;
  entityId: string;
  page: number;
  pageSize: number;
}

/** One record's trail, newest first, a page at a time. */
export async function list(db: Db, actor: Actor, filter: AuditFilter) {
  if (!canReadAudit(actor)) throw new Forbidden();
  return { ...(await listAudit(db, filter)), page: filter.page, pageSize: filter.pageSize };
}
