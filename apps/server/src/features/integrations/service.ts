import type { integrationKey } from '@sirkula/domain/integrations/answers';
import type {
  KeyListFilter,
  KeyRequestFilter,
  KeyValues,
  RotateKeyValues,
} from '@sirkula/domain/integrations/inputs';
import { KEY_TEXT_PREFIX, keyStatus, keyText, scopesOffered } from '@sirkula/domain/integrations/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { findCompany } from '../companies/public.ts';
import { canManageKeysOf, keyManagerScope } from './policy.ts';
import {
  findKey,
  insertKey,
  type KeyRow,
  listKeyRequests,
  listKeys,
  revokeKey,
  rotateKey,
} from './queries.ts';
import { hashOfSecret, newKeyParts } from './secrets.ts';

const keyNotFound = () => new NotFound('integrations.errors.notFound', 'INTEGRATION_KEY_NOT_FOUND');

function keyAnswerOf(row: KeyRow, now: Date): z.output<typeof integrationKey> {
  const { publicId, ...key } = row;
  return { ...key, hint: `${KEY_TEXT_PREFIX}_${publicId}_…`, status: keyStatus(row, now) };
}

export async function keys(db: Db, actor: Actor, filter: KeyListFilter, now: Date) {
  const scope = keyManagerScope(actor);
  if (!scope) throw new Forbidden();
  const page = await listKeys(db, { ...filter, companyId: scope.companyId ?? filter.companyId }, now);
  return {
    ...page,
    items: page.items.map((row) => keyAnswerOf(row, now)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The company a new key is for: a company admin's own whatever was asked; staff's choice, checked. */
async function companyOfNewKey(db: Db, actor: Actor, input: KeyValues) {
  const scope = keyManagerScope(actor);
  if (!scope) throw new Forbidden();
  const companyId = scope.companyId ?? input.companyId;
  if (!companyId) return { companyId: null, kind: null };
  const company = await findCompany(db, companyId);
  if (!company) {
    throw new Invalid('integrations.validation.company', { companyId: 'integrations.validation.company' });
  }
  return { companyId, kind: company.kind };
}

/** Makes a key and answers its secret, this once; only its hash is kept. */
export async function createKey(db: Db, actor: Actor, input: KeyValues, now: Date) {
  const company = await companyOfNewKey(db, actor, input);
  const offered = scopesOffered(company.kind);
  if (input.scopes.some((scope) => !offered.includes(scope))) {
    throw new Invalid('integrations.validation.scopeNotOffered', {
      scopes: 'integrations.validation.scopeNotOffered',
    });
  }
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new Invalid('integrations.validation.expiresAt', {
      expiresAt: 'integrations.validation.expiresAt',
    });
  }
  const parts = newKeyParts();
  const values = { ...input, companyId: company.companyId };
  const id = await db.transaction(async (tx) => {
    const row = await insertKey(tx, {
      ...values,
      publicId: parts.publicId,
      secretHash: hashOfSecret(parts.secret),
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'integrationKey',
      entityId: row.id,
      action: 'create',
      after: {
        name: values.name,
        companyId: values.companyId,
        scopes: values.scopes,
        requestsPerMinute: values.requestsPerMinute,
        expiresAt: values.expiresAt,
      },
    });
    return row.id;
  });
  const row = await findKey(db, id);
  if (!row) throw keyNotFound();
  return { key: keyAnswerOf(row, now), secret: keyText(parts) };
}

/** The key, when the actor manages it; another company's key reads as one that does not exist. */
async function managedKey(db: Db, actor: Actor, id: string): Promise<KeyRow> {
  const row = await findKey(db, id);
  if (!row || !canManageKeysOf(actor, row.companyId)) throw keyNotFound();
  return row;
}

export async function revoke(db: Db, actor: Actor, id: string, now: Date) {
  await managedKey(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await revokeKey(tx, id, now))) throw keyNotFound();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'integrationKey',
      entityId: id,
      action: 'revoke',
      after: { revokedAt: now },
    });
  });
  const row = await findKey(db, id);
  if (!row) throw keyNotFound();
  return keyAnswerOf(row, now);
}

/**
 * A new secret for the key, answered once; the one before it keeps working for the grace period, so
 * the program using it can be given the new one without a moment refused.
 */
export async function rotate(db: Db, actor: Actor, id: string, input: RotateKeyValues, now: Date) {
  const before = await managedKey(db, actor, id);
  if (keyStatus(before, now) !== 'active') throw keyNotFound();
  const parts = { publicId: before.publicId, secret: newKeyParts().secret };
  const previousValidUntil =
    input.graceHours > 0 ? new Date(now.getTime() + input.graceHours * 3_600_000) : null;
  await db.transaction(async (tx) => {
    if (!(await rotateKey(tx, id, { secretHash: hashOfSecret(parts.secret), previousValidUntil }))) {
      throw keyNotFound();
    }
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'integrationKey',
      entityId: id,
      action: 'rotate',
      after: { previousValidUntil },
    });
  });
  const row = await findKey(db, id);
  if (!row) throw keyNotFound();
  return { key: keyAnswerOf(row, now), secret: keyText(parts) };
}

export async function requests(db: Db, actor: Actor, id: string, filter: KeyRequestFilter) {
  await managedKey(db, actor, id);
  const page = await listKeyRequests(db, id, filter);
  return { ...page, page: filter.page, pageSize: filter.pageSize };
}
