import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export async function listAudit(
  db: Db,
  filter: { entity: string; entityId: string; page: number; pageSize: number },
) {
  const where = and(eq(auditLog.entity, filter.entity), eq(auditLog.entityId, filter.entityId));
  return listPage(db, {
    rows: db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(auditLog).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}
