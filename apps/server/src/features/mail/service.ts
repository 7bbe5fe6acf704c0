import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { canReadUnsentLinks } from './policy.ts';
import * as queries from './queries.ts';

/**
 * An unsent link is a live credential for someone's account: only internal admins see it, marked as
 * unsent; internal members see that there is one.
 */
export async function listOutbox(
  db: Db,
  actor: Actor,
  filter: { recipient?: string | undefined; page: number; pageSize: number },
) {
  const rows = await queries.listOutbox(db, {
    recipient: filter.recipient,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  const admin = canReadUnsentLinks(actor);
  return rows.map(({ link, ...row }) => ({
    ...row,
    link: admin ? link : null,
    linkStatus: link === null ? ('none' as const) : admin ? ('unsent' as const) : ('withheld' as const),
  }));
}
