import type { KeyValues } from '@sirkula/domain/integrations/inputs';
import { type KeyParts, keyText } from '@sirkula/domain/integrations/rules';
import type { Db } from '../../db/client.ts';
import { insertKey } from './queries.ts';
import { hashOfSecret, newKeyParts } from './secrets.ts';

/** A telemetry key, for a company or (companyId null) the provider; answers the key to send. */
export async function createKey(
  db: Db,
  input: Partial<KeyValues> & { parts?: KeyParts; revokedAt?: Date } = {},
): Promise<{ id: string; key: string }> {
  const { parts = newKeyParts(), ...values } = input;
  const row = await insertKey(db, {
    name: 'Gateway LoRaWAN',
    companyId: null,
    scopes: ['telemetry'],
    expiresAt: null,
    createdBy: null,
    ...values,
    publicId: parts.publicId,
    secretHash: hashOfSecret(parts.secret),
  });
  return { id: row.id, key: keyText(parts) };
}
