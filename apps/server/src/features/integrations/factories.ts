import type { KeyValues } from '@sirkula/domain/integrations/inputs';
import { DEFAULT_REQUESTS_PER_MINUTE, type KeyParts, keyText } from '@sirkula/domain/integrations/rules';
import type { Db } from '../../db/client.ts';
import { insertKey, logKeyRequest, revokeKey } from './queries.ts';
import { hashOfSecret, newKeyParts } from './secrets.ts';

/** A key, for a company or (companyId null) the provider; answers the key to send. */
export async function createKey(
  db: Db,
  input: Partial<KeyValues> & { parts?: KeyParts; revokedAt?: Date; createdBy?: string | null } = {},
): Promise<{ id: string; key: string }> {
  const { parts = newKeyParts(), revokedAt, ...values } = input;
  const row = await insertKey(db, {
    name: 'Gateway LoRaWAN',
    companyId: null,
    scopes: ['telemetry:write'],
    requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
    expiresAt: null,
    createdBy: null,
    ...values,
    publicId: parts.publicId,
    secretHash: hashOfSecret(parts.secret),
  });
  if (revokedAt) await revokeKey(db, row.id, revokedAt);
  return { id: row.id, key: keyText(parts) };
}

/** A key's request log as a program reading it every so often would leave it, ending at `until`. */
export async function createKeyRequests(
  db: Db,
  keyId: string,
  { until, count, paths }: { until: Date; count: number; paths: readonly string[] },
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const path = paths[index % paths.length] ?? '/api/v1/waste';
    // Every seventh a refusal, as a program's log has: a page past its scope or a burst over its limit.
    const status = index % 7 === 3 ? (index % 2 === 0 ? 403 : 429) : 200;
    await logKeyRequest(db, {
      keyId,
      at: new Date(until.getTime() - index * 47 * 60_000),
      method: 'GET',
      path,
      status,
      durationMs: 8 + ((index * 13) % 40),
    });
  }
}
