import type { OUTBOX_STATUSES } from '@sirkula/domain/mail/answers';
import type { OutboxFilter } from '@sirkula/domain/mail/api';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { LINK_REMOVED } from './mailer.ts';
import { canReadOutbox } from './policy.ts';
import * as queries from './queries.ts';

/**
 * What staff may know of a message's one-time link: that there was one and whether it went out by
 * e-mail. The link itself is a live credential for someone's account and is never answered.
 */
function linkStatus(row: { link: string | null; body: string; status: (typeof OUTBOX_STATUSES)[number] }) {
  if (row.link === null && !row.body.includes(LINK_REMOVED)) return 'none' as const;
  return row.status === 'sent' ? ('sent' as const) : ('unsent' as const);
}

/** A page of what was sent, newest first, optionally to one recipient. */
export async function listOutbox(db: Db, actor: Actor, filter: OutboxFilter) {
  if (!canReadOutbox(actor)) throw new Forbidden();
  const rows = await queries.listOutbox(db, {
    recipient: filter.recipient,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  const items = rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    linkStatus: linkStatus(row),
    status: row.status,
    createdAt: row.createdAt,
  }));
  return { items };
}
