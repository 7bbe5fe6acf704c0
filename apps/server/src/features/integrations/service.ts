import type { integrationKey } from '@sirkula/domain/integrations/answers';
import type { KeyListFilter, KeyValues } from '@sirkula/domain/integrations/inputs';
import {
  KEY_TEXT_PREFIX,
  keyAllows,
  keyOfAuthorization,
  keyStatus,
  keyText,
} from '@sirkula/domain/integrations/rules';
import type { KeyScope } from '@sirkula/domain/shared/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { findCompany } from '../companies/public.ts';
import { forgetKeys, recentKey } from './key-memory.ts';
import { canManageKeys } from './policy.ts';
import { findKey, insertKey, type KeyRow, listKeys, revokeKey } from './queries.ts';
import { hashOfSecret, newKeyParts, secretMatches } from './secrets.ts';

const keyNotFound = () => new NotFound('integrations.errors.notFound', 'INTEGRATION_KEY_NOT_FOUND');

function keyAnswerOf(row: KeyRow, now: Date): z.output<typeof integrationKey> {
  const { publicId, ...key } = row;
  return { ...key, hint: `${KEY_TEXT_PREFIX}_${publicId}_…`, status: keyStatus(row, now) };
}

export async function keys(db: Db, actor: Actor, filter: KeyListFilter, now: Date) {
  if (!canManageKeys(actor)) throw new Forbidden();
  const page = await listKeys(db, filter, now);
  return {
    ...page,
    items: page.items.map((row) => keyAnswerOf(row, now)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** Makes a key and answers its secret, this once; only its hash is kept. */
export async function createKey(db: Db, actor: Actor, input: KeyValues, now: Date) {
  if (!canManageKeys(actor)) throw new Forbidden();
  if (input.companyId && !(await findCompany(db, input.companyId))) {
    throw new Invalid('integrations.validation.company', { companyId: 'integrations.validation.company' });
  }
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new Invalid('integrations.validation.expiresAt', {
      expiresAt: 'integrations.validation.expiresAt',
    });
  }
  const parts = newKeyParts();
  const id = await db.transaction(async (tx) => {
    const row = await insertKey(tx, {
      ...input,
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
        name: input.name,
        companyId: input.companyId,
        scopes: input.scopes,
        expiresAt: input.expiresAt,
      },
    });
    return row.id;
  });
  const row = await findKey(db, id);
  if (!row) throw keyNotFound();
  return { key: keyAnswerOf(row, now), secret: keyText(parts) };
}

export async function revoke(db: Db, actor: Actor, id: string, now: Date) {
  if (!canManageKeys(actor)) throw new Forbidden();
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
  forgetKeys(db);
  const row = await findKey(db, id);
  if (!row) throw keyNotFound();
  return keyAnswerOf(row, now);
}

/** A machine calling with a key: the key, and the company whose data it reaches (null: every one). */
export interface KeyCaller {
  keyId: string;
  companyId: string | null;
}

/** The caller a bearer header names, when it is a live key holding the scope; else null. */
export async function callerOfKey(
  db: Db,
  authorization: string | undefined,
  scope: KeyScope,
  now: Date,
): Promise<KeyCaller | null> {
  const parts = keyOfAuthorization(authorization);
  if (!parts) return null;
  const key = await recentKey(db, parts.publicId, now);
  if (!key || !secretMatches(parts.secret, key.secretHash) || !keyAllows(key, scope, now)) return null;
  return { keyId: key.id, companyId: key.companyId };
}
