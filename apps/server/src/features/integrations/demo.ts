import { type KeyParts, keyText } from '@sirkula/domain/integrations/rules';
import type { Db } from '../../db/client.ts';
import type { DemoRows } from '../demo/public.ts';
import { createKey } from './factories.ts';
import { deleteDemoKeys, useKey } from './queries.ts';
import { secretMatches } from './secrets.ts';

/**
 * The embedded demo's telemetry key, published in the README for `npm run simulate:bins`: like the
 * demo password, a server others can reach refuses to start while it still works.
 */
export const DEMO_KEY_PARTS: KeyParts = {
  publicId: 'demo00000000',
  secret: 'DemoTelemetryKeyForTheEmbeddedModeOnly00000',
};
export const DEMO_KEY = keyText(DEMO_KEY_PARTS);

export async function demoKey(db: Db): Promise<DemoRows> {
  await createKey(db, { name: 'Demo: simulator and test gateway', parts: DEMO_KEY_PARTS });
  return { companyIds: [], userIds: [] };
}

/** Whether the published demo key still opens the API (not revoked, not removed). */
export async function demoKeyWorks(db: Db, now: Date): Promise<boolean> {
  const key = await useKey(db, DEMO_KEY_PARTS.publicId, now);
  return Boolean(key && !key.revokedAt && secretMatches(DEMO_KEY_PARTS.secret, key.secretHash));
}

export function removeDemoKeys(db: Db, demo: DemoRows) {
  return deleteDemoKeys(db, demo, DEMO_KEY_PARTS.publicId);
}
